import type { FieldError } from '../../http/errors';
import { DEVICE_LIMITS } from '../../model/limits';
import type { Range } from './booking';
import { HOLDING_STATUSES, type ReservationStatus } from './lifecycle';

/**
 * Outages and shutdowns (issue 19, part 2), as plain functions: a scheduled outage is a time range
 * with no bookings; scheduling one cancels the reservations it overlaps that hold time but have not
 * started to be used (a device already checked out is in someone's hands).
 */

const DAY = 24 * 60 * 60_000;

/** What is wrong with an outage's range at `now` (empty: nothing), at its body locations. */
export function outageProblems(range: Range, now: Date): FieldError[] {
  if (range.end.getTime() <= range.start.getTime())
    return [{ location: 'body.end', message: 'End after the start' }];
  if (range.end.getTime() <= now.getTime())
    return [{ location: 'body.end', message: 'The outage has ended already' }];
  if (range.end.getTime() - range.start.getTime() > DEVICE_LIMITS.outageDaysMax * DAY)
    return [
      { location: 'body.end', message: `At most ${DEVICE_LIMITS.outageDaysMax} days at a time` },
    ];
  return [];
}

/** Whether two ranges share any time ([start, end), touching ends do not). */
export const overlaps = (a: Range, b: Range) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

/**
 * Statuses of reservations that a new outage over their time cancels: every status that holds
 * time (waiting for the budget holder or the lender, approved) but the device in someone's hands.
 */
export const CANCELLED_BY_OUTAGE: readonly ReservationStatus[] = HOLDING_STATUSES.filter(
  (status) => status !== 'checked_out',
);

/** Whether an outage over `outage` cancels a reservation in `status` over `reserved`. */
export const cancelledByOutage = (outage: Range, reserved: Range & { status: ReservationStatus }) =>
  CANCELLED_BY_OUTAGE.includes(reserved.status) && overlaps(outage, reserved);

/** A standing outage (not lifted) that `range` overlaps, if any. */
export function outageOver<T extends Range & { liftedAt: Date | null }>(
  outages: readonly T[],
  range: Range,
): T | undefined {
  return outages.find((outage) => outage.liftedAt === null && overlaps(outage, range));
}
