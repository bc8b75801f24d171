import { TOKYO_OFFSET, tokyoParts } from './tokyo-time';

/**
 * Japanese fiscal years (issue 19, part 4: a group's funds are registered per fiscal year): April
 * to March in Asia/Tokyo, named by the calendar year they start in (FY2026 is 2026-04-01 to
 * 2027-03-31). Plain functions, shared by the API and the web app.
 */

/** The fiscal year an instant falls in. */
export function fiscalYearOf(date: Date): number {
  const { ymd } = tokyoParts(date);
  const [year = 0, month = 0] = ymd.split('-').map(Number);
  return month >= 4 ? year : year - 1;
}

/** The instants fiscal year `year` starts and ends at ([start, end)). */
export function fiscalYearRange(year: number): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(year, 3, 1) - TOKYO_OFFSET),
    end: new Date(Date.UTC(year + 1, 3, 1) - TOKYO_OFFSET),
  };
}

/** `YYYY-MM` months of fiscal year `year`, April first. */
export function fiscalYearMonths(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const month = ((3 + i) % 12) + 1;
    return `${month >= 4 ? year : year + 1}-${String(month).padStart(2, '0')}`;
  });
}
