import { EXHIBIT_CANCELLED, OWN_APPLICATION } from '@campus/model/error-codes';
import { NOT_GROUP_MEMBER } from '@campus/model/wire';
import { ApiError, errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';

export type BackofficeErrorKey =
  | ErrorMessageKey
  | 'backoffice.forbidden'
  | 'backoffice.decide.notPending'
  | 'backoffice.decide.ownApplication'
  | 'manageExhibits.errors.notFound'
  | 'manageExhibits.errors.exhibitCancelled';

/**
 * The message for a failed back-office call (403: the role is missing, or the application is the
 * officer's own; 409: not pending).
 */
export function backofficeErrorKey(error: unknown): BackofficeErrorKey {
  if (error instanceof ApiError) {
    if (error.code === OWN_APPLICATION) return 'backoffice.decide.ownApplication';
    if (error.status === 403 && error.code !== NOT_GROUP_MEMBER) return 'backoffice.forbidden';
    if (error.code === EXHIBIT_CANCELLED) return 'manageExhibits.errors.exhibitCancelled';
    if (error.status === 409) return 'backoffice.decide.notPending';
    if (error.status === 404) return 'manageExhibits.errors.notFound';
  }
  return errorMessageKey(error);
}
