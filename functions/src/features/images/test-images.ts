import sharp from 'sharp';

/**
 * Small generated images for tests. Not a test file itself; only `*.test.ts` import it (the
 * build excludes nothing else, so keep it free of test-runner imports).
 */

/** A solid `width` x `height` image in `format`. */
export function solidImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG stored sideways: `width` x `height` pixels with EXIF Orientation 6 (shown rotated 90°,
 * i.e. `height` x `width`), a camera make and GPS coordinates in its EXIF.
 */
export function jpegWithExifGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#a37' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestCam', Model: 'Sideways 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 42/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '139/1 46/1 0/1',
      },
    })
    .toBuffer();
}
