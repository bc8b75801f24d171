import { logger } from 'firebase-functions/logger';
import type { ImageStore } from './image-store';
import { processImage } from './process-image';
import type { ItemImage } from './schema';
import { type PhotoPaths, allPhotoFiles, newImageId } from './service';

/**
 * Storing and deleting uploaded photos, for every feature's photo routes. Apart from the routes, so
 * the features' index (and the schedules importing it) loads no Express.
 */

/** Deletes files, logging (never throwing) failures: an orphaned file is harmless. */
export async function deleteQuietly(images: ImageStore, paths: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(paths.map((path) => images.delete(path)));
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.warn('Could not delete an image file', { reason: String(result.reason) });
    }
  }
}

/**
 * An uploaded photo (the raw request body) checked, stripped and resized by `processImage`, stored
 * with its thumbnail at `pathsOf(imageId)`, then recorded by `record` (a transaction that re-checks
 * everything); if storing or recording fails, the files are removed again.
 */
export async function storeUploadedPhoto(
  images: ImageStore,
  body: unknown,
  contentType: string | undefined,
  pathsOf: (imageId: string) => PhotoPaths,
  record: (image: ItemImage) => Promise<unknown>,
): Promise<ItemImage> {
  const processed = await processImage(Buffer.isBuffer(body) ? body : Buffer.alloc(0), contentType);
  const imageId = newImageId();
  const paths = pathsOf(imageId);
  const put = (path: string, bytes: Buffer) => images.put(path, bytes, processed.contentType);
  try {
    const [stored, thumbnail, variants] = await Promise.all([
      put(paths.image, processed.image.bytes),
      put(paths.thumbnail, processed.thumbnail.bytes),
      Promise.all(
        processed.variants.map(async ({ slot, width, bytes }) => ({
          width,
          uri: (await put(paths.variants[slot], bytes)).uri,
        })),
      ),
    ]);
    const image = { id: imageId, uri: stored.uri, thumbnailUri: thumbnail.uri, variants };
    await record(image);
    return image;
  } catch (err) {
    await deleteQuietly(images, allPhotoFiles(paths));
    throw err;
  }
}
