import { validationError } from '../../http/errors';
import { DEVICE_LIMITS } from '../../model/limits';
import type { BookingRules } from '../../model/share-types';
import { TOKYO_OFFSET, tokyoParts } from '../../model/tokyo-time';

export type { BookingRules };

/**
 * Booking rules of share mode (docs/share-mode.md), as plain functions: the 15-minute grid in
 * Asia/Tokyo (`model/tokyo-time.ts`), a device's rules (length, how far ahead, bookable hours and
 * weekdays, closures), overlaps with a buffer between bookings, and the fee.
 */

export const SLOT_MINUTES = DEVICE_LIMITS.slotMinutes;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface Range {
  start: Date;
  end: Date;
}

/** On the 15-minute grid (Tokyo and UTC grids coincide: the offset is whole hours). */
export function onGrid(date: Date): boolean {
  return date.getTime() % (SLOT_MINUTES * MINUTE) === 0;
}

export const minutesOf = (range: Range) => (range.end.getTime() - range.start.getTime()) / MINUTE;

/** Why a requested range breaks the rules (the first reason, as field errors at `body.start`/`end`). */
export function bookingProblems(range: Range, rules: BookingRules, now: Date): string[] {
  const problems: string[] = [];
  if (!onGrid(range.start) || !onGrid(range.end))
    problems.push('Start and end must be on a 15-minute boundary');
  const minutes = minutesOf(range);
  if (minutes <= 0) return [...problems, 'The end must be after the start'];
  if (minutes < rules.minMinutes)
    problems.push(`A booking lasts at least ${rules.minMinutes} minutes`);
  if (minutes > rules.maxMinutes)
    problems.push(`A booking lasts at most ${rules.maxMinutes} minutes`);
  if (range.start.getTime() < now.getTime()) problems.push('The start is in the past');
  if (range.start.getTime() > now.getTime() + rules.advanceDays * DAY)
    problems.push(`Bookings open ${rules.advanceDays} days ahead`);
  const from = tokyoParts(range.start);
  // The end instant belongs to the day it closes: 18:00 ends the day, 00:00 ends the previous one.
  const to = tokyoParts(new Date(range.end.getTime() - MINUTE));
  if (from.ymd !== to.ymd) problems.push('A booking must start and end on the same day');
  else {
    if (!rules.weekdays.includes(from.weekday))
      problems.push('The device is not bookable on this day');
    if (from.minuteOfDay < rules.openFrom || to.minuteOfDay + 1 > rules.openUntil)
      problems.push('The booking is outside the bookable hours');
    const closure = rules.closures.find((c) => c.from <= from.ymd && from.ymd <= c.until);
    if (closure !== undefined)
      problems.push(`The device is closed on this day (${closure.reason})`);
  }
  return problems;
}

/** Throws 400 `validation_error` at `body.start` when the range breaks the device's rules. */
export function assertBookable(range: Range, rules: BookingRules, now: Date): void {
  const problems = bookingProblems(range, rules, now);
  if (problems.length > 0)
    throw validationError(problems.map((message) => ({ location: 'body.start', message })));
}

/**
 * Whether two bookings of one device collide: they overlap once each is followed by the device's
 * buffer (back-to-back is fine without a buffer).
 */
export function collides(a: Range, b: Range, bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE;
  return (
    a.start.getTime() < b.end.getTime() + buffer && b.start.getTime() < a.end.getTime() + buffer
  );
}

/**
 * The fee of a booking in whole yen: the hourly fee times the hours, rounded half up (a 15-minute
 * slot of a 100 yen/hour device costs 25 yen; of a 150 yen/hour one, 38 yen). Computed by the server
 * when booked and frozen on the reservation.
 */
export function feeOf(feePerHour: number, minutes: number): number {
  return Math.floor((feePerHour * minutes + 30) / 60);
}

/** The instants a Tokyo month starts and ends at ([start, end)). */
export function tokyoMonthRange(month: string): { start: Date; end: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, mon - 1, 1) - TOKYO_OFFSET);
  const end = new Date(Date.UTC(year, mon, 1) - TOKYO_OFFSET);
  return { start, end };
}

/** Queries of weeks and months of bookings (availability, a staff member's week) cover at most this. */
export const QUERY_MAX_DAYS = 62;

/**
 * The range `?from&to` of a query (ISO date-times, validated), at most `maxDays` long and not empty:
 * 400 at `query.to` otherwise, saying `message`.
 */
export function queryRange(
  query: { from: string; to: string },
  maxDays = QUERY_MAX_DAYS,
  message = `Ask for 1 to ${maxDays} days after from`,
): Range {
  const range = { start: new Date(query.from), end: new Date(query.to) };
  const days = minutesOf(range) / (24 * 60);
  if (!(days > 0 && days <= maxDays)) throw validationError([{ location: 'query.to', message }]);
  return range;
}
