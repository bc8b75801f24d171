import type { RequestHandler } from 'express';
import { payloadTooLarge, unsupportedMediaType } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request carries a body when it is chunked or declares a non-zero length. */
function hasBody(headers: { 'transfer-encoding'?: string; 'content-length'?: string }): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? '0');
  return Number.isNaN(length) || length > 0;
}

/**
 * 415 for a write request whose body is not JSON. Bodiless writes (`POST /home/me/group`, sent by
 * fetch with `Content-Length: 0` and no content type) pass.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (!WRITE_METHODS.has(req.method) || !hasBody(req.headers)) {
    next();
    return;
  }
  next(req.is(['application/json', '+json']) ? undefined : unsupportedMediaType());
};

/** The largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * 413 when `Content-Length` announces more than `maxBytes`. In Cloud Functions the runtime parses
 * the body (up to 32 MB) before the app runs, so `express.json`'s own limit never applies there;
 * this check does. (Chunked bodies without a length are still capped by `express.json` locally.)
 */
export function limitBodySize(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const length = Number(req.headers['content-length'] ?? '0');
    next(length > maxBytes ? payloadTooLarge() : undefined);
  };
}
