import type { ErrorCode } from '@campus/model/error-codes';
import { ApiError } from '../../../lib/api-client';
import { lenderErrorKey } from '../api/errors';

/**
 * The codes only the facility page explains. Written out rather than imported: the model's
 * constants live in the first-load chunk, and each one imported here would be added to it.
 */
const FACILITY_KEYS = {
  problem_resolved: 'lender.facility.errors.problemResolved',
} as const satisfies Partial<Record<ErrorCode, string>>;

const isFacilityCode = (code: string): code is keyof typeof FACILITY_KEYS =>
  Object.hasOwn(FACILITY_KEYS, code);

/**
 * Why an action on a device's outages or problems failed: the problem was resolved meanwhile
 * (`problem_resolved`; the lists load again), else the lender's words for the error.
 */
export function facilityErrorKey(error: unknown) {
  return error instanceof ApiError && isFacilityCode(error.code)
    ? FACILITY_KEYS[error.code]
    : lenderErrorKey(error);
}
