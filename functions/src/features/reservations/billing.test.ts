import { describe, expect, it } from 'vitest';
import {
  type BillableReservation,
  type Payment,
  billIdOf,
  billOf,
  earningsOf,
  payableTo,
} from './billing';
import { RESERVATION_STATUSES } from './lifecycle';
import { tokyoMonth } from '../../model/tokyo-time';

/** A small deterministic generator (mulberry32), so a failing case can be replayed by its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function reservations(seed: number, count: number): BillableReservation[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    // Around the November/December boundary in Tokyo, on the 15-minute grid.
    const start = new Date(Date.UTC(2026, 10, 25) + Math.floor(next() * 14 * 96) * 15 * 60_000);
    return {
      kind: 'reservation',
      id: `r${i}`,
      rateClass: 'campus',
      fiscalYear: null,
      userId: pick(['u1', 'u2', 'lab']),
      lenderId: pick(['lab-a', 'lab-b']),
      deviceId: pick(['d1', 'd2', 'd3']),
      deviceName: 'Device',
      start,
      end: new Date(start.getTime() + (1 + Math.floor(next() * 8)) * 15 * 60_000),
      status: pick(RESERVATION_STATUSES),
      fee: Math.floor(next() * 5000),
      consumables: pick([0, 0, 300, 1250]),
      assistance: pick([0, 0, 0, 800]),
      fund: pick([null, FUND_A, FUND_B]),
    };
  });
}

const FUND_A = { id: 'fa', groupId: 'lab', name: 'Kakenhi A', projectCode: '202600000001' };
const FUND_B = { id: 'fb', groupId: 'lab', name: 'Operating', projectCode: '202600000002' };

describe('bills', () => {
  it('total the charged reservations of the month at their frozen fees', () => {
    const rs: BillableReservation[] = [
      {
        kind: 'reservation',
        id: 'a',
        rateClass: 'campus',
        fiscalYear: null,
        userId: 'u1',
        lenderId: 'lab',
        deviceId: 'd',
        deviceName: 'Printer',
        start: new Date('2026-12-01T01:00:00Z'),
        end: new Date('2026-12-01T02:00:00Z'),
        status: 'returned',
        fee: 1000,
        consumables: 0,
        assistance: 0,
        fund: null,
      },
      {
        kind: 'reservation',
        id: 'b',
        rateClass: 'campus',
        fiscalYear: null,
        userId: 'u1',
        lenderId: 'lab',
        deviceId: 'd',
        deviceName: 'Printer',
        start: new Date('2026-12-02T01:00:00Z'),
        end: new Date('2026-12-02T02:00:00Z'),
        status: 'cancelled',
        fee: 1000,
        consumables: 0,
        assistance: 0,
        fund: null,
      },
      {
        kind: 'reservation',
        id: 'c',
        rateClass: 'campus',
        fiscalYear: null,
        userId: 'u1',
        lenderId: 'lab',
        deviceId: 'd',
        deviceName: 'Printer',
        start: new Date('2026-11-30T16:00:00Z'),
        end: new Date('2026-11-30T17:00:00Z'),
        status: 'no_show',
        fee: 500,
        consumables: 0,
        assistance: 0,
        fund: null,
      },
      {
        kind: 'reservation',
        id: 'd',
        rateClass: 'campus',
        fiscalYear: null,
        userId: 'u2',
        lenderId: 'lab',
        deviceId: 'd',
        deviceName: 'Printer',
        start: new Date('2026-12-03T01:00:00Z'),
        end: new Date('2026-12-03T02:00:00Z'),
        status: 'approved',
        fee: 700,
        consumables: 0,
        assistance: 0,
        fund: null,
      },
    ];
    const payments: Payment[] = [
      { billId: billIdOf('u1', '2026-12'), lenderId: 'lab', amount: 600 },
    ];
    const bill = billOf('u1', '2026-12', rs, payments);
    expect(bill.lines.map((l) => l.reservationId)).toEqual(['c', 'a']); // c starts 01:00 Tokyo on Dec 1
    expect(bill.byFund).toEqual([{ fund: null, total: 1500 }]);
    expect(bill).toMatchObject({ id: 'u1_2026-12', total: 1500, paid: 600, due: 900 });
    expect(payableTo(bill, 'lab', payments)).toBe(900);
    expect(earningsOf('lab', '2026-12', rs, payments)).toMatchObject({
      total: 2200,
      received: 600,
      outstanding: 1600,
    });
  });

  it('bill consumables with the use, and total the lines by fund', () => {
    const r = (id: string, fee: number, consumables: number, fund: typeof FUND_A | null) => ({
      kind: 'reservation' as const,
      rateClass: 'campus' as const,
      fiscalYear: null,
      id,
      userId: 'u1',
      lenderId: 'lab',
      deviceId: 'd',
      deviceName: 'SEM',
      start: new Date(`2026-12-0${id.length}T01:00:00Z`),
      end: new Date(`2026-12-0${id.length}T02:00:00Z`),
      status: 'returned' as const,
      fee,
      consumables,
      assistance: 0,
      fund,
    });
    // A reservation that cost nothing to use but used consumables is billed for them.
    const rs = [r('a', 1000, 500, FUND_A), r('bb', 0, 300, null), r('ccc', 2000, 0, FUND_A)];
    const bill = billOf('u1', '2026-12', rs, []);
    expect(bill.lines.map((l) => [l.reservationId, l.fee, l.consumables, l.amount])).toEqual([
      ['a', 1000, 500, 1500],
      ['bb', 0, 300, 300],
      ['ccc', 2000, 0, 2000],
    ]);
    expect(bill.total).toBe(3800);
    expect(bill.byFund).toEqual([
      { fund: FUND_A, total: 3500 },
      { fund: null, total: 300 },
    ]);
  });

  it("property: a bill total is the sum of its lines, lines are the month's charged ones, and lenders earn what users are billed", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rs = reservations(seed, 1 + (seed % 40));
      for (const month of ['2026-11', '2026-12']) {
        let billed = 0;
        for (const user of ['u1', 'u2', 'lab']) {
          const bill = billOf(user, month, rs, []);
          expect(bill.total, `seed ${seed}`).toBe(bill.lines.reduce((s, l) => s + l.amount, 0));
          expect(bill.byFund.reduce((s, f) => s + f.total, 0)).toBe(bill.total);
          for (const { fund, total } of bill.byFund)
            expect(total).toBe(
              bill.lines.filter((l) => l.fund?.id === fund?.id).reduce((s, l) => s + l.amount, 0),
            );
          expect(Number.isInteger(bill.total)).toBe(true);
          for (const line of bill.lines) {
            expect(tokyoMonth(line.start)).toBe(month);
            expect(['approved', 'checked_out', 'returned', 'no_show']).toContain(line.status);
          }
          billed += bill.total;
        }
        const earned = ['lab-a', 'lab-b'].reduce(
          (s, l) => s + earningsOf(l, month, rs, []).total,
          0,
        );
        expect(earned, `seed ${seed}`).toBe(billed);
      }
    }
  });
});
