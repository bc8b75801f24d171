import { errorKeys } from '../../../lib/error-keys';
import { LENDER_CODE_KEYS, LENDER_STATUS_KEYS } from '../api/errors';

/**
 * Why an action on a device's outages or problems failed: the problem was resolved meanwhile
 * (`problem_resolved`; the lists load again), else the lender's words for the error. Codes are
 * written out rather than imported: the model's constants live in the first-load chunk, and each one
 * imported here would be added to it.
 */
export const facilityErrorKey = errorKeys(
  { ...LENDER_CODE_KEYS, problem_resolved: 'lender.facility.errors.problemResolved' },
  LENDER_STATUS_KEYS,
);
