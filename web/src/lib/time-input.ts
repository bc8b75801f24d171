import { DateTime } from 'luxon';
import { APP_ZONE } from './zone';

/**
 * `<input type="datetime-local">` values and ISO 8601 instants, with luxon: every wall time in
 * Asia/Tokyo whatever the browser's zone. Import it only from forms, never from the shell or the
 * home page, so the date library stays out of the first load (web/scripts/initial-js.ts measures
 * it); showing a date needs only `time.ts`.
 */

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
  const parsed =
    typeof value === 'string'
      ? DateTime.fromISO(value, { setZone: true })
      : DateTime.fromJSDate(value);
  if (!parsed.isValid) throw new RangeError(`Invalid date: ${String(value)}`);
  return parsed.setZone(zone).toFormat(LOCAL_INPUT_FORMAT);
}
