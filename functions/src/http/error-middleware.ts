import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import {
  AppError,
  type ErrorBody,
  SERVER_ERROR_MESSAGE,
  badRequest,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from './errors';
import { busyFromFirestore } from '../shared/transactions';
import { SERVER_ERROR } from '../model/error-codes';

/** The shape of the errors thrown by body-parser (express.json) and its http-errors. */
interface HttpParserError {
  type: string;
  status: number;
}

function isHttpParserError(err: unknown): err is HttpParserError {
  if (typeof err !== 'object' || err === null) return false;
  const candidate = err as Record<string, unknown>;
  return typeof candidate.type === 'string' && typeof candidate.status === 'number';
}

/** Maps body-parser failures onto the catalogue; undefined for anything it does not know. */
function fromParserError(err: HttpParserError): AppError | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return badRequest('The request body is not valid JSON');
    case 'entity.too.large':
      return payloadTooLarge();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return unsupportedMediaType();
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return badRequest();
    default:
      return err.status >= 400 && err.status < 500 ? badRequest() : undefined;
  }
}

/**
 * The catalogue's error for anything thrown: an AppError itself, Firestore contention outside a
 * transaction (e.g. a write waiting on a transaction's lock) as 503 `busy`, body-parser failures;
 * undefined for the unexpected.
 */
function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  // The router could not decode a path parameter (`%ED%A0%80`, a cut-off `%E3%81`): bad input.
  if (err instanceof URIError) {
    return badRequest('The URL holds a percent-encoding that is not valid UTF-8');
  }
  return busyFromFirestore(err) ?? (isHttpParserError(err) ? fromParserError(err) : undefined);
}

/** Turns anything thrown into a status and an error body, never exposing internals. */
export function toErrorResponse(err: unknown): {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
} {
  const known = toAppError(err);
  if (known === undefined) {
    return { status: 500, body: { code: SERVER_ERROR, message: SERVER_ERROR_MESSAGE } };
  }
  return known.retryAfterSeconds === undefined
    ? { status: known.status, body: known.toBody() }
    : { status: known.status, body: known.toBody(), retryAfterSeconds: known.retryAfterSeconds };
}

/** The one error handler of the app: every error becomes JSON from the catalogue. */
export const errorMiddleware: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    // Too late to answer with JSON; let Express close the connection.
    next(err);
    return;
  }
  const { status, body, retryAfterSeconds } = toErrorResponse(err);
  const path = req.originalUrl.split('?')[0] ?? '';
  if (status >= 500 && body.code !== SERVER_ERROR) {
    // Meant (e.g. 503 busy under contention): worth a warning, not an error report.
    // Firestore's own words (e.g. "10 ABORTED: Transaction lock timeout.") go to the log only.
    const cause = err instanceof AppError ? err.cause : err;
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    logger.warn(`${status} ${body.code} on ${req.method} ${path}: ${body.message}${detail}`);
  } else if (status >= 500) {
    // util.format in the logger prints an Error with its stack; the caller only sees the catalogue text.
    logger.error(`Unhandled error on ${req.method} ${path}:`, err);
  }
  if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
  res.status(status).json(body);
};

/** Last route: anything nobody answered is a JSON 404. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound());
};
