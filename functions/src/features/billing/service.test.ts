import { describe, expect, it } from 'vitest';
import { billsCsv, lenderViewOf, monthsBetween } from './service';
import { tokyoText } from '../../model/tokyo-time';

describe('month ranges', () => {
  it('list the months inclusive, across a year end', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsBetween('2026-05', '2026-05')).toEqual(['2026-05']);
    expect(monthsBetween('2026-01', '2026-12')).toHaveLength(12);
  });

  it('refuse a reversed range or more than a year, at query.to', () => {
    for (const [from, to] of [
      ['2026-05', '2026-04'],
      ['2026-01', '2027-01'],
    ] as const) {
      expect(() => monthsBetween(from, to)).toThrow(
        expect.objectContaining({ status: 400 }) as Error,
      );
    }
  });
});

describe('CSV', () => {
  it('shows times in Tokyo and one row per line, formula-safe', () => {
    expect(tokyoText(new Date('2026-11-30T15:04:05Z'))).toBe('2026/12/01 00:04:05');
    const csv = billsCsv([
      {
        id: 'u1_2026-12',
        userId: 'u1',
        month: '2026-12',
        lines: [
          {
            kind: 'reservation',
            reservationId: 'r1',
            rateClass: 'campus',
            fiscalYear: null,
            userId: 'u1',
            lenderId: 'lab',
            deviceId: 'd1',
            deviceName: '=HYPERLINK("x")',
            start: new Date('2026-12-01T01:00:00Z'),
            end: new Date('2026-12-01T02:00:00Z'),
            status: 'returned',
            fee: 600,
            consumables: 150,
            assistance: 0,
            amount: 750,
            fund: { id: 'f1', groupId: 'lab', name: 'Kakenhi', projectCode: '202600000001' },
          },
        ],
        byFund: [],
        total: 750,
        paid: 0,
        due: 750,
      },
    ]);
    const rows = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(rows).toEqual([
      'month,reservation,device,lender,start,end,status,fee_yen,consumables_yen,assistance_yen,total_yen,fund,project_code,kind,rate_class,fiscal_year',
      `2026-12,r1,"'=HYPERLINK(""x"")",lab,2026/12/01 10:00:00,2026/12/01 11:00:00,returned,600,150,0,750,Kakenhi,202600000001,reservation,campus,`,
    ]);
  });
});

describe("lenderViewOf (a user's bill seen by one of its lenders)", () => {
  const line = (reservationId: string, lenderId: string, fee: number) => ({
    kind: 'reservation' as const,
    rateClass: 'campus' as const,
    fiscalYear: null,
    reservationId,
    userId: 'u1',
    lenderId,
    deviceId: `d-${lenderId}`,
    deviceName: 'Device',
    start: new Date('2026-12-01T01:00:00Z'),
    end: new Date('2026-12-01T02:00:00Z'),
    status: 'returned' as const,
    fee,
    consumables: 0,
    assistance: 0,
    amount: fee,
    fund: null,
  });
  const bill = {
    id: 'u1_2026-12',
    userId: 'u1',
    month: '2026-12',
    lines: [line('r1', 'lab-1', 600), line('r2', 'lab-2', 1200), line('r3', 'lab-1', 300)],
    byFund: [{ fund: null, total: 2100 }],
    total: 2100,
    paid: 700,
    due: 1400,
  };
  const payments = [
    { billId: 'u1_2026-12', lenderId: 'lab-1', amount: 500 },
    { billId: 'u1_2026-12', lenderId: 'lab-2', amount: 200 },
    { billId: 'u1_2026-11', lenderId: 'lab-1', amount: 50 },
  ];

  it('keeps only the lender’s lines, its share and what was paid to it', () => {
    expect(lenderViewOf(bill, 'lab-1', payments)).toEqual({
      ...bill,
      lines: [bill.lines[0], bill.lines[2]],
      byFund: [{ fund: null, total: 900 }],
      total: 900,
      paid: 500,
      due: 400,
    });
  });

  it('gives a lender without lines an empty bill', () => {
    expect(lenderViewOf(bill, 'lab-9', payments)).toMatchObject({
      lines: [],
      total: 0,
      paid: 0,
      due: 0,
    });
  });
});
