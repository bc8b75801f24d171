import { Router } from 'express';
import { authOf, requireAuth } from '../../http/auth';
import { MAX_IMAGE_UPLOAD_BYTES, rawBody } from '../../http/body';
import { noBody, validate } from '../../http/validate';
import {
  type ImageStore,
  allPhotoFiles,
  deleteQuietly,
  deviceImagePaths,
  storeUploadedPhoto,
} from '../images';
import { type DeviceImage, deviceImageParams, deviceParams } from './schema';
import type { DevicesStore } from './store';
import type { WritingRouterOptions } from '../../http/router-options';

export type DeviceImagesRouterOptions = WritingRouterOptions;

/**
 * Device photos (`/home/devices/{id}/images`, the lender only), like item photos: the body is the
 * image itself (JPEG, PNG or WebP, at most 10 MB), checked, stripped and resized by
 * `processImage`, stored with its thumbnail under `devices/{id}/` in the same `ImageStore` as item
 * photos (served by `GET /images/{path}`), then appended to `devices/{id}.images` (at most 5).
 */
export function deviceImagesRouter(
  store: DevicesStore,
  images: ImageStore,
  options: DeviceImagesRouterOptions,
): Router {
  const now = options.now ?? (() => new Date());
  const router = Router();
  router.use('/home/devices/:id/images', requireAuth);

  router.post(
    '/home/devices/:id/images',
    validate({ params: deviceParams }),
    rawBody(MAX_IMAGE_UPLOAD_BYTES),
    options.requireProfile,
    async (req, res) => {
      const { accountId: identity } = authOf(req);
      const { id } = req.params;
      // 404 / 403 / 409 before the server decodes anything.
      await store.checkCanAddImage(id, identity);

      const image = await storeUploadedPhoto(
        images,
        req.body,
        req.get('content-type'),
        (imageId) => deviceImagePaths(id, imageId),
        (photo) => store.addImage(id, identity, photo, now()),
      );
      res.status(201).json({ image } satisfies { image: DeviceImage });
    },
  );

  /** Removes the photo from the device, then its files. 204. */
  router.delete(
    '/home/devices/:id/images/:imageId',
    validate({ params: deviceImageParams, body: noBody }),
    async (req, res) => {
      const { accountId: identity } = authOf(req);
      const { id, imageId } = req.params;
      await store.removeImage(id, identity, imageId, now());
      await deleteQuietly(images, allPhotoFiles(deviceImagePaths(id, imageId)));
      res.status(204).end();
    },
  );

  return router;
}
