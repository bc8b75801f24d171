import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import { renderInRouter } from '../../testing/test-utils';
import { storedPhoto } from '../../testing/exhibit-fixtures';
import { DevicePhotos } from './device-photos';
import { device } from '../../lib/share-mode/testing';

const photo = (id: string) => storedPhoto('devices/dev-1', id);

describe('DevicePhotos', () => {
  it('when the device has photos, then thumbnails link to the full images with translated alt text', async () => {
    await renderInRouter(<DevicePhotos device={device({ images: [photo('a'), photo('b')] })} />, {
      language: 'en',
    });
    const list = screen.getByRole('list', { name: 'Photos of Confocal microscope' });
    expect(list).toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Confocal microscope: photo 2 of 2' });
    expect(second).toHaveAttribute('src', photo('b').thumbnailUri);
    expect(second.closest('a')).toHaveAttribute('href', photo('b').uri);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('speaks Japanese too', async () => {
    await renderInRouter(<DevicePhotos device={device({ images: [photo('a')] })} />, {
      language: 'ja',
    });
    expect(
      screen.getByRole('img', { name: 'Confocal microscopeの写真（1/1枚目）' }),
    ).toBeInTheDocument();
  });

  it('when the device has no photos, then nothing renders', async () => {
    const { container } = await renderInRouter(<DevicePhotos device={device()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has every string in both languages', () => {
    expect(Object.keys(ja.devicePhotos).sort()).toEqual(Object.keys(en.devicePhotos).sort());
  });
});
