import express, { type Request, type RequestHandler } from 'express';
import { AppError, payloadTooLarge, unsupportedMediaType } from './errors';
import { UNSUPPORTED_MEDIA_TYPE } from '../model/error-codes';
import { MAX_IMAGE_UPLOAD_BYTES } from '../model/limits';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request carries a body when it is chunked or declares a non-zero length. */
function hasBody(headers: { 'transfer-encoding'?: string; 'content-length'?: string }): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? '0');
  return Number.isNaN(length) || length > 0;
}

/** The largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The largest image upload (`POST /home/exhibits/{id}/items/{itemId}/images`, `POST /home/devices/{id}/images`). */
export { MAX_IMAGE_UPLOAD_BYTES };

/** A route whose body is not JSON: the only exceptions to the JSON-only rule. */
export interface RawBodyRoute {
  method: string;
  /** Matched against the whole path (`req.path` of the app), case-insensitively like Express. */
  path: RegExp;
  /** Media types accepted (`req.is` patterns); the route checks the body further. */
  types: readonly string[];
  maxBytes: number;
}

export const RAW_BODY_ROUTES: readonly RawBodyRoute[] = [
  {
    method: 'POST',
    path: /^\/api\/v1\/home\/exhibits\/[^/]+\/items\/[^/]+\/images\/?$/i,
    types: ['image/*'],
    maxBytes: MAX_IMAGE_UPLOAD_BYTES,
  },
  {
    method: 'POST',
    path: /^\/api\/v1\/home\/devices\/[^/]+\/images\/?$/i,
    types: ['image/*'],
    maxBytes: MAX_IMAGE_UPLOAD_BYTES,
  },
];

/** The raw-body route `req` is for, if any. */
export function rawBodyRouteOf(req: Pick<Request, 'method' | 'path'>): RawBodyRoute | undefined {
  return RAW_BODY_ROUTES.find((route) => route.method === req.method && route.path.test(req.path));
}

/**
 * 415 for a write request whose body is not JSON. Bodiless writes (`POST /home/me/group`, sent by
 * fetch with `Content-Length: 0` and no content type) pass. The routes of `RAW_BODY_ROUTES` take
 * their own media types instead (an image upload: `image/*`).
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!WRITE_METHODS.has(req.method) || !hasBody(req.headers)) {
    next();
    return;
  }
  const raw = rawBodyRouteOf(req);
  if (raw !== undefined) {
    next(
      req.is([...raw.types])
        ? undefined
        : new AppError(415, UNSUPPORTED_MEDIA_TYPE, 'The request body must be an image'),
    );
    return;
  }
  next(req.is(['application/json', '+json']) ? undefined : unsupportedMediaType());
};

/** The body's size as far as it is known before reading it: what the runtime read, or Content-Length. */
function knownBodyBytes(req: Request): number {
  if ('rawBody' in req && Buffer.isBuffer(req.rawBody)) return req.rawBody.length;
  return Number(req.headers['content-length'] ?? '0');
}

/**
 * 413 when the body is larger than `maxBytes` (or the `maxBytes` of a raw-body route). In Cloud
 * Functions the runtime reads and parses the body (up to 32 MB) before the app runs, keeping its
 * bytes in `req.rawBody`, so `express.json`'s own limit never applies there: this check counts
 * those bytes, which also covers chunked bodies that announce no `Content-Length`. Running on its
 * own (tests, local tools) it checks `Content-Length`, and `express.json` and `rawBody` cap a
 * chunked body while reading it.
 */
export function limitBodySize(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const limit = rawBodyRouteOf(req)?.maxBytes ?? maxBytes;
    next(knownBodyBytes(req) > limit ? payloadTooLarge() : undefined);
  };
}

/**
 * Puts the raw request body into `req.body` as a Buffer (empty when there is none), at most
 * `maxBytes` (413). In Cloud Functions the runtime has already read the body and kept the bytes
 * in `req.rawBody` (its `req.body` is then a decoded string, useless for images); running on its
 * own (tests, local tools) the stream is read here.
 */
export function rawBody(maxBytes: number): RequestHandler {
  const read = express.raw({ type: () => true, limit: maxBytes });
  const finish = (req: Request, next: (err?: unknown) => void, bytes: unknown): void => {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.alloc(0);
    if (buffer.length > maxBytes) {
      next(payloadTooLarge());
      return;
    }
    req.body = buffer;
    next();
  };
  return (req, res, next) => {
    if ('rawBody' in req && Buffer.isBuffer(req.rawBody)) {
      finish(req, next, req.rawBody);
      return;
    }
    read(req, res, (err?: unknown) => {
      if (err !== undefined && err !== null) next(err);
      else finish(req, next, req.body);
    });
  };
}
