import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createLocalImageStore } from '../../src/features/images/local-image-store';
import { type TestUser, bearer, testAuth, testDb } from './helpers';

/** The app of an API file about photos, its image directory and what is stored there. */
export interface ImageDir {
  /** The app storing its images under `dir` (set before the file's `useApiFile` build runs). */
  readonly app: express.Express;
  readonly dir: string;
  /** Every file under the image directory, relative to it. */
  storedFiles(): Promise<string[]>;
  /** Posts `bytes` as `type` to the photos at `url`, as `user` (undefined: anonymous). */
  upload(
    user: TestUser | undefined,
    url: string,
    bytes: Buffer,
    type?: string,
  ): Promise<request.Response>;
}

/**
 * The set-up of an API file about photos: a temporary image directory (prefix `prefix`), emptied
 * before every test and removed after the file, and the app storing its images there. Call it
 * before `useApiFile` when the file's build uploads through the app.
 */
export function useImageDir(prefix: string): ImageDir {
  let dir: string | undefined;
  let app: express.Express | undefined;
  const created = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useImageDir: the set-up has not run');
    return value;
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    app = createApp({ db: testDb(), auth: testAuth(), images: createLocalImageStore({ dir }) });
  });
  beforeEach(async () => {
    await rm(created(dir), { recursive: true, force: true });
  });
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });
  return {
    get app() {
      return created(app);
    },
    get dir() {
      return created(dir);
    },
    upload(user, url, bytes, type = 'image/jpeg') {
      const req = request(created(app)).post(url).set('Content-Type', type);
      return (user === undefined ? req : req.set(bearer(user))).send(bytes);
    },
    async storedFiles() {
      const root = created(dir);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (err: unknown) => {
          if (err instanceof Error && 'code' in err && err.code === 'ENOENT') return [];
          throw err;
        },
      );
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
        .sort();
    },
  };
}

/**
 * The answer for a photo stored at `base` (its URIs without the ending) from the files' 400 x 200
 * JPEG (200 px wide upright): the 144 slot and the 400 one at the image's own width.
 */
export const uploadedImage = (base: string) => ({
  id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
  uri: `${base}.webp`,
  thumbnailUri: `${base}-thumb.webp`,
  variants: [
    { width: 144, uri: `${base}-w144.webp` },
    { width: 200, uri: `${base}-w400.webp` },
  ],
});

/** A refused upload: what is wrong, the request, the status and the error code answered. */
export type UploadDenial = [string, () => Promise<request.Response>, number, string];

/**
 * The refusals of an upload for its body alone (size, declared type, bytes), the same at every
 * photo endpoint: `upload` sends `bytes` as `type` (JPEG when absent) to the endpoint as its owner.
 */
export const bodyDenials = (
  upload: (bytes: Buffer, type?: string) => Promise<request.Response>,
  jpeg: () => Buffer,
): UploadDenial[] => [
  [
    'the body is larger than 10 MB',
    () => upload(Buffer.alloc(10 * 1024 * 1024 + 1)),
    413,
    'payload_too_large',
  ],
  [
    'the type is not JPEG, PNG or WebP',
    () => upload(jpeg(), 'image/gif'),
    415,
    'unsupported_media_type',
  ],
  [
    'the type is not an image at all',
    () => upload(jpeg(), 'application/json'),
    415,
    'unsupported_media_type',
  ],
  [
    'the body is not an image',
    () => upload(Buffer.from('hello'), 'image/png'),
    400,
    'invalid_image',
  ],
];

/**
 * One test per denial: it is answered its status and code, and no file is stored; `unchanged`
 * checks that no document lists a photo either.
 */
export function itRefusesEach(
  denials: UploadDenial[],
  photos: ImageDir,
  unchanged: () => Promise<void>,
): void {
  it.each(denials)('when %s, then %s %s', async (_case, send, status, code) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await photos.storedFiles()).toEqual([]);
    await unchanged();
  });
}
