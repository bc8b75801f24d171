import { errorKeys } from '../error-keys';
import type { Reservation } from './types';

/**
 * The user's own steps of a reservation (issue 19, part 3), mirroring the API's lifecycle
 * (functions/src/features/reservations/lifecycle.ts): check in an approved reservation from 15
 * minutes before its start until its check-in deadline (else its end), and finish one in use.
 */

/** A check-in may come this many minutes before the start. */
export const CHECK_IN_EARLY_MINUTES = 15;
const MINUTE = 60_000;

type Timing = Pick<Reservation, 'status' | 'start' | 'end' | 'checkInBy'>;

/** Whether the user may check in `r` at `now`. */
export function canCheckIn(r: Timing, now: Date): boolean {
  const opens = new Date(r.start).getTime() - CHECK_IN_EARLY_MINUTES * MINUTE;
  const closes = new Date(r.checkInBy ?? r.end).getTime();
  return r.status === 'approved' && opens <= now.getTime() && now.getTime() < closes;
}

/** Whether the user may finish `r` (it is in use: checked in, or handed over). */
export const canFinish = (r: Pick<Reservation, 'status'>): boolean => r.status === 'checked_out';

/** The message of a refused check-in or finish. */
export const stepErrorKey = errorKeys({
  reservation_timing: 'share.checkIn.errors.timing',
  invalid_reservation_transition: 'share.checkIn.errors.changed',
  not_your_step: 'share.checkIn.errors.notYours',
});
