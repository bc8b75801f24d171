import type sharp from 'sharp';
import { AppError, payloadTooLarge } from '../../http/errors';
import { INVALID_IMAGE, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE } from '../../model/error-codes';
import {
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantSlot,
  MAX_IMAGE_SIDE,
  MAX_IMAGE_UPLOAD_BYTES,
  THUMBNAIL_WIDTH,
} from '../../model/limits';
import { lazy } from '../../runtime/lazy';

/** sharp (native libvips, about 50 ms to load) only when the first photo is processed: cold start. */
const loadSharp = lazy(async () => (await import('sharp')).default);

/** The largest upload: the body limit of the upload route (10 MB). */
export const MAX_IMAGE_BYTES = MAX_IMAGE_UPLOAD_BYTES;
/** ... and at most this tall: a very tall image gives a thumbnail cropped around its centre. */
export const THUMBNAIL_MAX_HEIGHT = 4 * THUMBNAIL_WIDTH;
/** Decoding more pixels than this (about 8000 x 8000) is refused: a guard against pixel bombs. */
export const MAX_INPUT_PIXELS = 64_000_000;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** What is stored: both encoded as WebP, without any metadata. */
export const OUTPUT_TYPE = 'image/webp';
export const OUTPUT_EXTENSION = 'webp';

interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  image: EncodedImage;
  thumbnail: EncodedImage;
  /**
   * The image in `IMAGE_VARIANT_WIDTHS` (`slot`), never enlarged: a slot wider than the image gets
   * it at its own width, and slots that would repeat an earlier copy's width are left out.
   */
  variants: (EncodedImage & { slot: ImageVariantSlot })[];
  contentType: typeof OUTPUT_TYPE;
}

export const unsupportedImageType = (
  message = 'The image must be JPEG, PNG or WebP, sent with its own Content-Type',
): AppError => new AppError(415, UNSUPPORTED_MEDIA_TYPE, message);

export const invalidImage = (message = 'The body is not a readable image'): AppError =>
  new AppError(400, INVALID_IMAGE, message);

const imageTooLarge = (): AppError =>
  new AppError(413, PAYLOAD_TOO_LARGE, 'The image has too many pixels');

/** The media type of a Content-Type header value (`image/JPEG; q=1` -> `image/jpeg`). */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

/** The real type of `bytes` by their magic numbers, or undefined when it is none of ours. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/**
 * Checks an upload before decoding it: at most `MAX_IMAGE_BYTES` (413), a declared type of JPEG,
 * PNG or WebP (415), bytes that are one of those by their magic numbers (400 `invalid_image`) and
 * agree with the declared type (415).
 */
export function checkUpload(bytes: Buffer, declaredContentType: string | undefined): ImageType {
  if (bytes.length > MAX_IMAGE_BYTES) throw payloadTooLarge();
  const declared = mediaTypeOf(declaredContentType);
  if (!isImageType(declared)) throw unsupportedImageType();
  if (bytes.length === 0) throw invalidImage('The body is empty');
  const actual = sniffImageType(bytes);
  if (actual === undefined) throw invalidImage();
  if (actual !== declared) {
    throw unsupportedImageType(`The body is ${actual}, not the declared ${declared}`);
  }
  return actual;
}

/** sharp's message for an input over `limitInputPixels`. */
function isPixelLimitError(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/**
 * Turns an upload into what is stored: checked (`checkUpload`), decoded (a broken image is 400
 * `invalid_image`), turned upright by its EXIF orientation, stripped of all metadata (EXIF, GPS,
 * XMP, ICC; colours are converted to sRGB), fitted into `MAX_IMAGE_SIDE` without enlarging, and
 * encoded as WebP; plus a WebP thumbnail exactly `THUMBNAIL_WIDTH` wide.
 */
export async function processImage(
  bytes: Buffer,
  declaredContentType: string | undefined,
): Promise<ProcessedImage> {
  checkUpload(bytes, declaredContentType);
  const sharp = await loadSharp();
  let image: { data: Buffer; info: sharp.OutputInfo };
  try {
    // sharp writes no metadata unless asked to (keepMetadata/withMetadata), so the output has none.
    image = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (isPixelLimitError(err)) throw imageTooLarge();
    throw invalidImage();
  }
  const { width, height } = image.info;
  const thumbnailHeight = Math.min(
    THUMBNAIL_MAX_HEIGHT,
    Math.max(1, Math.round((THUMBNAIL_WIDTH * height) / width)),
  );
  const thumbnail = await sharp(image.data)
    .resize({ width: THUMBNAIL_WIDTH, height: thumbnailHeight, fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return {
    image: { bytes: image.data, width, height },
    thumbnail: encoded(thumbnail),
    variants: await variantsOf(image.data, width),
    contentType: OUTPUT_TYPE,
  };
}

const encoded = ({ data, info }: { data: Buffer; info: sharp.OutputInfo }): EncodedImage => ({
  bytes: data,
  width: info.width,
  height: info.height,
});

async function variantsOf(
  image: Buffer,
  width: number,
): Promise<(EncodedImage & { slot: ImageVariantSlot })[]> {
  const sharp = await loadSharp();
  const slots = IMAGE_VARIANT_WIDTHS.filter(
    (slot, i) => i === 0 || IMAGE_VARIANT_WIDTHS[i - 1]! < width,
  );
  return Promise.all(
    slots.map(async (slot) => ({
      slot,
      ...encoded(
        await sharp(image)
          .resize({ width: Math.min(slot, width) })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      ),
    })),
  );
}
