import { fieldErrors } from '../../../components/form/server-errors';
import { lenderErrorKey } from '../api/errors';

/**
 * Why qualifying users failed: one of them is unknown (a `validation_error` at `body.userIds.N`:
 * withdrawn meanwhile), else the lender's words for the error.
 */
export function grantErrorKey(error: unknown) {
  const unknownUser = Object.keys(fieldErrors(error)).some((path) => path.startsWith('userIds'));
  return unknownUser
    ? ('lender.qualifications.session.unknownUser' as const)
    : lenderErrorKey(error);
}
