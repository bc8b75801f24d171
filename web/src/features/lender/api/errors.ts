import { ApiError, errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';

/** The API's error codes of share mode seen by a lender (docs/share-mode.md) and their messages. */
const MESSAGES = {
  invalid_reservation_transition: 'lender.errors.invalidTransition',
  reservation_timing: 'lender.errors.timing',
  not_your_step: 'lender.errors.notYourStep',
  not_device_lender: 'lender.errors.notDeviceLender',
  not_reservation_party: 'lender.errors.notReservationParty',
  overpayment: 'lender.errors.overpayment',
  not_bill_lender: 'lender.errors.notBillLender',
  not_bill_party: 'lender.errors.notBillLender',
  profile_required: 'lender.errors.profileRequired',
  not_found: 'lender.errors.notFound',
} as const;

export type LenderErrorKey =
  ErrorMessageKey | (typeof MESSAGES)[keyof typeof MESSAGES] | 'lender.errors.badRequest';

/** The message for a failed call: its own for known codes, the general one otherwise. */
export function lenderErrorKey(error: unknown): LenderErrorKey {
  if (error instanceof ApiError) {
    if (Object.hasOwn(MESSAGES, error.code)) return MESSAGES[error.code as keyof typeof MESSAGES];
    if (error.status === 404) return MESSAGES.not_found;
    if (error.status === 400) return 'lender.errors.badRequest';
  }
  return errorMessageKey(error);
}
