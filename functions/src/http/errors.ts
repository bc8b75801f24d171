/**
 * The error catalogue of the API. Every error response has the body
 * `{ code, message, errors? }`; the web app maps `code` to an i18n message.
 */

import {
  APP_CHECK_REQUIRED,
  FORBIDDEN,
  NOT_FOUND,
  NOT_GROUP_MEMBER,
  UNAUTHORIZED,
  VALIDATION_ERROR,
  type ErrorBody,
  type FieldError,
} from '../model/wire';
import {
  BAD_REQUEST,
  BUSY,
  CONFLICT,
  PAYLOAD_TOO_LARGE,
  RATE_LIMITED,
  UNSUPPORTED_MEDIA_TYPE,
  type ErrorCode,
} from '../model/error-codes';

export type { ErrorBody, FieldError };

/** An error the API means to show to the caller. Anything else thrown becomes a 500. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** Sent as `Retry-After` (whole seconds) with 429 and 503 answers. */
  readonly retryAfterSeconds: number | undefined;
  /** Where the caller can put it right (`ErrorBody.link`), a path of the web app. */
  link?: string;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    errors?: FieldError[],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors === undefined ? {} : { errors: this.errors }),
      ...(this.link === undefined ? {} : { link: this.link }),
    };
  }
}

/** Message of every 500 answer; the real cause is only logged. */
export const SERVER_ERROR_MESSAGE = 'An unknown error occurred';

export const unauthorized = (message = 'Authentication required'): AppError =>
  new AppError(401, UNAUTHORIZED, message);

export const forbidden = (code: ErrorCode = FORBIDDEN, message = 'Forbidden'): AppError =>
  new AppError(403, code, message);

export const notGroupMember = (): AppError =>
  forbidden(NOT_GROUP_MEMBER, 'The user is not a member of the selected group');

/** 403 `app_check_required`: App Check is enforced and the request has no valid App Check token. */
export const appCheckRequired = (
  message = 'This request must come from the campus web app (App Check)',
): AppError => forbidden(APP_CHECK_REQUIRED, message);

export const notFound = (message = 'Not found'): AppError => new AppError(404, NOT_FOUND, message);

export const conflict = (code: ErrorCode = CONFLICT, message = 'Conflict'): AppError =>
  new AppError(409, code, message);

export const badRequest = (message = 'Bad request'): AppError =>
  new AppError(400, BAD_REQUEST, message);

export const validationError = (errors: FieldError[]): AppError =>
  new AppError(400, VALIDATION_ERROR, 'The request is not valid', errors);

export const payloadTooLarge = (): AppError =>
  new AppError(413, PAYLOAD_TOO_LARGE, 'The request body is too large');

export const unsupportedMediaType = (): AppError =>
  new AppError(415, UNSUPPORTED_MEDIA_TYPE, 'The request body must be JSON');

/** Whole seconds of at least 1, as `Retry-After` wants them. */
const retrySeconds = (seconds: number): number => Math.max(1, Math.ceil(seconds));

/** 429 `rate_limited`: the identity used up a quota; `Retry-After` says when the next call may pass. */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests: try again later',
): AppError => new AppError(429, RATE_LIMITED, message, undefined, retrySeconds(retryAfterSeconds));

/**
 * 503 `busy`: the data the call needs is contended right now (a transaction could not get its
 * locks); nothing was changed and the same call may be repeated after `Retry-After`.
 */
export const serviceBusy = (
  retryAfterSeconds = 1,
  message = 'The service is busy: try again shortly',
): AppError => new AppError(503, BUSY, message, undefined, retrySeconds(retryAfterSeconds));
