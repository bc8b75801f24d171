import { toCsv } from '../../shared/csv';
import { IMPACT_LIMITS, NO_FACULTY } from '../../model/impact-types';
import type {
  ImpactFigures,
  ImpactMonth,
  ImpactResponse,
  ImpactRow,
} from '../../model/impact-types';

/**
 * The impact counters' pure rules (docs/impact.md): cell keys, month ranges, and summing the stored
 * month documents into the dashboard's answer and its CSV.
 */

/** What one cell (campus x faculty x top category) of a month holds. */
export interface CellCounts {
  items: number;
  exhibits: number;
  yen: number;
  kg: number;
  kgCO2e: number;
}

/** A stored month: its cells by key, and device hours by campus. */
export interface MonthCounts {
  cells: Record<string, Partial<CellCounts>>;
  devices: Record<string, { hours?: number }>;
}

export interface CellParts {
  campus: string;
  faculty: string;
  category: string;
}

const SEPARATOR = '~';

/** The key of a cell; lookup ids are kebab-case, so `~` never occurs in them. */
export const cellKey = ({ campus, faculty, category }: CellParts): string =>
  [campus || '-', faculty || NO_FACULTY, category || '-'].join(SEPARATOR);

export function cellPartsOf(key: string): CellParts {
  const [campus = '-', faculty = NO_FACULTY, category = '-'] = key.split(SEPARATOR);
  return { campus, faculty, category };
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthIndex(month: ImpactMonth): number {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function monthAt(index: number): ImpactMonth {
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `count` months back from `month` (negative: forward). */
export const shiftMonth = (month: ImpactMonth, count: number): ImpactMonth =>
  monthAt(monthIndex(month) - count);

/** The months from `from` to `to`, both included (empty when `from` is later). */
export function monthsBetween(from: ImpactMonth, to: ImpactMonth): ImpactMonth[] {
  const months: ImpactMonth[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) months.push(monthAt(i));
  return months;
}

/** Why a range is refused, or null: `to` before `from`, or longer than a year. */
export function rangeProblem(from: ImpactMonth, to: ImpactMonth): string | null {
  const length = monthIndex(to) - monthIndex(from) + 1;
  if (length < 1) return 'The range ends before it starts';
  if (length > IMPACT_LIMITS.rangeMonthsMax)
    return `The range is at most ${IMPACT_LIMITS.rangeMonthsMax} months`;
  return null;
}

const round = (value: number, places: number) => {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
};

const zero = (deviceHours: number | null): ImpactFigures => ({
  items: 0,
  exhibits: 0,
  yen: 0,
  kg: 0,
  kgCO2e: 0,
  deviceHours,
});

function add(into: ImpactFigures, cell: Partial<CellCounts>): void {
  into.items += cell.items ?? 0;
  into.exhibits += cell.exhibits ?? 0;
  into.yen += cell.yen ?? 0;
  into.kg += cell.kg ?? 0;
  into.kgCO2e += cell.kgCO2e ?? 0;
}

/** Weights to grams and hours to tenths, once summed. */
function tidy<T extends ImpactFigures>(figures: T): T {
  return {
    ...figures,
    kg: round(figures.kg, 3),
    kgCO2e: round(figures.kgCO2e, 3),
    deviceHours: figures.deviceHours === null ? null : round(figures.deviceHours, 1),
  };
}

export interface ImpactFilters {
  campus: string | null;
  faculty: string | null;
  category: string | null;
}

const matches = (parts: CellParts, filters: ImpactFilters) =>
  (filters.campus === null || parts.campus === filters.campus) &&
  (filters.faculty === null || parts.faculty === filters.faculty) &&
  (filters.category === null || parts.category === filters.category);

/**
 * The dashboard's answer from the stored months of the range (a missing month counts zero). Device
 * hours are kept per campus only, so a faculty or category filter leaves them null.
 */
export function summarize(
  from: ImpactMonth,
  to: ImpactMonth,
  stored: ReadonlyMap<ImpactMonth, MonthCounts>,
  filters: ImpactFilters,
): ImpactResponse {
  const withDevices = filters.faculty === null && filters.category === null;
  const totals = zero(withDevices ? 0 : null);
  const byCampus = new Map<string, ImpactFigures>();
  const byFaculty = new Map<string, ImpactFigures>();
  const byCategory = new Map<string, ImpactFigures>();
  const row = (rows: Map<string, ImpactFigures>, id: string, hours: number | null) => {
    let figures = rows.get(id);
    if (figures === undefined) {
      figures = zero(hours);
      rows.set(id, figures);
    }
    return figures;
  };

  const months = monthsBetween(from, to).map((month) => {
    const figures = { month, ...zero(withDevices ? 0 : null) };
    const counts = stored.get(month);
    if (counts === undefined) return figures;
    for (const [key, cell] of Object.entries(counts.cells)) {
      const parts = cellPartsOf(key);
      if (!matches(parts, filters)) continue;
      add(figures, cell);
      add(row(byCampus, parts.campus, withDevices ? 0 : null), cell);
      add(row(byFaculty, parts.faculty, null), cell);
      add(row(byCategory, parts.category, null), cell);
    }
    if (withDevices) {
      for (const [campus, { hours = 0 }] of Object.entries(counts.devices)) {
        if (filters.campus !== null && campus !== filters.campus) continue;
        figures.deviceHours = (figures.deviceHours ?? 0) + hours;
        const campusRow = row(byCampus, campus, 0);
        campusRow.deviceHours = (campusRow.deviceHours ?? 0) + hours;
      }
    }
    return figures;
  });

  for (const month of months) {
    add(totals, month);
    if (totals.deviceHours !== null) totals.deviceHours += month.deviceHours ?? 0;
  }
  const rowsOf = (rows: Map<string, ImpactFigures>): ImpactRow[] =>
    [...rows]
      .map(([id, figures]) => tidy({ id, ...figures }))
      .sort((a, b) => b.kgCO2e - a.kgCO2e || b.items - a.items || a.id.localeCompare(b.id));
  return {
    from,
    to,
    filters,
    totals: tidy(totals),
    months: months.map(tidy),
    byCampus: rowsOf(byCampus),
    byFaculty: rowsOf(byFaculty),
    byCategory: rowsOf(byCategory),
  };
}

export const IMPACT_CSV_HEADER = [
  'month',
  'campus',
  'faculty',
  'category',
  'items',
  'exhibits',
  'yen',
  'kg',
  'kg_co2e',
  'device_hours',
] as const;

/**
 * The CSV of a range: one row per stored cell (campus, faculty, top category) and month, then one
 * per campus and month with device hours; ids as stored, `names` turning them into the reader's
 * language where known.
 */
export function impactCsv(
  from: ImpactMonth,
  to: ImpactMonth,
  stored: ReadonlyMap<ImpactMonth, MonthCounts>,
  filters: ImpactFilters,
  names: (kind: 'campus' | 'faculty' | 'category', id: string) => string,
): string {
  const withDevices = filters.faculty === null && filters.category === null;
  const rows: (string | number)[][] = [];
  for (const month of monthsBetween(from, to)) {
    const counts = stored.get(month);
    if (counts === undefined) continue;
    const cells = Object.entries(counts.cells)
      .map(([key, cell]) => ({ parts: cellPartsOf(key), cell }))
      .filter(({ parts }) => matches(parts, filters))
      .sort((a, b) => cellKey(a.parts).localeCompare(cellKey(b.parts)));
    for (const { parts, cell } of cells) {
      rows.push([
        month,
        names('campus', parts.campus),
        names('faculty', parts.faculty),
        names('category', parts.category),
        cell.items ?? 0,
        cell.exhibits ?? 0,
        cell.yen ?? 0,
        round(cell.kg ?? 0, 3),
        round(cell.kgCO2e ?? 0, 3),
        '',
      ]);
    }
    if (!withDevices) continue;
    for (const [campus, { hours = 0 }] of Object.entries(counts.devices).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      if (filters.campus !== null && campus !== filters.campus) continue;
      rows.push([month, names('campus', campus), '', '', '', '', '', '', '', round(hours, 1)]);
    }
  }
  return toCsv(IMPACT_CSV_HEADER, rows);
}
