import type { ChargeBy, CheckInRule } from '../../model/share-types';
import { feeOf, SLOT_MINUTES, type Range } from './booking';

/**
 * Check-in, no-show release and charging by use (issue 19, part 3), as plain functions. A device
 * that wants check-in gives each reservation a deadline (its start plus the grace minutes, frozen
 * when booked); an approved reservation not checked in by then is released as a no-show by the
 * scheduled job. A device that charges by use bills the time from check-in (or hand-over) to the
 * finish (or return), in whole 15-minute slots, at least one.
 */

const MINUTE = 60_000;

/** When a reservation starting at `start` must be checked in by (null: no check-in needed). */
export function checkInDeadline(start: Date, rule: CheckInRule): Date | null {
  return rule.required ? new Date(start.getTime() + rule.graceMinutes * MINUTE) : null;
}

/** Whether the job releases an approved reservation with this deadline at `now`. */
export const releaseDue = (checkInBy: Date | null, now: Date) =>
  checkInBy !== null && now.getTime() >= checkInBy.getTime();

/** Minutes of actual use, rounded up to whole slots, at least one slot. */
export function usedMinutes(actual: Range): number {
  const minutes = Math.max(0, (actual.end.getTime() - actual.start.getTime()) / MINUTE);
  return Math.max(1, Math.ceil(minutes / SLOT_MINUTES)) * SLOT_MINUTES;
}

/** The fee once used: the booked fee, or, charging by use, the used slots at the frozen rate. */
export function feeAfterUse(
  reservation: { fee: number; feePerHour: number; chargeBy: ChargeBy },
  actual: Range,
): number {
  if (reservation.chargeBy === 'booking') return reservation.fee;
  return feeOf(reservation.feePerHour, usedMinutes(actual));
}
