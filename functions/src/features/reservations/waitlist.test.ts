import { describe, expect, it } from 'vitest';
import { nextOffers, OFFER_MINUTES, offerExpiry, offerableRange } from './waitlist';

const MIN = 60_000;
const NOW = new Date('2026-12-01T01:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);
const range = (from: number, to: number) => ({ start: at(from), end: at(to) });
const entry = (id: string, from: number, to: number, joined: number) => ({
  id,
  ...range(from, to),
  createdAt: at(joined),
});
const RULES = { minMinutes: 30, bufferMinutes: 15 };

describe('offerableRange and offerExpiry', () => {
  it('offers a future time whole, a begun one from the next 15-minute boundary', () => {
    expect(offerableRange(range(60, 120), 30, NOW)).toEqual(range(60, 120));
    expect(offerableRange(range(-20, 60), 30, at(7))).toEqual(range(15, 60));
    expect(offerableRange(range(-20, 40), 30, at(7))).toBeNull();
  });

  it('stands an hour, or until the last start that still fits the minimum', () => {
    expect(offerExpiry(range(180, 240), 30, NOW)).toEqual(at(OFFER_MINUTES));
    expect(offerExpiry(range(15, 60), 30, NOW)).toEqual(at(30));
  });
});

describe('nextOffers', () => {
  it('offers the first to join whose time is clear, then holds it for the others', () => {
    const waiting = [entry('late', 60, 120, -5), entry('early', 60, 120, -10)];
    const { offers } = nextOffers(waiting, [], RULES, NOW);
    expect(offers.map((o) => o.id)).toEqual(['early']);
  });

  it('skips an entry whose time is still taken (with the buffer) and offers a later one', () => {
    const waiting = [entry('first', 60, 120, -10), entry('second', 180, 240, -5)];
    const held = [{ ...range(120, 150), kind: 'reservation' as const }];
    expect(nextOffers(waiting, held, RULES, NOW).offers.map((o) => o.id)).toEqual(['second']);
    // An outage (no buffer) ending at the entry's start does not block it.
    const outage = [{ ...range(30, 60), kind: 'outage' as const }];
    expect(nextOffers(waiting, outage, RULES, NOW).offers.map((o) => o.id)).toEqual([
      'first',
      'second',
    ]);
  });

  it('reports the entries too late to offer', () => {
    const { offers, tooLate } = nextOffers([entry('gone', -60, 10, -100)], [], RULES, NOW);
    expect(offers).toEqual([]);
    expect(tooLate).toEqual(['gone']);
  });
});
