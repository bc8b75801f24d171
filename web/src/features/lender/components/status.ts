import type { QualificationStatus } from '@campus/model/share-types';
import type { ReservationStatus } from '../../../lib/share-mode/types';

/** The locale key of each reservation status. */
export const STATUS_KEY = {
  awaiting_budget: 'lender.status.awaiting_budget',
  requested: 'lender.status.requested',
  approved: 'lender.status.approved',
  rejected: 'lender.status.rejected',
  cancelled: 'lender.status.cancelled',
  checked_out: 'lender.status.checked_out',
  returned: 'lender.status.returned',
  no_show: 'lender.status.no_show',
} as const satisfies Record<ReservationStatus, string>;

/** The locale key of each qualification status. */
export const QUALIFICATION_STATUS_KEY = {
  active: 'lender.qualifications.status.active',
  lapsed: 'lender.qualifications.status.lapsed',
  revoked: 'lender.qualifications.status.revoked',
} as const satisfies Record<QualificationStatus, string>;
