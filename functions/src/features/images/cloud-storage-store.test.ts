import { describe, expect, it } from 'vitest';
import {
  type StorageBucketLike,
  type StorageFileLike,
  createCloudStorageImageStore,
} from './cloud-storage-store';

/** An in-memory bucket recording what the adapter asked of it, like @google-cloud/storage. */
function fakeBucket() {
  const objects = new Map<string, { data: Buffer; options: unknown }>();
  const bucket: StorageBucketLike = {
    file(path): StorageFileLike {
      return {
        async save(data, options) {
          objects.set(path, { data, options });
        },
        async delete({ ignoreNotFound }) {
          if (!objects.delete(path) && !ignoreNotFound)
            throw Object.assign(new Error(), { code: 404 });
        },
        async download() {
          const object = objects.get(path);
          if (object === undefined) throw Object.assign(new Error('No such object'), { code: 404 });
          return [object.data];
        },
      };
    },
  };
  return { bucket, objects };
}

describe('createCloudStorageImageStore', () => {
  it('when an image is put, then it is saved with its type and a one-year immutable Cache-Control, and its URI is the API route', async () => {
    const { bucket, objects } = fakeBucket();
    const store = createCloudStorageImageStore(bucket);
    const bytes = Buffer.from('img');
    const { uri } = await store.put('exhibits/e/items/i/x.webp', bytes, 'image/webp');
    expect(uri).toBe('/api/v1/images/exhibits/e/items/i/x.webp');
    expect(objects.get('exhibits/e/items/i/x.webp')).toEqual({
      data: bytes,
      options: {
        contentType: 'image/webp',
        resumable: false,
        metadata: {
          cacheControl: 'public, max-age=31536000, immutable',
          contentType: 'image/webp',
        },
      },
    });
    expect(await store.read?.('exhibits/e/items/i/x.webp')).toEqual({
      bytes,
      contentType: 'image/webp',
    });
  });

  it('when an object is missing, then read gives undefined and delete succeeds', async () => {
    const store = createCloudStorageImageStore(fakeBucket().bucket);
    expect(await store.read?.('a/b.webp')).toBeUndefined();
    await expect(store.delete('a/b.webp')).resolves.toBeUndefined();
  });

  it('when a path is unsafe, then nothing reaches the bucket', async () => {
    const { bucket, objects } = fakeBucket();
    const store = createCloudStorageImageStore(bucket);
    await expect(store.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.delete('../x.webp')).rejects.toThrow();
    expect(await store.read?.('../x.webp')).toBeUndefined();
    expect(objects.size).toBe(0);
  });

  it('when the bucket fails otherwise, then read passes the error on', async () => {
    const store = createCloudStorageImageStore({
      file: () => ({
        save: () => Promise.resolve(),
        delete: () => Promise.resolve(),
        download: () => Promise.reject(Object.assign(new Error('boom'), { code: 503 })),
      }),
    });
    await expect(store.read?.('a/b.webp')).rejects.toThrow('boom');
  });
});
