import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { device, NOW } from '../../../lib/share-mode/testing';
import type { Device } from '../../../lib/share-mode/types';
import { stubApi } from '../../../testing/api-stub';
import { AREAS, BUILDINGS, storedPhoto } from '../../../testing/exhibit-fixtures';
import { renderApp } from '../../../testing/test-utils';
import { setUpPageTests } from '../../../testing/page-test';

setUpPageTests({ now: NOW });

const photo = (id: string) => storedPhoto('devices/dev-1', id);

function withApi(shown: Device) {
  stubApi({
    'GET /devices/dev-1': { body: { device: shown } },
    'GET /devices/dev-1/availability': { body: { busy: [] } },
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
  });
}

describe('/share/{deviceId}: photos', () => {
  it('shows the thumbnails, each a link to the full image', async () => {
    withApi(device({ images: [photo('a'), photo('b')] }));
    await renderApp('/share/dev-1', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
    const list = screen.getByRole('list', { name: 'Photos of Confocal microscope' });
    expect(list.querySelectorAll('img')).toHaveLength(2);
    const first = screen.getByRole('img', { name: 'Confocal microscope: photo 1 of 2' });
    expect(first.closest('a')).toHaveAttribute('href', photo('a').uri);
  });

  it('shows nothing for a device without photos', async () => {
    withApi(device());
    await renderApp('/share/dev-1', 'en');
    await screen.findByRole('heading', { level: 1, name: 'Confocal microscope' });
    expect(
      screen.queryByRole('list', { name: 'Photos of Confocal microscope' }),
    ).not.toBeInTheDocument();
  });
});
