/**
 * The dates the API accepts, as plain functions and constants (no zod): the zod date schemas of
 * `primitives.ts` and the web forms both use them.
 */

/**
 * Every date the API accepts lies in these years: far inside Firestore's Timestamp range
 * (0001-9999), so nothing outside it can be stored or reach a query. Calendar dates (an asset's
 * acquisition) may be older than date-times (pick-ups, reservations, expiry, months of bills).
 */
export const DATE_TIME_YEARS = { min: 2000, max: 2100 } as const;
export const CALENDAR_DATE_YEARS = { min: 1900, max: 2100 } as const;

/** True when a `YYYY-...` date, date-time, month or `datetime-local` value is written in `years`. */
export function inYears(value: string, years: { min: number; max: number }): boolean {
  const year = Number(value.slice(0, 4));
  return year >= years.min && year <= years.max;
}

/** True when `y-m-d` is a real calendar date (spec section 5: enter a valid date). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** `YYYY-MM-DD` naming a real calendar date (the years are checked apart). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  return isRealDate(y ?? NaN, m ?? NaN, d ?? NaN);
}
