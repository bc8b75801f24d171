import { DateTime } from 'luxon';
import { APP_ZONE } from './zone';

/**
 * Dates as the product shows them, with luxon: every time in Asia/Tokyo whatever the browser's zone.
 * Import it only from pages that show dates, never from the shell (header, footer, menus), so the
 * date library stays out of the first load (web/scripts/initial-js.ts measures it).
 */

/** Display format of timestamps (spec: YYYY/MM/DD HH:mm:ss). */
const DATE_TIME_FORMAT = 'yyyy/MM/dd HH:mm:ss';

function toDateTime(value: string | Date, zone: string): DateTime {
  const parsed =
    typeof value === 'string'
      ? DateTime.fromISO(value, { setZone: true })
      : DateTime.fromJSDate(value);
  if (!parsed.isValid) throw new RangeError(`Invalid date: ${String(value)}`);
  return parsed.setZone(zone);
}

/**
 * `2024-03-31T15:30:00Z` -> `2024/04/01 00:30:00` (in Asia/Tokyo unless another zone is given).
 * Throws a RangeError for anything that is not a date.
 */
export function formatDateTime(value: string | Date, zone: string = APP_ZONE): string {
  return toDateTime(value, zone).toFormat(DATE_TIME_FORMAT);
}

/** Value format of `<input type="datetime-local">` (minutes precision). */
const LOCAL_INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

/**
 * A `datetime-local` input value (`2024-04-01T10:00`, seconds optional) read as a wall time in
 * `zone` (Asia/Tokyo unless told) -> ISO 8601 with that zone's offset (`2024-04-01T10:00:00+09:00`),
 * whatever the browser's zone. Null for an empty or malformed value, or a time that does not exist.
 */
export function localInputToIso(value: string, zone: string = APP_ZONE): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const parsed = DateTime.fromISO(value, { zone });
  if (!parsed.isValid) return null;
  // A wall time skipped by a DST change would be shifted by luxon: refuse it instead.
  if (parsed.toFormat(LOCAL_INPUT_FORMAT) !== value.slice(0, 16)) return null;
  return parsed.toISO({ suppressMilliseconds: true });
}

/**
 * An ISO 8601 instant -> the `datetime-local` input value of its wall time in `zone` (Asia/Tokyo
 * unless told): `2024-04-01T01:00:00Z` -> `2024-04-01T10:00`. Throws a RangeError for a non-date.
 */
export function isoToLocalInput(value: string | Date, zone: string = APP_ZONE): string {
  return toDateTime(value, zone).toFormat(LOCAL_INPUT_FORMAT);
}
