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
