import type { Range } from './booking';
import { CHARGED_STATUSES, type ReservationStatus } from './lifecycle';

/**
 * Usage reports (利用報告, issue 33 part 3; docs/facility-programme.md) as plain rules: after a
 * session of a device that asks for them, its user reports what was actually used; a report not
 * filed within the device's period is overdue (and blocks new bookings of that device); charging by
 * use takes the reported time, once the lender confirms a report far from the check-in record.
 * The first step of part 3: the routes, the job and the pages build on these.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The period a device gives its users to report, unless it sets one. */
export const REPORT_WITHIN_DAYS_DEFAULT = 14;
/** A report further than this from the check-in record waits for the lender's confirmation. */
export const REPORT_CONFIRM_MINUTES = 15;

/** When a report of a session ending at `end` is due. */
export const reportDueAt = (end: Date, withinDays: number) =>
  new Date(end.getTime() + withinDays * DAY);

export type ReportState = 'none' | 'not_yet' | 'due' | 'overdue' | 'filed';

/**
 * Where a reservation stands with its report at `now`: `none` (its device asks for none, or the
 * session never took place: only charged sessions are reported), `not_yet` (not ended), `due`,
 * `overdue` (past `dueAt`) or `filed`.
 */
export function reportState(
  reservation: {
    status: ReservationStatus;
    end: Date;
    report: { dueAt: Date; filedAt: Date | null } | null;
  },
  now: Date,
): ReportState {
  const { report } = reservation;
  if (report === null || !CHARGED_STATUSES.includes(reservation.status)) return 'none';
  if (report.filedAt !== null) return 'filed';
  if (now < reservation.end) return 'not_yet';
  return now < report.dueAt ? 'due' : 'overdue';
}

/**
 * Whether a reported use needs the lender's confirmation before it is billed: it moves the start
 * and the end of the check-in record by more than 15 minutes in all (decision: a shifted session
 * of the same length counts too, since the record is what both sides saw). Without a check-in
 * record there is nothing to differ from.
 */
export function needsConfirmation(recorded: Range | null, reported: Range): boolean {
  if (recorded === null) return false;
  const moved =
    Math.abs(reported.start.getTime() - recorded.start.getTime()) +
    Math.abs(reported.end.getTime() - recorded.end.getTime());
  return moved > REPORT_CONFIRM_MINUTES * MINUTE;
}

/**
 * The time a session charging by use is billed for: the reported time once it stands (filed, and
 * confirmed where it needed to be), else the check-in record, else the booking.
 */
export function billedUse(
  booked: Range,
  recorded: Range | null,
  report: { range: Range; needsConfirmation: boolean; confirmed: boolean } | null,
): Range {
  if (report !== null && (!report.needsConfirmation || report.confirmed)) return report.range;
  return recorded ?? booked;
}
