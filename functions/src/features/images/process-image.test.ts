import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import {
  MAX_IMAGE_BYTES,
  THUMBNAIL_MAX_HEIGHT,
  checkUpload,
  mediaTypeOf,
  processImage,
  sniffImageType,
} from './process-image';
import { jpegWithExifGps, solidImage } from './test-images';

/** The AppError `promise` rejects with (fails the test when it resolves or throws anything else). */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('sniffImageType', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('when the bytes are %s, then it says so', async (f) => {
    expect(sniffImageType(await solidImage(4, 4, f))).toBe(`image/${f}`);
  });

  it('when the bytes are text or too short, then undefined', () => {
    expect(sniffImageType(Buffer.from('hello, world'))).toBeUndefined();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined();
  });
});

describe('mediaTypeOf', () => {
  it('when the header has parameters or capitals, then the bare lower-case type', () => {
    expect(mediaTypeOf('Image/JPEG; foo=bar')).toBe('image/jpeg');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});

describe('checkUpload', () => {
  it('when the declared type is not JPEG, PNG or WebP, then 415 unsupported_media_type', async () => {
    const bytes = await solidImage(4, 4, 'png');
    for (const type of ['image/gif', 'application/octet-stream', undefined]) {
      const err = (() => {
        try {
          checkUpload(bytes, type);
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(err).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    }
  });

  it('when the bytes are another supported type than declared, then 415', async () => {
    const png = await solidImage(4, 4, 'png');
    expect(() => checkUpload(png, 'image/jpeg')).toThrow(
      expect.objectContaining({ status: 415, code: 'unsupported_media_type' }),
    );
  });

  it('when the bytes are no image at all, then 400 invalid_image', () => {
    expect(() => checkUpload(Buffer.from('not an image'), 'image/png')).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_image' }),
    );
    expect(() => checkUpload(Buffer.alloc(0), 'image/png')).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid_image' }),
    );
  });

  it('when the body is over 10 MB, then 413 payload_too_large', () => {
    const bytes = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    expect(() => checkUpload(bytes, 'image/jpeg')).toThrow(
      expect.objectContaining({ status: 413, code: 'payload_too_large' }),
    );
  });

  it('when type and bytes agree, then the type', async () => {
    expect(checkUpload(await solidImage(4, 4, 'webp'), 'image/webp; q=1')).toBe('image/webp');
  });
});

describe('processImage', () => {
  it('when a photo carries EXIF with GPS and an orientation, then it is turned upright and every bit of metadata is gone', async () => {
    const input = await jpegWithExifGps(40, 20);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('TestCam');

    const out = await processImage(input, 'image/jpeg');

    for (const bytes of [out.image.bytes, out.thumbnail.bytes]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    }
    // Orientation 6: 40 x 20 stored, 20 x 40 shown.
    expect(out.image).toMatchObject({ width: 20, height: 40 });
    expect(out.contentType).toBe('image/webp');
  });

  it('when the image is larger than 1600 px, then the long side becomes 1600', async () => {
    const out = await processImage(await solidImage(2000, 1000, 'png'), 'image/png');
    expect(out.image).toMatchObject({ width: 1600, height: 800 });
    const meta = await sharp(out.image.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
  });

  it('when the image is portrait and large, then the height is the one limited', async () => {
    const out = await processImage(await solidImage(900, 1800, 'webp'), 'image/webp');
    expect(out.image).toMatchObject({ width: 800, height: 1600 });
  });

  it('when the image is small, then it is never enlarged', async () => {
    const out = await processImage(await solidImage(300, 200, 'jpeg'), 'image/jpeg');
    expect(out.image).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    [300, 200, 48],
    [40, 20, 36],
    [72, 72, 72],
  ])(
    'when the image is %i x %i, then the thumbnail is exactly 72 px wide (%i high)',
    async (width, height, thumbHeight) => {
      const out = await processImage(await solidImage(width, height, 'png'), 'image/png');
      const meta = await sharp(out.thumbnail.bytes).metadata();
      expect([meta.width, meta.height]).toEqual([72, thumbHeight]);
      expect(out.thumbnail).toMatchObject({ width: 72, height: thumbHeight });
    },
  );

  it.each([
    [2000, 1000, [144, 400, 800]],
    [300, 200, [144, 300]],
    [400, 100, [144, 400]],
    [100, 50, [100]],
  ])(
    'when the image is %i px wide, then its variants are %j px wide (never enlarged, none repeated)',
    async (width, height, widths) => {
      const out = await processImage(await solidImage(width, height, 'png'), 'image/png');
      expect(out.variants.map((v) => v.width)).toEqual(widths);
      for (const variant of out.variants) {
        const meta = await sharp(variant.bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.width).toBe(variant.width);
        expect(variant.height).toBe(
          Math.round((variant.width * out.image.height) / out.image.width),
        );
      }
    },
  );

  it('when the image is extremely tall, then the thumbnail is 72 wide and cropped in height', async () => {
    const out = await processImage(await solidImage(10, 1000, 'png'), 'image/png');
    const meta = await sharp(out.thumbnail.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([72, THUMBNAIL_MAX_HEIGHT]);
  });

  it('when a JPEG is truncated, then 400 invalid_image', async () => {
    const jpeg = await solidImage(400, 300, 'jpeg');
    const err = await appErrorOf(processImage(jpeg.subarray(0, jpeg.length / 2), 'image/jpeg'));
    expect([err.status, err.code]).toEqual([400, 'invalid_image']);
  });

  it('when the bytes only start like a PNG, then 400 invalid_image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('junk'),
    ]);
    const err = await appErrorOf(processImage(fake, 'image/png'));
    expect([err.status, err.code]).toEqual([400, 'invalid_image']);
  });

  it('when the image has more than 64 megapixels, then 413 payload_too_large', async () => {
    // Refused by its header, before any pixel is decoded: a 1 x 1 PNG whose header says 9000 x 8000
    // (encoding a real one took 1.6 s, and over the 5 s deadline on a loaded machine).
    const huge = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    // After the 8-byte signature: the IHDR chunk's length (4), type (4), width (4), height (4), ...,
    // and the CRC of its type and data at 29.
    huge.writeUInt32BE(9000, 16);
    huge.writeUInt32BE(8000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const err = await appErrorOf(processImage(huge, 'image/png'));
    expect([err.status, err.code]).toEqual([413, 'payload_too_large']);
  });
});
