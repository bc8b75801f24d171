import { ApiError } from './api-client';

/** Locale keys of the messages shown for a failed call whose screen has no specific message. */
export type ErrorMessageKey = 'errors.generic' | 'errors.serverError' | 'errors.network';

/** Chooses the user-facing message for any thrown error (never the server's own text). */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'network_error') return 'errors.network';
    if (error.code === 'server_error' || error.status >= 500) return 'errors.serverError';
  }
  return 'errors.generic';
}
