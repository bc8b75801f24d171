/**
 * Where processed images live. Two adapters implement it, and `index.ts` picks one at start-up
 * (`chooseImageStore`): Cloud Storage in production and whenever the Storage emulator runs, and a
 * local directory in degraded local mode (DESIGN.md). Both hand out URIs under
 * `/api/v1/images/{path}`, which the API serves through `read`, so the bucket never needs to be
 * public and the web app shows the same kind of URI in every mode.
 */
export interface ImageStore {
  /** Stores `bytes` at `path` (see `isSafeImagePath`) and returns the URI the web app shows. */
  put(path: string, bytes: Buffer, contentType: string): Promise<{ uri: string }>;
  /** Removes the file at `path`; a missing file is not an error. */
  delete(path: string): Promise<void>;
  /** The stored bytes and their type, or undefined when nothing is stored at `path`. */
  read?(path: string): Promise<StoredImage | undefined>;
}

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
}

/** The API route that serves stored images (`GET /api/v1/images/{path}`). */
export const IMAGES_BASE_URI = '/api/v1/images';

/** Paths are content-addressed or random, never reused: responses may be cached for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The file types the stores hold, by extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * True for a relative path of at most 16 segments of `[A-Za-z0-9._-]` that do not start with a
 * dot (so never `.` or `..`), ending in a known image extension. Both stores refuse anything else,
 * which rules out path traversal, absolute paths, backslashes and encoded tricks.
 */
export function isSafeImagePath(path: string): boolean {
  const segments = path.split('/');
  if (segments.length > 16 || !segments.every((s) => SEGMENT.test(s))) return false;
  return contentTypeOfPath(path) !== undefined;
}

/** The content type a path's extension stands for (`.webp` -> `image/webp`). */
export function contentTypeOfPath(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || path.lastIndexOf('/') > dot) return undefined;
  return CONTENT_TYPES[path.slice(dot + 1)];
}

/** Throws unless `path` is safe and its extension agrees with `contentType` (a programming error). */
export function assertStorablePath(path: string, contentType: string): void {
  if (!isSafeImagePath(path)) throw new Error(`Refusing image path ${JSON.stringify(path)}`);
  if (contentTypeOfPath(path) !== contentType) {
    throw new Error(`The extension of ${path} does not match ${contentType}`);
  }
}

/** `/api/v1/images/` + path, each segment URI-encoded (they are already URI-safe). */
export function imageUri(path: string, baseUri: string = IMAGES_BASE_URI): string {
  return `${baseUri}/${path.split('/').map(encodeURIComponent).join('/')}`;
}
