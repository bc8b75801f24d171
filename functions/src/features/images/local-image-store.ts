import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGES_BASE_URI,
  type ImageStore,
  type StoredImage,
  assertStorablePath,
  contentTypeOfPath,
  imageUri,
  isSafeImagePath,
} from './image-store';

/**
 * Where degraded local mode keeps images (git-ignored). The scripts that start, test and seed the
 * emulators set `LOCAL_IMAGE_DIR` for every process they run (`emulators/lib/paths.ts`), so the seed
 * and the Functions emulator agree. Without it, `.emulators/images` at the repository root, found
 * from this file (`functions/{src,lib}/features/images`); a loader that moves `__dirname` (tsx
 * running this file as ESM gives `/`) is refused rather than guessed around.
 */
export function localImageDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.LOCAL_IMAGE_DIR;
  if (configured !== undefined && configured !== '') return path.resolve(configured);
  const root = path.resolve(__dirname, '../../../..');
  if (!existsSync(path.join(root, 'firebase.json'))) {
    throw new Error(
      `LOCAL_IMAGE_DIR is not set and ${__dirname} is not inside the repository: set it`,
    );
  }
  return path.join(root, '.emulators', 'images');
}

export interface LocalImageStoreOptions {
  /** The directory holding the images; created on the first `put`. */
  dir?: string;
  /** Prefix of the URIs handed out; the API serves them (`GET /api/v1/images/*`). */
  baseUri?: string;
}

/**
 * Degraded local mode (no Storage emulator): images are files under one directory, served by the
 * API. Only paths accepted by `isSafeImagePath` are used, and every resolved file must lie inside
 * the directory, so nothing outside it can be read, written or deleted.
 */
export function createLocalImageStore(options: LocalImageStoreOptions = {}): ImageStore {
  const root = path.resolve(options.dir ?? localImageDir());
  const baseUri = options.baseUri ?? IMAGES_BASE_URI;

  /** The file of `imagePath`, or undefined when the path is unsafe. */
  function fileOf(imagePath: string): string | undefined {
    if (!isSafeImagePath(imagePath)) return undefined;
    const file = path.resolve(root, imagePath);
    return file.startsWith(root + path.sep) ? file : undefined;
  }

  return {
    async put(imagePath, bytes, contentType) {
      assertStorablePath(imagePath, contentType);
      const file = fileOf(imagePath);
      if (file === undefined) throw new Error(`Refusing image path ${imagePath}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return { uri: imageUri(imagePath, baseUri) };
    },

    async delete(imagePath) {
      const file = fileOf(imagePath);
      if (file === undefined) throw new Error(`Refusing image path ${imagePath}`);
      await rm(file, { force: true });
    },

    async read(imagePath): Promise<StoredImage | undefined> {
      const file = fileOf(imagePath);
      const contentType = contentTypeOfPath(imagePath);
      if (file === undefined || contentType === undefined) return undefined;
      try {
        return { bytes: await readFile(file), contentType };
      } catch (err) {
        if (isMissingFile(err)) return undefined;
        throw err;
      }
    },
  };
}

function isMissingFile(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  return err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR';
}
