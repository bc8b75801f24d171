import { SLOT_MINUTES, type Range } from './booking';
import { blockingOf, type Busy } from './series';

/**
 * Waitlists (issue 19, part 3), as plain functions. A person waits for a taken time of a device;
 * when something frees, the first waiting entry (by when it joined) whose time is now free is
 * offered it for `OFFER_MINUTES`, then the next. A slot already begun (a released no-show) is
 * offered from the next 15-minute boundary, as long as the device's minimum length still fits.
 */

/** How long an offer stands (shorter when the time would no longer fit the minimum length). */
export const OFFER_MINUTES = 60;

const MINUTE = 60_000;
const SLOT = SLOT_MINUTES * MINUTE;

/** The part of an entry's time that can still be booked at `now` (null: too little is left). */
export function offerableRange(entry: Range, minMinutes: number, now: Date): Range | null {
  const next = Math.ceil(now.getTime() / SLOT) * SLOT;
  const start = new Date(Math.max(entry.start.getTime(), next));
  if (entry.end.getTime() - start.getTime() < minMinutes * MINUTE) return null;
  return { start, end: entry.end };
}

/** Until when an offer made at `now` for `range` stands. */
export function offerExpiry(range: Range, minMinutes: number, now: Date): Date {
  const lastStart = range.end.getTime() - minMinutes * MINUTE;
  return new Date(Math.min(now.getTime() + OFFER_MINUTES * MINUTE, lastStart));
}

export interface WaitingEntry extends Range {
  id: string;
  createdAt: Date;
}

/** The order of a line: by when each joined, then by id (two may join in the same millisecond). */
export const byJoining = (a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface Offer {
  id: string;
  range: Range;
  expiresAt: Date;
}

/**
 * The offers to make at `now`: each waiting entry in the order it joined whose bookable part is
 * clear of `held` (holding reservations and standing offers with the buffer, outages without:
 * `blockingOf`, as a booking is checked), each offer
 * then holding its time for the entries after it; and the entries too late to offer at all.
 */
export function nextOffers(
  waiting: readonly WaitingEntry[],
  held: readonly Busy[],
  rules: { minMinutes: number; bufferMinutes: number },
  now: Date,
): { offers: Offer[]; tooLate: string[] } {
  const taken = [...held];
  const offers: Offer[] = [];
  const tooLate: string[] = [];
  for (const entry of [...waiting].sort(byJoining)) {
    const range = offerableRange(entry, rules.minMinutes, now);
    if (range === null) {
      tooLate.push(entry.id);
      continue;
    }
    if (blockingOf(range, taken, rules.bufferMinutes) !== undefined) continue;
    offers.push({ id: entry.id, range, expiresAt: offerExpiry(range, rules.minMinutes, now) });
    taken.push({ ...range, kind: 'reservation' });
  }
  return { offers, tooLate };
}
