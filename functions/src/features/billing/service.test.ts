import { describe, expect, it } from 'vitest';
import { billsCsv, monthsBetween, tokyoText } from './service';

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
            reservationId: 'r1',
            userId: 'u1',
            lenderId: 'lab',
            deviceId: 'd1',
            deviceName: '=HYPERLINK("x")',
            start: new Date('2026-12-01T01:00:00Z'),
            end: new Date('2026-12-01T02:00:00Z'),
            status: 'returned',
            fee: 600,
          },
        ],
        total: 600,
        paid: 0,
        due: 600,
      },
    ]);
    const rows = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(rows).toEqual([
      'month,reservation,device,lender,start,end,status,fee_yen',
      `2026-12,r1,"'=HYPERLINK(""x"")",lab,2026/12/01 10:00:00,2026/12/01 11:00:00,returned,600`,
    ]);
  });
});
