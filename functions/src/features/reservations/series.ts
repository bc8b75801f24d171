import { DEVICE_LIMITS } from '../../model/limits';
import { type BookingRules, bookingProblems, collides, type Range } from './booking';

/**
 * Weekly series of reservations (issue 19, part 3), as plain functions: the dates of a series and,
 * per date, whether it can be booked or what is in the way, so the user sees every conflict before
 * booking and the free dates are booked in one request, each its own reservation. Tokyo has no
 * daylight saving time, so a week later is always 7 x 24 hours later.
 */

/** A series repeats weekly at most this many times (its first date included). */
export const SERIES_WEEKS_MAX = DEVICE_LIMITS.seriesWeeksMax;

const WEEK = 7 * 24 * 60 * 60_000;

/** Something a date of a series may meet: another booking or an outage of the device. */
export interface Busy extends Range {
  kind: 'reservation' | 'outage';
}

/** Why a date of a series cannot be booked. */
export type SeriesConflict =
  | { kind: 'reservation' | 'outage' }
  /** The device's own rules refuse it (closed that day, too far ahead, ...): the first reason. */
  | { kind: 'rules'; reason: string };

export interface SeriesDate extends Range {
  conflict: SeriesConflict | null;
}

/** The `weeks` ranges of a series starting with `first`, a week apart. */
export function weeklyRanges(first: Range, weeks: number): Range[] {
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > SERIES_WEEKS_MAX)
    throw new RangeError(`A series has 1 to ${SERIES_WEEKS_MAX} weeks`);
  return Array.from({ length: weeks }, (_, i) => ({
    start: new Date(first.start.getTime() + i * WEEK),
    end: new Date(first.end.getTime() + i * WEEK),
  }));
}

/**
 * Each date of the series with what stands in its way: the device's rules first (a closure is a
 * rule), then an outage, then another booking (with the device's buffer). Dates without a conflict
 * are the ones to book.
 */
export function planSeries(
  first: Range,
  weeks: number,
  rules: BookingRules,
  busy: readonly Busy[],
  now: Date,
): SeriesDate[] {
  return weeklyRanges(first, weeks).map((range) => {
    const [reason] = bookingProblems(range, rules, now);
    if (reason !== undefined) return { ...range, conflict: { kind: 'rules', reason } };
    const blocking = blockingOf(range, busy, rules.bufferMinutes);
    return { ...range, conflict: blocking === undefined ? null : { kind: blocking.kind } };
  });
}

/**
 * What stands in the way of `range`, if anything: an outage first, then another booking with the
 * device's buffer after it (outages take none).
 */
export function blockingOf(
  range: Range,
  busy: readonly Busy[],
  bufferMinutes: number,
): Busy | undefined {
  return busy
    .filter((other) => collides(range, other, other.kind === 'outage' ? 0 : bufferMinutes))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'outage' ? -1 : 1))[0];
}
