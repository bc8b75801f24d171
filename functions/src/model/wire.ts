/**
 * The wire contract besides the bodies: headers, the error body and the error codes the web app
 * reacts to. Plain constants and types (no zod), imported by the API (`http/`) and the web client.
 */

/** The header in which the web client sends the id of the group it acts for. */
export const GROUP_HEADER = 'X-Group-Id';

/** The header carrying the App Check token. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** One problem with one input field, e.g. `{ location: 'body.items.0.name', message: '...' }`. */
export interface FieldError {
  location: string;
  message: string;
}

/** The JSON body of every error response; the web app maps `code` to an i18n message. */
export interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldError[];
  /** Where the caller can put it right, a path of the web app (e.g. an overdue usage report). */
  link?: string;
}

/**
 * Error codes of every route that the web's API client handles; one constant each, so a bundle
 * carries only those it uses. Every other code the API answers with is in `error-codes.ts`.
 */
export const UNAUTHORIZED = 'unauthorized';
export const FORBIDDEN = 'forbidden';
export const NOT_FOUND = 'not_found';
export const VALIDATION_ERROR = 'validation_error';
/** 403: the selected group (the group header or claim) no longer has the user as a member. */
export const NOT_GROUP_MEMBER = 'NotGroupMember';
/** 403: App Check is enforced and the request has no valid App Check token. */
export const APP_CHECK_REQUIRED = 'app_check_required';
/**
 * 503: maintenance mode (Remote Config `maintenance_mode`): the API refuses writes, and the web shows
 * it wherever a write fails with it (`docs/remote-config.md`).
 */
export const MAINTENANCE = 'maintenance';
