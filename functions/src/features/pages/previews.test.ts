import { describe, expect, it } from 'vitest';
import {
  devicePreview,
  exhibitPreview,
  listPreview,
  previewImage,
  shareListingPreview,
  wantedPreview,
} from './previews';

const VARIANTS = [
  { width: 144, uri: '/img/a_144.webp' },
  { width: 800, uri: '/img/a_800.webp' },
  { width: 400, uri: '/img/a_400.webp' },
];

describe('previewImage', () => {
  it('takes the largest copy up to 1200 px, else the photo as stored', () => {
    expect(previewImage(VARIANTS, '/img/a.jpg')).toBe('/img/a_800.webp');
    expect(previewImage([{ width: 1600, uri: '/img/a_1600.webp' }], '/img/a.jpg')).toBe(
      '/img/a.jpg',
    );
    expect(previewImage([], '/img/a.jpg')).toBe('/img/a.jpg');
  });
});

describe('the previews of each kind of page', () => {
  it("a reuse exhibit: its title, description and its card's photo, at /exhibits/{id}", () => {
    const exhibit = {
      id: 'ex 1',
      title: 'Desk',
      description: 'Oak',
      thumbnailUri: '/img/a_72.jpg',
      thumbnailVariants: VARIANTS,
    };

    expect(exhibitPreview(exhibit)).toEqual({
      title: 'Desk',
      description: 'Oak',
      imagePath: '/img/a_800.webp',
      path: '/exhibits/ex%201',
    });
    expect(
      exhibitPreview({ ...exhibit, thumbnailUri: null, thumbnailVariants: [] }).imagePath,
    ).toBeNull();
  });

  it('a share listing: the first photo of the first device that has one', () => {
    const listing = {
      id: 'sx-1',
      title: 'Microscopes',
      description: 'Two',
      devices: [
        { images: [] },
        {
          images: [
            { uri: '/img/m.jpg', variants: [] },
            { uri: '/img/n.jpg', variants: [] },
          ],
        },
      ],
    };

    expect(shareListingPreview(listing)).toEqual({
      title: 'Microscopes',
      description: 'Two',
      imagePath: '/img/m.jpg',
      path: '/exhibits/sx-1',
    });
    expect(shareListingPreview({ ...listing, devices: [] }).imagePath).toBeNull();
  });

  it('a wanted post: no photo, at /wanted/{id}', () => {
    expect(wantedPreview({ id: 'w-1', title: 'Chairs', description: 'Two' })).toEqual({
      title: 'Chairs',
      description: 'Two',
      imagePath: null,
      path: '/wanted/w-1',
    });
  });

  it('a device: its first photo, at /share/{id}', () => {
    const device = {
      id: 'dev 1',
      name: 'Microscope',
      description: 'Up to 400x',
      images: [
        { uri: '/img/m.jpg', variants: [{ width: 800, uri: '/img/m_800.webp' }] },
        { uri: '/img/n.jpg', variants: [] },
      ],
    };

    expect(devicePreview(device)).toEqual({
      title: 'Microscope',
      description: 'Up to 400x',
      imagePath: '/img/m_800.webp',
      path: '/share/dev%201',
    });
    expect(devicePreview({ ...device, images: [] }).imagePath).toBeNull();
  });

  it("a list: what it is, in the reader's language; no other address is a list", () => {
    expect(listPreview('/share', 'en')).toEqual({
      title: 'Share',
      description: 'Devices on campus you can reserve and borrow.',
      imagePath: null,
      path: '/share',
    });
    expect(listPreview('/wanted', 'ja')?.title).toBe('ほしいもの');
    expect(listPreview('/manage', 'ja')).toBeUndefined();
  });
});
