import {
  IMAGES_BASE_URI,
  IMMUTABLE_CACHE_CONTROL,
  type ImageStore,
  type StoredImage,
  assertStorablePath,
  contentTypeOfPath,
  imageUri,
  isSafeImagePath,
} from './image-store';

/**
 * The part of a Cloud Storage file (`@google-cloud/storage`, as returned by
 * `getStorage().bucket().file(path)`) this adapter uses; tests pass a fake.
 */
export interface StorageFileLike {
  save(
    data: Buffer,
    options: {
      contentType: string;
      resumable: boolean;
      metadata: { cacheControl: string; contentType: string };
    },
  ): Promise<unknown>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  download(): Promise<[Buffer]>;
}

export interface StorageBucketLike {
  file(path: string): StorageFileLike;
}

export interface CloudStorageImageStoreOptions {
  /** Prefix of the URIs handed out; the API serves them through `read`. */
  baseUri?: string;
}

/** Cloud Storage's "no such object" (the error carries the HTTP status as `code`). */
function isNotFound(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 404;
}

/**
 * Production (and the Storage emulator): images are objects of the default bucket, saved with their
 * content type and a one-year immutable Cache-Control. The bucket stays private (`storage.rules`
 * deny every client); the URIs point at `GET /api/v1/images/{path}`, which reads the object
 * through the admin SDK, and Firebase Hosting's CDN caches those answers for a year.
 */
export function createCloudStorageImageStore(
  bucket: StorageBucketLike,
  options: CloudStorageImageStoreOptions = {},
): ImageStore {
  const baseUri = options.baseUri ?? IMAGES_BASE_URI;
  return {
    async put(path, bytes, contentType) {
      assertStorablePath(path, contentType);
      await bucket.file(path).save(bytes, {
        contentType,
        resumable: false,
        metadata: { cacheControl: IMMUTABLE_CACHE_CONTROL, contentType },
      });
      return { uri: imageUri(path, baseUri) };
    },

    async delete(path) {
      if (!isSafeImagePath(path)) throw new Error(`Refusing image path ${path}`);
      await bucket.file(path).delete({ ignoreNotFound: true });
    },

    async read(path): Promise<StoredImage | undefined> {
      const expected = contentTypeOfPath(path);
      if (!isSafeImagePath(path) || expected === undefined) return undefined;
      try {
        // The extension names the type (`put` checked that they agree): one round trip, not two.
        const [bytes] = await bucket.file(path).download();
        return { bytes, contentType: expected };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
  };
}
