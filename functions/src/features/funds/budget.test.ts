import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import {
  assertChargeable,
  assertConsumableChargeable,
  awaitsHolder,
  cappedByMonth,
  fundCovers,
  type FundTerms,
} from './budget';

const fund: FundTerms = {
  fiscalYear: 2026,
  active: true,
  monthlyCap: 10_000,
  approvalThreshold: 5_000,
};
/** Noon in Tokyo on a date. */
const at = (ymd: string) => new Date(`${ymd}T03:00:00Z`);
const codeOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : String(error);
  }
};

describe('funds', () => {
  it('cover the dates of their fiscal year (April to March, Tokyo) while open', () => {
    expect(fundCovers(fund, at('2026-04-01'))).toBe(true);
    expect(fundCovers(fund, at('2027-03-31'))).toBe(true);
    // 2026-03-31 23:30 Tokyo is still FY2025; 2027-04-01 00:00 Tokyo is FY2027.
    expect(fundCovers(fund, new Date('2026-03-31T14:30:00Z'))).toBe(false);
    expect(fundCovers(fund, new Date('2027-03-31T15:00:00Z'))).toBe(false);
    expect(fundCovers({ ...fund, active: false }, at('2026-10-01'))).toBe(false);
  });

  it('send charges above the threshold to the holder, and none without a threshold', () => {
    expect(awaitsHolder(fund, 5_000)).toBe(false);
    expect(awaitsHolder(fund, 5_001)).toBe(true);
    expect(awaitsHolder({ ...fund, approvalThreshold: null }, 1_000_000)).toBe(false);
    expect(awaitsHolder({ ...fund, approvalThreshold: 0 }, 1)).toBe(true);
  });

  it('count what holds or was billed against the month, not what was cancelled or rejected', () => {
    const months = cappedByMonth([
      { start: at('2026-11-02'), status: 'approved', amount: 1000 },
      { start: at('2026-11-03'), status: 'awaiting_budget', amount: 2000 },
      { start: at('2026-11-04'), status: 'cancelled', amount: 4000 },
      { start: at('2026-11-05'), status: 'rejected', amount: 8000 },
      { start: at('2026-12-01'), status: 'returned', amount: 300 },
    ]);
    expect(Object.fromEntries(months)).toEqual({ '2026-11': 3000, '2026-12': 300 });
  });

  it('refuse a charge over the monthly cap, or outside the fiscal year', () => {
    const existing = [{ start: at('2026-11-02'), status: 'approved' as const, amount: 7000 }];
    expect(
      codeOf(() => assertChargeable(fund, existing, [{ start: at('2026-11-20'), amount: 3000 }])),
    ).toBeNull();
    expect(
      codeOf(() => assertChargeable(fund, existing, [{ start: at('2026-11-20'), amount: 3001 }])),
    ).toBe('409 fund_cap_exceeded');
    // Another month has its own cap.
    expect(
      codeOf(() => assertChargeable(fund, existing, [{ start: at('2026-12-01'), amount: 10_000 }])),
    ).toBeNull();
    // A series adds up within each month.
    expect(
      codeOf(() =>
        assertChargeable(fund, existing, [
          { start: at('2026-11-20'), amount: 2000 },
          { start: at('2026-11-27'), amount: 2000 },
        ]),
      ),
    ).toBe('409 fund_cap_exceeded');
    expect(
      codeOf(() =>
        assertChargeable({ ...fund, monthlyCap: null }, existing, [
          { start: at('2026-11-20'), amount: 99_999_999 },
        ]),
      ),
    ).toBeNull();
    expect(codeOf(() => assertChargeable(fund, [], [{ start: at('2027-04-01'), amount: 1 }]))).toBe(
      '409 fund_not_current',
    );
  });

  it('refuse a consumable over the cap, or over the threshold unless the holder booked', () => {
    const existing = [{ start: at('2026-11-02'), status: 'checked_out' as const, amount: 4000 }];
    const line =
      (amount: number, total: number, byHolder = false) =>
      () =>
        assertConsumableChargeable(fund, existing, {
          start: at('2026-11-02'),
          amount,
          total,
          byHolder,
        });
    expect(codeOf(line(1000, 5000))).toBeNull();
    expect(codeOf(line(1001, 5001))).toBe('409 fund_threshold_exceeded');
    expect(codeOf(line(1001, 5001, true))).toBeNull();
    expect(codeOf(line(6001, 10_001, true))).toBe('409 fund_cap_exceeded');
    expect(
      codeOf(() =>
        assertConsumableChargeable({ ...fund, active: false }, existing, {
          start: at('2026-11-02'),
          amount: 1,
          total: 4001,
          byHolder: false,
        }),
      ),
    ).toBe('409 fund_not_current');
  });
});
