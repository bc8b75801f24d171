import { errorKeys } from '../../../lib/error-keys';

/**
 * The message for a failed back-office call: the officer's own application, an exhibit cancelled
 * meanwhile; then by status (403: the role is missing; 409: no longer pending; 404: gone). A 403
 * `NotGroupMember` is the session's recovery to tell (`lib/global-errors.ts`): here it has the
 * general words, not "the role is missing".
 */
export const backofficeErrorKey = errorKeys(
  {
    own_application: 'backoffice.decide.ownApplication',
    exhibit_cancelled: 'manageExhibits.errors.exhibitCancelled',
    NotGroupMember: 'errors.generic',
  },
  {
    403: 'backoffice.forbidden',
    409: 'backoffice.decide.notPending',
    404: 'manageExhibits.errors.notFound',
  },
);

export type BackofficeErrorKey = ReturnType<typeof backofficeErrorKey>;
