import type { ReservationStatus } from '../../../lib/share-mode/types';

/** Locale keys of the reservation statuses as the user reads them. */
export const STATUS_KEYS = {
  awaiting_budget: 'usage.status.awaiting_budget',
  requested: 'usage.status.requested',
  approved: 'usage.status.approved',
  rejected: 'usage.status.rejected',
  cancelled: 'usage.status.cancelled',
  checked_out: 'usage.status.checked_out',
  returned: 'usage.status.returned',
  no_show: 'usage.status.no_show',
} as const satisfies Record<ReservationStatus, string>;

/**
 * The user may cancel a reservation awaiting the budget holder or the lender, or an approved one,
 * before its start (lifecycle.ts).
 */
export function canCancel(r: { status: ReservationStatus; start: string }, now: Date): boolean {
  return (
    (r.status === 'awaiting_budget' || r.status === 'requested' || r.status === 'approved') &&
    now.getTime() < new Date(r.start).getTime()
  );
}
