import { TOKYO_OFFSET } from '@campus/model/tokyo-time';
import { APP_ZONE } from './zone';

/**
 * Dates as the product shows them: every time in Asia/Tokyo whatever the browser's zone. Built on
 * the browser's `Intl`, so the home page can show dates without a date library in the first load
 * (web/scripts/initial-js.ts measures it); the form conversions are in `time-input.ts`.
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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The parts of YYYY/MM/DD HH:mm:ss in `zone`, 24-hour (made once per zone). */
export function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * `2024-03-31T15:30:00Z` -> `2024/04/01 00:30:00` (spec: YYYY/MM/DD HH:mm:ss, in Asia/Tokyo unless
 * another zone is given). Throws a RangeError for anything that is not a date. Tokyo's times are
 * UTC shifted by its fixed offset (no daylight saving): the first `Intl.DateTimeFormat` with a
 * time zone loads the zone data, a task of about 100 ms on a phone's CPU while a server-rendered
 * page is taken over.
 */
export function formatDateTime(value: string | Date, zone: string = APP_ZONE): string {
  if (zone === APP_ZONE) {
    const shifted = new Date(toInstant(value).getTime() + TOKYO_OFFSET).toISOString();
    return `${shifted.slice(0, 10).replaceAll('-', '/')} ${shifted.slice(11, 19)}`;
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(zone).formatToParts(toInstant(value))) {
    parts[part.type] = part.value;
  }
  const { year, month, day, hour, minute, second } = parts;
  return `${year}/${month}/${day} ${hour}:${minute}:${second}`;
}
