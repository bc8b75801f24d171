import {
  APP_CHECK_REQUIRED,
  MAINTENANCE,
  type ErrorBody as ApiErrorBody,
  type FieldError as ApiErrorDetail,
} from '@campus/model/wire';
// The codes beyond `wire.ts` are typed literals here: a value import would put the catalogue in the
// first load, with every code a lazy page imports.
import type { ErrorCode } from '@campus/model/error-codes';

/**
 * The API's refusals as the web holds them: an `ApiError` (status, code, message, body) made from an
 * error response, the checks a screen runs on it, and the general message for one.
 */

/** One field problem of a `validation_error` and the JSON body of every error: the model's. */
export type { ApiErrorBody, ApiErrorDetail };

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The API's error code (`validation_error`, `unauthorized`, ...), or one derived from the status. */
    readonly code: string,
    message: string,
    /** The parsed response body (the raw text when it was not JSON, null when empty). */
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field problems of a `validation_error`; empty for other errors. */
  get errors(): readonly ApiErrorDetail[] {
    return isApiErrorBody(this.body) ? (this.body.errors ?? []) : [];
  }

  /**
   * Where the caller can put the refusal right (`link`, e.g. the page of an overdue usage report):
   * a path of this app only, never another site (`//host`, `https:`, `javascript:`); else null.
   */
  get link(): string | null {
    const link = isRecord(this.body) ? this.body.link : undefined;
    return typeof link === 'string' && /^\/(?![/\\])[^\\\s]*$/.test(link) ? link : null;
  }
}

/**
 * Whether `error` is the API's answer with one of `codes` (the model's catalogue, so a code the API
 * cannot send does not compile): what a screen checks to act on a refusal (refresh a list, reopen a
 * step), beside the message `errorKeys` gives it.
 */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes as readonly string[]).includes(error.code);
}

/** Whether `error` is the API's answer with one of the HTTP `statuses` (e.g. 404: not found). */
export function hasErrorStatus(error: unknown, ...statuses: readonly number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isApiErrorDetail(value: unknown): value is ApiErrorDetail {
  return isRecord(value) && typeof value.location === 'string' && typeof value.message === 'string';
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    (value.errors === undefined ||
      (Array.isArray(value.errors) && value.errors.every(isApiErrorDetail)))
  );
}

/** A code for error responses without the API's JSON body (proxies, Hosting, network). */
function codeForStatus(status: number): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'server_error';
  return 'http_error';
}

/** The body of a response: JSON when it says so and parses, else its text (null when empty). */
export async function readBody(response: Response): Promise<{ json: boolean; body: unknown }> {
  const text = await response.text();
  if (text === '') return { json: true, body: null };
  const contentType = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(contentType)) return { json: false, body: text };
  try {
    return { json: true, body: JSON.parse(text) as unknown };
  } catch {
    return { json: false, body: text };
  }
}

/** Maps a non-success response to an `ApiError` (exported for tests and for non-JSON callers). */
export async function toApiError(response: Response): Promise<ApiError> {
  const { body } = await readBody(response);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.code, body.message, body);
  const message = response.statusText || `HTTP ${response.status}`;
  return new ApiError(response.status, codeForStatus(response.status), message, body);
}

/** Locale keys of the messages shown for a failed call whose screen has no specific message. */
export type ErrorMessageKey =
  | 'errors.generic'
  | 'errors.serverError'
  | 'errors.network'
  | 'errors.rateLimited'
  | 'errors.busy'
  | 'errors.appCheck'
  | 'errors.maintenance'
  | 'errors.signupsClosed'
  | 'errors.shareModeDisabled'
  | 'errors.termsNotAccepted'
  | 'moderation.errors.accountSuspended'
  | 'moderation.errors.blocked'
  | 'moderation.errors.moderationHold';

/** Chooses the user-facing message for any thrown error (never the server's own text). */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof ApiError) {
    const is = (code: ErrorCode) => error.code === code;
    if (error.code === 'network_error') return 'errors.network';
    if (error.status === 429) return 'errors.rateLimited';
    if (error.code === APP_CHECK_REQUIRED) return 'errors.appCheck';
    if (error.code === MAINTENANCE) return 'errors.maintenance';
    if (is('signups_closed')) return 'errors.signupsClosed';
    if (is('share_mode_disabled')) return 'errors.shareModeDisabled';
    if (is('terms_not_accepted')) return 'errors.termsNotAccepted';
    // Moderation (docs/moderation.md): a suspended user, two accounts one of which blocks the
    // other, a listing the moderators keep unpublished. Every screen says these the same way; the
    // words are not in the first paint's messages (no public page's first paint meets them).
    if (is('account_suspended')) return 'moderation.errors.accountSuspended';
    if (is('blocked')) return 'moderation.errors.blocked';
    if (is('moderation_hold')) return 'moderation.errors.moderationHold';
    if (error.status === 503) return 'errors.busy';
    if (is('server_error') || error.status >= 500) return 'errors.serverError';
  }
  return 'errors.generic';
}
