import { describe, expect, it } from 'vitest';
import { fiscalYearMonths, fiscalYearOf, fiscalYearRange } from './fiscal-year';

describe('fiscal years (April to March, Asia/Tokyo)', () => {
  it('puts the instants around 1 April midnight in Tokyo in the right year', () => {
    // 2027-03-31 23:59 and 2027-04-01 00:00 in Tokyo.
    expect(fiscalYearOf(new Date('2027-03-31T14:59:59.999Z'))).toBe(2026);
    expect(fiscalYearOf(new Date('2027-03-31T15:00:00Z'))).toBe(2027);
    expect(fiscalYearOf(new Date('2026-12-31T15:00:00Z'))).toBe(2026); // 1 January 2027
  });

  it('gives the range of a year, each instant of it in that year', () => {
    const { start, end } = fiscalYearRange(2026);
    expect(start.toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(end.toISOString()).toBe('2027-03-31T15:00:00.000Z');
    expect(fiscalYearOf(start)).toBe(2026);
    expect(fiscalYearOf(new Date(end.getTime() - 1))).toBe(2026);
    expect(fiscalYearOf(end)).toBe(2027);
  });

  it('lists its months from April to March', () => {
    const months = fiscalYearMonths(2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-04');
    expect(months[8]).toBe('2026-12');
    expect(months[9]).toBe('2027-01');
    expect(months[11]).toBe('2027-03');
  });
});
