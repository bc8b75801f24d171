import { describe, expect, it } from 'vitest';
import {
  type MeasuredAction,
  PRICES,
  ZERO_COST,
  actionsTable,
  dayOf,
  markdownTable,
  monthlyBill,
} from './bill-model.js';

const cost = (reads: number, writes = 0, invocations = 1) => ({
  reads,
  writes,
  deletes: 0,
  invocations,
});
const measured: MeasuredAction[] = [
  { action: 'home', api: cost(30), triggers: ZERO_COST },
  { action: 'chat', api: cost(20, 4, 2), triggers: cost(40, 5, 3) },
];

describe('the bill', () => {
  it("sums a user's day from the actions, triggers included, and refuses an unmeasured one", () => {
    expect(dayOf(measured, { home: 3, chat: 2 })).toEqual({
      reads: 3 * 30 + 2 * 60,
      writes: 2 * 9,
      deletes: 0,
      invocations: 3 + 2 * 5,
    });
    expect(() => dayOf(measured, { search: 1 })).toThrow(/search/);
  });

  it('charges what is above the free tier per day, over 30 days, in yen', () => {
    // 1,000 users x 150 reads = 150,000 a day: 100,000 above the free 50,000.
    const bill = monthlyBill(1000, cost(150, 10, 100));
    expect(bill.yen.reads).toBeCloseTo(
      PRICES.readsPer100k * PRICES.daysPerMonth * PRICES.yenPerDollar,
    );
    expect(bill.yen.writes).toBe(0); // 10,000 writes a day: inside the free 20,000
    // 3,000,000 invocations a month: 1,000,000 above the free 2,000,000.
    expect(bill.yen.invocations).toBeCloseTo(PRICES.invocationsPerMillion * PRICES.yenPerDollar);
    expect(bill.yen.total).toBeCloseTo(bill.yen.reads + bill.yen.invocations);
    expect(monthlyBill(10, cost(150)).yen.total).toBe(0);
  });

  it('prints markdown tables', () => {
    expect(markdownTable(['a', 'b'], [['1', '2']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |');
    expect(actionsTable(measured, { chat: 2 }).split('\n')[3]).toBe(
      '| chat | 2 | 20 | 4 | 0 | 2 | 40 | 5 | 3 |',
    );
  });
});
