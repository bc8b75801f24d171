import type { BookingRules, BusyRange, OutageRange } from './types';
import { SLOT_MINUTES, tokyoInstant, tokyoParts, weekdayOf } from './tokyo-grid';

/**
 * The booking rules checked in the browser before a booking is sent, mirroring the API's
 * `bookingProblems` (functions/src/features/reservations/booking.ts), and the scheduled outages
 * known (409 `device_outage`): the server checks again and has the last word. A booking is a Tokyo
 * date with a start and an end time on the 15-minute grid.
 */

export type BookingProblem =
  | { code: 'order' }
  | { code: 'tooShort'; minutes: number }
  | { code: 'tooLong'; minutes: number }
  | { code: 'past' }
  | { code: 'tooFar'; days: number }
  | { code: 'weekday' }
  | { code: 'hours'; from: number; until: number }
  | { code: 'closed'; reason: string }
  | { code: 'outage'; reason: string };

export interface BookingSlot {
  /** Tokyo date `YYYY-MM-DD`. */
  date: string;
  /** Minutes after Tokyo midnight. */
  start: number;
  end: number;
}

const DAY = 24 * 60 * 60_000;

/** The problems of `slot` under `rules` at `now`, and the first of `outages` it overlaps. */
export function bookingProblems(
  slot: BookingSlot,
  rules: BookingRules,
  now: Date,
  outages: readonly OutageRange[] = [],
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
  const outage = outageOver(slot, outages);
  if (outage) problems.push({ code: 'outage', reason: outage.reason });
  return problems;
}

/**
 * The first outage overlapping `slot`, if any. Unlike a booking, an outage keeps no buffer: a
 * booking may end when it starts and start when it ends (the API's `collides` with 0 minutes).
 */
export function outageOver(
  slot: BookingSlot,
  outages: readonly OutageRange[],
): OutageRange | undefined {
  const from = tokyoInstant(slot.date, slot.start).getTime();
  const until = tokyoInstant(slot.date, slot.end).getTime();
  return outages.find(
    (outage) => from < new Date(outage.end).getTime() && new Date(outage.start).getTime() < until,
  );
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

/**
 * The length of the slots offered for tapping on the week: an hour, the usual booking, raised to
 * the device's shortest booking and lowered to its longest, on the 15-minute grid. The form's end
 * stays editable for other lengths.
 */
export function slotLength(rules: Pick<BookingRules, 'minMinutes' | 'maxMinutes'>): number {
  const wanted = Math.min(Math.max(60, rules.minMinutes), rules.maxMinutes);
  return Math.max(SLOT_MINUTES, Math.floor(wanted / SLOT_MINUTES) * SLOT_MINUTES);
}

/**
 * The free slots of a Tokyo date: back to back from the opening time, each `slotLength` long, that
 * break no booking rule at `now`, keep the device's buffer from every busy range (the API's
 * `collides`) and overlap no outage. Empty on a closed or non-bookable day.
 */
export function freeSlots(
  date: string,
  rules: BookingRules,
  busy: readonly BusyRange[],
  now: Date,
  outages: readonly OutageRange[] = [],
): BookingSlot[] {
  const length = slotLength(rules);
  const buffer = rules.bufferMinutes * 60_000;
  const taken = busy.map((range) => ({
    start: new Date(range.start).getTime() - buffer,
    end: new Date(range.end).getTime() + buffer,
  }));
  const slots: BookingSlot[] = [];
  for (let start = rules.openFrom; start + length <= rules.openUntil; start += length) {
    const slot = { date, start, end: start + length };
    if (bookingProblems(slot, rules, now, outages).length > 0) continue;
    const from = tokyoInstant(date, slot.start).getTime();
    const until = tokyoInstant(date, slot.end).getTime();
    if (taken.some((range) => from < range.end && range.start < until)) continue;
    slots.push(slot);
  }
  return slots;
}
