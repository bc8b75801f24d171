import type { ReservationStatus } from '../../../lib/share-mode/types';

/** The locale key of each reservation status. */
export const STATUS_KEY = {
  requested: 'lender.status.requested',
  approved: 'lender.status.approved',
  rejected: 'lender.status.rejected',
  cancelled: 'lender.status.cancelled',
  checked_out: 'lender.status.checked_out',
  returned: 'lender.status.returned',
  no_show: 'lender.status.no_show',
} as const satisfies Record<ReservationStatus, string>;
