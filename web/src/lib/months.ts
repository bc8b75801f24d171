import { monthCount } from './share-mode/tokyo-grid';

/**
 * Months as reports count them: `YYYY-MM`, a month in Asia/Tokyo (the API's `ImpactMonth`; the
 * model's `tokyoMonth` gives the month of an instant). Pure functions, each with a unit test.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a month `YYYY-MM` (what `<input type="month">` gives). */
export const isMonth = (value: string): boolean => MONTH.test(value);

/** `2025-04` -> `2025/04` (the product writes dates with slashes). */
export const formatMonth = (month: string): string => month.replace('-', '/');

/** The month `count` months after `month` (before it when negative): `2025-01`, -1 -> `2024-12`. */
export function addMonths(month: string, count: number): string {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Invalid month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months `from`..`to` spans, both included (0 or less when `to` is before `from`). */
export { monthCount };

/** The Tokyo month an instant falls in (the model's, which the API counts by). */
export { tokyoMonth } from '@campus/model/tokyo-time';
