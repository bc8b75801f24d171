import { ApiError, errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';

export type BackofficeErrorKey =
  | ErrorMessageKey
  | 'backoffice.forbidden'
  | 'backoffice.decide.notPending'
  | 'manageExhibits.errors.notFound'
  | 'manageExhibits.errors.exhibitCancelled';

/** The message for a failed back-office call (403: the role is missing; 409: not pending). */
export function backofficeErrorKey(error: unknown): BackofficeErrorKey {
  if (error instanceof ApiError) {
    if (error.status === 403 && error.code !== 'NotGroupMember') return 'backoffice.forbidden';
    if (error.code === 'exhibit_cancelled') return 'manageExhibits.errors.exhibitCancelled';
    if (error.status === 409) return 'backoffice.decide.notPending';
    if (error.status === 404) return 'manageExhibits.errors.notFound';
  }
  return errorMessageKey(error);
}
