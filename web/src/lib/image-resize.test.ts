import { describe, expect, it } from 'vitest';
import { renamedFor, resizeTarget } from './image-resize';

const MB = 1024 * 1024;

describe('resizeTarget', () => {
  it('sends a JPEG, PNG or WebP within the upload limit and 1600 px as it is', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(resizeTarget({ type, size: 2 * MB, width: 1600, height: 1200 })).toBeNull();
    }
    expect(resizeTarget({ type: 'image/jpeg', size: 10 * MB, width: 640, height: 480 })).toBeNull();
  });

  it('redraws a 12 MB phone photo as JPEG (over the limit and over 1600 px)', () => {
    expect(resizeTarget({ type: 'image/jpeg', size: 12 * MB, width: 4032, height: 3024 })).toBe(
      'image/jpeg',
    );
  });

  it('redraws a photo over the limit even when small in pixels, and one larger than 1600 px', () => {
    expect(resizeTarget({ type: 'image/jpeg', size: 10 * MB + 1, width: 800, height: 600 })).toBe(
      'image/jpeg',
    );
    expect(resizeTarget({ type: 'image/jpeg', size: MB, width: 1200, height: 1601 })).toBe(
      'image/jpeg',
    );
  });

  it('keeps transparency possible: PNG and WebP are redrawn as WebP', () => {
    expect(resizeTarget({ type: 'image/png', size: MB, width: 3000, height: 2000 })).toBe(
      'image/webp',
    );
    expect(resizeTarget({ type: 'image/webp', size: 11 * MB, width: 1000, height: 1000 })).toBe(
      'image/webp',
    );
  });

  it('redraws types the API refuses (HEIC, GIF) as JPEG, however small', () => {
    for (const type of ['image/heic', 'image/gif', 'image/avif']) {
      expect(resizeTarget({ type, size: 1000, width: 10, height: 10 })).toBe('image/jpeg');
    }
  });
});

describe('renamedFor', () => {
  it('gives the name the extension of the new type', () => {
    expect(renamedFor('IMG_0001.HEIC', 'image/jpeg')).toBe('IMG_0001.jpg');
    expect(renamedFor('scan.png', 'image/webp')).toBe('scan.webp');
    expect(renamedFor('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(renamedFor('.hidden', 'image/jpeg')).toBe('.hidden.jpg');
    expect(renamedFor('', 'image/png')).toBe('photo.png');
  });
});
