import { describe, expect, it } from 'vitest';
import { cancelledByOutage, outageOver, outageProblems, overlaps } from './outage';

const H = 60 * 60_000;
const NOW = new Date('2026-12-01T00:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * H);
const range = (from: number, to: number) => ({ start: at(from), end: at(to) });

describe('outageProblems', () => {
  it('takes a range that ends after now, at most 90 days long', () => {
    expect(outageProblems(range(-5, 2), NOW)).toEqual([]);
    expect(outageProblems(range(1, 1 + 90 * 24), NOW)).toEqual([]);
  });

  it('refuses an empty or reversed range, one already over, and one too long, at body.end', () => {
    for (const bad of [range(2, 2), range(3, 2), range(-5, 0), range(1, 2 + 90 * 24)]) {
      expect(outageProblems(bad, NOW).map((e) => e.location)).toEqual(['body.end']);
    }
  });
});

describe('overlaps', () => {
  it('shares time, touching ends do not', () => {
    expect(overlaps(range(0, 2), range(1, 3))).toBe(true);
    expect(overlaps(range(0, 2), range(2, 3))).toBe(false);
    expect(overlaps(range(1, 2), range(0, 5))).toBe(true);
  });
});

describe('cancelledByOutage', () => {
  it('cancels every holding reservation inside but a checked-out one, never one over', () => {
    const outage = range(0, 10);
    expect(cancelledByOutage(outage, { ...range(2, 3), status: 'requested' })).toBe(true);
    expect(cancelledByOutage(outage, { ...range(2, 3), status: 'awaiting_budget' })).toBe(true);
    expect(cancelledByOutage(outage, { ...range(9, 11), status: 'approved' })).toBe(true);
    expect(cancelledByOutage(outage, { ...range(2, 3), status: 'checked_out' })).toBe(false);
    expect(cancelledByOutage(outage, { ...range(2, 3), status: 'cancelled' })).toBe(false);
    expect(cancelledByOutage(outage, { ...range(10, 11), status: 'approved' })).toBe(false);
  });
});

describe('outageOver', () => {
  it('finds a standing outage over the range, not a lifted one', () => {
    const standing = { ...range(5, 8), liftedAt: null };
    const lifted = { ...range(0, 3), liftedAt: NOW };
    expect(outageOver([lifted, standing], range(1, 2))).toBeUndefined();
    expect(outageOver([lifted, standing], range(7, 9))).toBe(standing);
  });
});
