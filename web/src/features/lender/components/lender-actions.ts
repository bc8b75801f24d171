import type { Reservation } from '../../../lib/share-mode/types';
import type { LenderAction } from '../api/take-step';

/**
 * The lender's side of the reservation state machine (`functions/src/features/reservations/
 * lifecycle.ts`): which steps a lender may take on a reservation at `now`. The server checks again
 * and answers 409 when the reservation moved on meanwhile.
 */

const MINUTE = 60_000;
/** Check-out opens this long before the start. */
export const EARLY_CHECKOUT_MINUTES = 15;
/** A no-show may be marked this long after the start. */
export const NO_SHOW_GRACE_MINUTES = 15;

/** In the order the buttons show. */
export const LENDER_ACTIONS: readonly LenderAction[] = [
  'approve',
  'reject',
  'checkout',
  'return',
  'no_show',
  'cancel',
];

/** Whether `action` by the lender is allowed on `reservation` at `now`. */
export function lenderMay(
  action: LenderAction,
  reservation: Pick<Reservation, 'status' | 'start' | 'end'>,
  now: Date,
): boolean {
  const start = new Date(reservation.start).getTime();
  const end = new Date(reservation.end).getTime();
  const at = now.getTime();
  const { status } = reservation;
  switch (action) {
    case 'approve':
      return status === 'requested' && at < end;
    case 'reject':
      return status === 'requested';
    case 'cancel':
      return (status === 'requested' || status === 'approved') && at < end;
    case 'checkout':
      return status === 'approved' && at >= start - EARLY_CHECKOUT_MINUTES * MINUTE && at < end;
    case 'return':
      return status === 'checked_out';
    case 'no_show':
      return status === 'approved' && at >= start + NO_SHOW_GRACE_MINUTES * MINUTE;
  }
}

/** The steps the lender may take now, in button order. */
export function lenderActions(
  reservation: Pick<Reservation, 'status' | 'start' | 'end'>,
  now: Date,
): LenderAction[] {
  return LENDER_ACTIONS.filter((action) => lenderMay(action, reservation, now));
}

/** Reject and cancel need a reason from the lender (the user sees it). */
export const needsReason = (action: LenderAction): boolean =>
  action === 'reject' || action === 'cancel';
