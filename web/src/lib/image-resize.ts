import {
  IMAGE_TYPES,
  MAX_IMAGE_SIDE,
  MAX_IMAGE_UPLOAD_BYTES,
  type ImageType,
} from '@campus/model/limits';

/**
 * Photos made ready for upload in the browser: a photo the server would shrink anyway (longer side
 * over `MAX_IMAGE_SIDE`), one over the upload limit (a 12 MB phone photo) or one of a type the API
 * does not take (HEIC, GIF, ...) is redrawn at most `MAX_IMAGE_SIDE` on its longer side, upright by
 * its EXIF orientation, and encoded again; anything else is sent as it is. The drawing and encoding
 * are `browser-image-compression`'s, loaded only when a photo needs it (not in the first load).
 */

/** The encoding quality of a redrawn photo (the server encodes it once more, as WebP at 82). */
export const RESIZE_QUALITY = 0.85;

/**
 * A photo's size before resizing, at most: larger files are refused before being decoded (a
 * 50-megapixel camera JPEG is about 25 MB; decoding far larger ones can exhaust a phone's memory).
 */
export const MAX_SOURCE_BYTES = 40 * 1024 * 1024;

/** What the resizing aims below: the upload limit with room for the encoder's guess being off. */
const TARGET_BYTES = MAX_IMAGE_UPLOAD_BYTES * 0.9;

/** A file's type, size and pixel size: what decides whether it is redrawn. */
export interface PhotoFacts {
  type: string;
  size: number;
  width: number;
  height: number;
}

function isImageType(type: string): type is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The type a photo is redrawn as, or null to send it unchanged. JPEG for photos (and for types the
 * API refuses, e.g. HEIC); WebP for PNG and WebP, which may be transparent (the server keeps WebP).
 */
export function resizeTarget(photo: PhotoFacts): ImageType | null {
  const accepted = isImageType(photo.type);
  const tooBig = photo.size > MAX_IMAGE_UPLOAD_BYTES;
  const tooWide = Math.max(photo.width, photo.height) > MAX_IMAGE_SIDE;
  if (accepted && !tooBig && !tooWide) return null;
  return photo.type === 'image/png' || photo.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

/** `photo.heic` -> `photo.jpg`: the file name matching the type it was redrawn as. */
export function renamedFor(name: string, type: ImageType): string {
  const extension = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.${extension}`;
}

/** The decoded size of `file` (upright, as the browser shows it); rejects when it is no image. */
async function pixelSize(file: Blob): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Why a photo cannot be made ready: the browser cannot read it, or it stays too large. */
export class PhotoNotReady extends Error {
  constructor(readonly problem: 'badType' | 'tooLarge') {
    super(`The photo cannot be uploaded (${problem})`);
    this.name = 'PhotoNotReady';
  }
}

/**
 * `file` ready for upload: unchanged when `resizeTarget` says so, else redrawn. Rejects with
 * `PhotoNotReady` when the browser cannot decode it or the result is still over the limit.
 */
export async function preparePhoto(file: File): Promise<File> {
  let size: { width: number; height: number };
  try {
    size = await pixelSize(file);
  } catch {
    throw new PhotoNotReady('badType');
  }
  const target = resizeTarget({ type: file.type, size: file.size, ...size });
  if (target === null) return file;
  const { default: imageCompression } = await import('browser-image-compression');
  const resized = await imageCompression(file, {
    maxWidthOrHeight: MAX_IMAGE_SIDE,
    maxSizeMB: TARGET_BYTES / (1024 * 1024),
    fileType: target,
    initialQuality: RESIZE_QUALITY,
    // Its worker loads the library from a CDN, which the Content-Security-Policy forbids.
    useWebWorker: false,
  }).catch(() => {
    throw new PhotoNotReady('badType');
  });
  if (resized.size > MAX_IMAGE_UPLOAD_BYTES) throw new PhotoNotReady('tooLarge');
  // A browser that cannot encode WebP gives PNG: the blob's own type is the truth.
  const type = isImageType(resized.type) ? resized.type : target;
  return new File([resized], renamedFor(file.name, type), {
    type,
    lastModified: file.lastModified,
  });
}
