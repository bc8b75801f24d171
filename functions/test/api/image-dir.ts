import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type express from 'express';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../../src/app';
import { createLocalImageStore } from '../../src/features/images/local-image-store';
import { testAuth, testDb } from './helpers';

/** The app of an API file about photos, its image directory and what is stored there. */
export interface ImageDir {
  /** The app storing its images under `dir` (set before the file's `useApiFile` build runs). */
  readonly app: express.Express;
  readonly dir: string;
  /** Every file under the image directory, relative to it. */
  storedFiles(): Promise<string[]>;
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
