import { ApiError, errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';
import { GROUP_ERROR } from './types';

/** Locale keys of the messages for failed group calls. */
export type GroupErrorKey =
  | ErrorMessageKey
  | 'groups.errors.lastAdmin'
  | 'groups.errors.notAdmin'
  | 'groups.errors.notFound'
  | 'groups.errors.profileRequired';

/**
 * The message for a failed group call: the groups API's own codes get their own message (spec section
 * 8: every error code maps to an i18n message), anything else the general one.
 */
export function groupErrorKey(error: unknown): GroupErrorKey {
  if (error instanceof ApiError) {
    if (error.code === GROUP_ERROR.lastAdmin) return 'groups.errors.lastAdmin';
    if (error.code === GROUP_ERROR.notGroupAdmin) return 'groups.errors.notAdmin';
    if (error.code === GROUP_ERROR.profileRequired) return 'groups.errors.profileRequired';
    if (error.status === 404) return 'groups.errors.notFound';
  }
  return errorMessageKey(error);
}
