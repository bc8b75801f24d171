import { TOKYO_OFFSET } from '@campus/model/tokyo-offset';

/**
 * Dates as the product shows them: every time in Asia/Tokyo whatever the browser's zone, by
 * Tokyo's fixed offset, so the home page shows dates without a date library or a time-zone
 * formatter in the first load (web/scripts/initial-js.ts measures it); the form conversions, for
 * any zone, are in `time-input.ts`.
 */

/**
 * An ISO 8601 date, optionally with a time (seconds and fraction optional) and an offset. Without an
 * offset it is a wall time of the browser's zone, as `Date` reads it.
 */
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** The instant an ISO 8601 string (as above) or a Date names; a RangeError for anything else. */
export function toInstant(value: string | Date): Date {
  const match = typeof value === 'string' ? ISO_DATE_TIME.exec(value) : null;
  // `Date` reads a date alone as UTC: give it the time, so it is a local wall time like the others.
  const date =
    typeof value !== 'string'
      ? value
      : new Date(match ? `${match[1]}${match[2] ?? 'T00:00'}` : Number.NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/**
 * `2024-03-31T15:30:00Z` -> `2024/04/01 00:30:00` (spec: YYYY/MM/DD HH:mm:ss, in Asia/Tokyo).
 * Throws a RangeError for anything that is not a date. Tokyo's times are UTC shifted by its fixed
 * offset (no daylight saving): the first `Intl.DateTimeFormat` with a time zone loads the zone
 * data, a task of about 100 ms on a phone's CPU while a server-rendered page is taken over.
 */
export function formatDateTime(value: string | Date): string {
  const shifted = new Date(toInstant(value).getTime() + TOKYO_OFFSET).toISOString();
  return `${shifted.slice(0, 10).replaceAll('-', '/')} ${shifted.slice(11, 19)}`;
}
