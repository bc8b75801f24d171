import { describe, expect, it } from 'vitest';
import {
  cellKey,
  cellPartsOf,
  impactCsv,
  type MonthCounts,
  monthsBetween,
  rangeProblem,
  shiftMonth,
  summarize,
} from './service';

const NO_FILTERS = { campus: null, faculty: null, category: null };

const stored = new Map<string, MonthCounts>([
  [
    '2026-10',
    {
      cells: {
        [cellKey({ campus: 'main', faculty: 'letters', category: 'books' })]: {
          items: 4,
          kg: 2,
          kgCO2e: 1.02,
        },
        [cellKey({ campus: 'lab', faculty: 'none', category: 'furniture' })]: {
          items: 1,
          exhibits: 1,
          yen: 30000,
          kg: 35,
          kgCO2e: 17.85,
        },
      },
      devices: { lab: { hours: 2.5 } },
    },
  ],
  [
    '2026-12',
    {
      cells: {
        [cellKey({ campus: 'main', faculty: 'letters', category: 'furniture' })]: {
          items: 2,
          kg: 30,
          kgCO2e: 15.3,
        },
      },
      devices: {},
    },
  ],
]);

describe('impact months', () => {
  it('counts ranges across years and refuses more than a year or a backwards one', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(shiftMonth('2026-01', 11)).toBe('2025-02');
    expect(shiftMonth('2025-12', -1)).toBe('2026-01');
    expect(rangeProblem('2025-02', '2026-01')).toBeNull();
    expect(rangeProblem('2025-01', '2026-01')).toMatch(/at most 12 months/);
    expect(rangeProblem('2026-02', '2026-01')).toMatch(/ends before/);
  });

  it('keys cells by campus, faculty and category, and reads them back', () => {
    const parts = { campus: 'main-campus', faculty: 'none', category: 'lab-equipment' };
    expect(cellPartsOf(cellKey(parts))).toEqual(parts);
    expect(cellKey({ campus: '', faculty: '', category: '' })).toBe('-~none~-');
  });
});

describe('summarize', () => {
  it('gives every month of the range, zeros included, and the breakdowns', () => {
    const result = summarize('2026-10', '2026-12', stored, NO_FILTERS);
    expect(result.months.map((m) => [m.month, m.items, m.deviceHours])).toEqual([
      ['2026-10', 5, 2.5],
      ['2026-11', 0, 0],
      ['2026-12', 2, 0],
    ]);
    expect(result.totals).toEqual({
      items: 7,
      exhibits: 1,
      yen: 30000,
      kg: 67,
      kgCO2e: 34.17,
      deviceHours: 2.5,
    });
    expect(result.byCategory.map((r) => [r.id, r.items, r.deviceHours])).toEqual([
      ['furniture', 3, null],
      ['books', 4, null],
    ]);
    expect(result.byCampus.map((r) => [r.id, r.items, r.deviceHours])).toEqual([
      ['lab', 1, 2.5],
      ['main', 6, 0],
    ]);
  });

  it('filters by campus (device hours kept) and by faculty or category (device hours null)', () => {
    const lab = summarize('2026-10', '2026-12', stored, { ...NO_FILTERS, campus: 'lab' });
    expect(lab.totals).toMatchObject({ items: 1, deviceHours: 2.5 });
    const letters = summarize('2026-10', '2026-12', stored, { ...NO_FILTERS, faculty: 'letters' });
    expect(letters.totals).toMatchObject({ items: 6, kg: 32, deviceHours: null });
    expect(letters.months[0]?.deviceHours).toBeNull();
    const books = summarize('2026-10', '2026-12', stored, { ...NO_FILTERS, category: 'books' });
    expect(books.totals).toMatchObject({ items: 4, deviceHours: null });
  });
});

describe('impactCsv', () => {
  it('writes a row per cell and month, then the device hours per campus, named by the caller', () => {
    const csv = impactCsv('2026-10', '2026-12', stored, NO_FILTERS, (kind, id) => `${kind}:${id}`);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFmonth,campus,faculty,category,items,exhibits,yen,kg,kg_co2e,device_hours',
      '2026-10,campus:lab,faculty:none,category:furniture,1,1,30000,35,17.85,',
      '2026-10,campus:main,faculty:letters,category:books,4,0,0,2,1.02,',
      '2026-10,campus:lab,,,,,,,,2.5',
      '2026-12,campus:main,faculty:letters,category:furniture,2,0,0,30,15.3,',
      '',
    ]);
    const filtered = impactCsv(
      '2026-10',
      '2026-12',
      stored,
      { ...NO_FILTERS, category: 'books' },
      (_k, id) => id,
    );
    expect(filtered.split('\r\n')).toHaveLength(3);
  });
});
