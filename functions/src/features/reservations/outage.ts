import type { FieldError } from '../../http/errors';
import { DEVICE_LIMITS } from '../../model/limits';
import type { Range } from './booking';

/**
 * Outages and shutdowns (issue 19, part 2), as plain functions: a scheduled outage is a time range
 * with no bookings; scheduling one cancels the reservations it overlaps that have not started to be
 * used (requested or approved: a device already checked out is in someone's hands).
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

/** Statuses of reservations that a new outage over their time cancels. */
export const CANCELLED_BY_OUTAGE = ['requested', 'approved'] as const;

/** Whether an outage over `outage` cancels a reservation in `status` over `reserved`. */
export const cancelledByOutage = (outage: Range, reserved: Range & { status: string }) =>
  (CANCELLED_BY_OUTAGE as readonly string[]).includes(reserved.status) &&
  overlaps(outage, reserved);

/** A standing outage (not lifted) that `range` overlaps, if any. */
export function outageOver<T extends Range & { liftedAt: Date | null }>(
  outages: readonly T[],
  range: Range,
): T | undefined {
  return outages.find((outage) => outage.liftedAt === null && overlaps(outage, range));
}
