import { errorKeys } from '../../../lib/error-keys';

/** The lender's words for the codes of share mode (docs/share-mode.md). */
export const LENDER_CODE_KEYS = {
  invalid_reservation_transition: 'lender.errors.invalidTransition',
  reservation_timing: 'lender.errors.timing',
  not_your_step: 'lender.errors.notYourStep',
  device_outage: 'lender.errors.outage',
  device_shut_down: 'lender.errors.shutDown',
  reservation_conflict: 'lender.errors.conflict',
  not_device_lender: 'lender.errors.notDeviceLender',
  not_reservation_party: 'lender.errors.notReservationParty',
  overpayment: 'lender.errors.overpayment',
  not_bill_lender: 'lender.errors.notBillLender',
  not_bill_party: 'lender.errors.notBillLender',
  profile_required: 'lender.errors.profileRequired',
  not_lender_admin: 'lender.errors.notLenderAdmin',
  not_found: 'lender.errors.notFound',
} as const;

/** The lender's words for a status without a code of its own. */
export const LENDER_STATUS_KEYS = {
  404: 'lender.errors.notFound',
  400: 'lender.errors.badRequest',
} as const;

/** The message for a failed call of share mode seen by a lender. */
export const lenderErrorKey = errorKeys(LENDER_CODE_KEYS, LENDER_STATUS_KEYS);

export type LenderErrorKey = ReturnType<typeof lenderErrorKey>;

/** The message for a consumable the lender could not add or remove. */
export const consumableErrorKey = errorKeys(
  {
    reservation_not_used: 'lender.consumables.errors.notUsed',
    conflict: 'lender.consumables.errors.tooMany',
    fund_cap_exceeded: 'lender.consumables.errors.capExceeded',
    fund_threshold_exceeded: 'lender.consumables.errors.thresholdExceeded',
    fund_not_current: 'lender.consumables.errors.fundNotCurrent',
    not_device_lender: 'lender.errors.notDeviceLender',
    not_reservation_party: 'lender.errors.notReservationParty',
    not_found: 'lender.consumables.errors.notFound',
  },
  { 404: 'lender.consumables.errors.notFound' },
);

/** The message for a staff member's decision on a request for assistance that failed. */
export const staffErrorKey = errorKeys(
  {
    staff_conflict: 'lender.staff.errors.conflict',
    assistance_decided: 'lender.staff.errors.decided',
    not_device_staff: 'lender.staff.errors.notStaff',
    profile_required: 'lender.errors.profileRequired',
    not_found: 'lender.staff.errors.notFound',
  },
  { 404: 'lender.staff.errors.notFound' },
);
