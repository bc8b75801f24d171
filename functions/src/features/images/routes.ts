import { Router } from 'express';
import { logger } from 'firebase-functions/logger';
import { authOf, requireAuth } from '../../http/auth';
import { MAX_IMAGE_UPLOAD_BYTES, rawBody } from '../../http/body';
import { notFound } from '../../http/errors';
import { noBody, validate } from '../../http/validate';
import { IMMUTABLE_CACHE_CONTROL, type ImageStore } from './image-store';
import { processImage } from './process-image';
import { type ImageResponse, type ItemImage, imageParams, itemParams } from './schema';
import { type PhotoPaths, allPhotoFiles, imagePaths, newImageId } from './service';
import type { ImagesStore } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

export type ImagesRouterOptions = WritingRouterOptions;

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

/**
 * Item photos (`/home/exhibits/{id}/items/{itemId}/images`, owner only) and the image files
 * (`/images/{path}`, public: paths are random and never reused).
 */
export function imagesRouter(
  store: ImagesStore,
  images: ImageStore,
  options: ImagesRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/exhibits/:id/items/:itemId/images', requireAuth);

  router.get('/images/*path', async (req, res) => {
    const segments: unknown = req.params.path;
    const path = Array.isArray(segments) ? segments.join('/') : '';
    const stored = images.read === undefined ? undefined : await images.read(path);
    if (stored === undefined) throw notFound('No such image');
    res.set({
      'Content-Type': stored.contentType,
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      'Content-Length': String(stored.bytes.length),
    });
    res.end(stored.bytes);
  });

  /**
   * The body is the image itself (`Content-Type: image/jpeg|png|webp`, at most 10 MB). Checked,
   * stripped and resized by `processImage`, stored with a thumbnail, then appended to the item in
   * a transaction that re-checks everything; on failure the files are removed again.
   */
  router.post(
    '/home/exhibits/:id/items/:itemId/images',
    validate({ params: itemParams }),
    rawBody(MAX_IMAGE_UPLOAD_BYTES),
    options.requireProfile,
    async (req, res) => {
      const { accountId } = authOf(req);
      const { id, itemId } = req.params;
      await store.checkCanAdd(id, itemId, accountId);

      const image = await storeUploadedPhoto(
        images,
        req.body,
        req.get('content-type'),
        (imageId) => imagePaths(id, itemId, imageId),
        (photo) => store.addImage(id, itemId, accountId, photo, now()),
      );
      res.status(201).json({ image } satisfies ImageResponse);
    },
  );

  /** Removes the photo from the item (thumbnail recomputed), then its files. 204. */
  router.delete(
    '/home/exhibits/:id/items/:itemId/images/:imageId',
    validate({ params: imageParams, body: noBody }),
    options.requireProfile,
    async (req, res) => {
      const { id, itemId, imageId } = req.params;
      await store.removeImage(id, itemId, authOf(req).accountId, imageId, now());
      await deleteQuietly(images, allPhotoFiles(imagePaths(id, itemId, imageId)));
      res.status(204).end();
    },
  );

  return router;
}
