import { Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import { MAX_IMAGE_UPLOAD_BYTES, rawBody } from '../../http/body';
import { notFound } from '../../http/errors';
import { noBody, validate } from '../../http/validate';
import { IMMUTABLE_CACHE_CONTROL, type ImageStore } from './image-store';
import { deleteQuietly, storeUploadedPhoto } from './uploads';
import { type ImageResponse, imageParams, itemParams } from './schema';
import { allPhotoFiles, imagePaths } from './service';
import type { ImagesStore } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

export type ImagesRouterOptions = WritingRouterOptions;

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
