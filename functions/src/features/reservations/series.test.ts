import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../shared/seeded-random';
import type { BookingRules } from './booking';
import { type Busy, planSeries, SERIES_WEEKS_MAX, weeklyRanges } from './series';

const HOUR = 3_600_000;

const WEEK = 7 * 24 * HOUR;

const RULES: BookingRules = {
  minMinutes: 30,
  maxMinutes: 240,
  advanceDays: 120,
  bufferMinutes: 15,
  openFrom: 9 * 60,
  openUntil: 18 * 60,
  weekdays: [1, 2, 3, 4, 5],
  closures: [],
};
const NOW = new Date('2026-12-01T00:00:00Z'); // Tuesday 09:00 in Tokyo
/** Wednesday 2026-12-02, 10:00 to 12:00 in Tokyo. */
const FIRST = { start: new Date('2026-12-02T01:00:00Z'), end: new Date('2026-12-02T03:00:00Z') };
const shifted = (weeks: number, hours = 0) => ({
  start: new Date(FIRST.start.getTime() + weeks * WEEK + hours * HOUR),
  end: new Date(FIRST.end.getTime() + weeks * WEEK + hours * HOUR),
});

describe('a weekly series', () => {
  it('repeats the same Tokyo hours a week apart, 1 to 12 times', () => {
    const ranges = weeklyRanges(FIRST, 3);
    expect(ranges.map((r) => r.start.toISOString())).toEqual([
      '2026-12-02T01:00:00.000Z',
      '2026-12-09T01:00:00.000Z',
      '2026-12-16T01:00:00.000Z',
    ]);
    expect(() => weeklyRanges(FIRST, 0)).toThrow(RangeError);
    expect(() => weeklyRanges(FIRST, SERIES_WEEKS_MAX + 1)).toThrow(RangeError);
    expect(() => weeklyRanges(FIRST, 2.5)).toThrow(RangeError);
  });

  it('of 6 dates with a booking and an outage in the way books the other 4', () => {
    const busy: Busy[] = [
      { ...shifted(1, 1), kind: 'reservation' }, // 11:00-13:00 a week later
      { ...shifted(3), kind: 'outage' },
    ];
    const plan = planSeries(FIRST, 6, RULES, busy, NOW);
    expect(plan.map((date) => date.conflict?.kind ?? 'free')).toEqual([
      'free',
      'reservation',
      'free',
      'outage',
      'free',
      'free',
    ]);
  });

  it("keeps the device's buffer after other bookings, not after outages", () => {
    const justBefore = { start: new Date(FIRST.start.getTime() - 2 * HOUR), end: FIRST.start };
    expect(
      planSeries(FIRST, 1, RULES, [{ ...justBefore, kind: 'reservation' }], NOW)[0]?.conflict,
    ).toEqual({ kind: 'reservation' });
    expect(
      planSeries(FIRST, 1, RULES, [{ ...justBefore, kind: 'outage' }], NOW)[0]?.conflict,
    ).toBeNull();
  });

  it("reports the device's own rules per date: a closure, and dates beyond the booking horizon", () => {
    const rules = {
      ...RULES,
      advanceDays: 20,
      closures: [{ from: '2026-12-09', until: '2026-12-09', reason: 'Inspection' }],
    };
    const plan = planSeries(FIRST, 4, rules, [], NOW);
    expect(plan.map((date) => date.conflict?.kind ?? 'free')).toEqual([
      'free',
      'rules',
      'free',
      'rules',
    ]);
    expect(plan[1]?.conflict).toEqual({
      kind: 'rules',
      reason: 'The device is closed on this day (Inspection)',
    });
  });

  // Property: over random busy ranges, a date is free exactly when nothing collides with it, the
  // dates are a week apart and there are as many as asked. Seeded, so a failure repeats.
  it('marks a date free exactly when nothing is in its way (500 random cases)', () => {
    const random = seededRandom('20261127');
    const pick = (n: number) => Math.floor(random() * n);
    for (let run = 0; run < 500; run++) {
      const weeks = 1 + pick(SERIES_WEEKS_MAX);
      const busy: Busy[] = Array.from({ length: pick(6) }, () => {
        const start = FIRST.start.getTime() + pick(weeks * 7 * 24 * 4) * 15 * 60_000 - 4 * HOUR;
        const length = (1 + pick(16)) * 15 * 60_000;
        return {
          start: new Date(start),
          end: new Date(start + length),
          kind: random() < 0.3 ? 'outage' : 'reservation',
        };
      });
      const plan = planSeries(FIRST, weeks, RULES, busy, NOW);
      expect(plan).toHaveLength(weeks);
      plan.forEach((date, i) => {
        expect(date.start.getTime() - FIRST.start.getTime()).toBe(i * WEEK);
        const buffer = (b: Busy) => (b.kind === 'outage' ? 0 : RULES.bufferMinutes * 60_000);
        const hit = busy.some(
          (b) =>
            date.start.getTime() < b.end.getTime() + buffer(b) &&
            b.start.getTime() < date.end.getTime() + buffer(b),
        );
        expect(date.conflict === null, `run ${run}, date ${i}`).toBe(!hit);
      });
    }
  });
});
