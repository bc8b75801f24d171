import type { BookingRules } from './types';
import { tokyoInstant, tokyoParts, weekdayOf } from './tokyo-grid';

/**
 * The booking rules checked in the browser before a booking is sent, mirroring the API's
 * `bookingProblems` (functions/src/features/reservations/booking.ts): the server checks again and
 * has the last word. A booking is a Tokyo date with a start and an end time on the 15-minute grid.
 */

export type BookingProblem =
  | { code: 'order' }
  | { code: 'tooShort'; minutes: number }
  | { code: 'tooLong'; minutes: number }
  | { code: 'past' }
  | { code: 'tooFar'; days: number }
  | { code: 'weekday' }
  | { code: 'hours'; from: number; until: number }
  | { code: 'closed'; reason: string };

export interface BookingSlot {
  /** Tokyo date `YYYY-MM-DD`. */
  date: string;
  /** Minutes after Tokyo midnight. */
  start: number;
  end: number;
}

const DAY = 24 * 60 * 60_000;

export function bookingProblems(
  slot: BookingSlot,
  rules: BookingRules,
  now: Date,
): BookingProblem[] {
  const minutes = slot.end - slot.start;
  if (minutes <= 0) return [{ code: 'order' }];
  const problems: BookingProblem[] = [];
  if (minutes < rules.minMinutes) problems.push({ code: 'tooShort', minutes: rules.minMinutes });
  if (minutes > rules.maxMinutes) problems.push({ code: 'tooLong', minutes: rules.maxMinutes });
  const start = tokyoInstant(slot.date, slot.start).getTime();
  if (start < now.getTime()) problems.push({ code: 'past' });
  if (start > now.getTime() + rules.advanceDays * DAY)
    problems.push({ code: 'tooFar', days: rules.advanceDays });
  if (!rules.weekdays.includes(weekdayOf(slot.date))) problems.push({ code: 'weekday' });
  if (slot.start < rules.openFrom || slot.end > rules.openUntil)
    problems.push({ code: 'hours', from: rules.openFrom, until: rules.openUntil });
  const closure = closureOn(slot.date, rules);
  if (closure) problems.push({ code: 'closed', reason: closure.reason });
  return problems;
}

/** The closure covering a Tokyo date, if any. */
export function closureOn(date: string, rules: Pick<BookingRules, 'closures'>) {
  return rules.closures.find((c) => c.from <= date && date <= c.until);
}

/** The last Tokyo date a booking may start on (from `now`, `advanceDays` ahead). */
export function lastBookableDate(rules: BookingRules, now: Date): string {
  return tokyoParts(new Date(now.getTime() + rules.advanceDays * DAY)).ymd;
}

/** Today in Tokyo, and the dates of the booking window (for the date input's min and max). */
export function bookingWindow(rules: BookingRules, now: Date): { min: string; max: string } {
  return { min: tokyoParts(now).ymd, max: lastBookableDate(rules, now) };
}
