import { DateTime } from 'luxon';

/** Every time in the product is shown in this zone, whatever the browser's zone. */
export const APP_ZONE = 'Asia/Tokyo';

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

/** `2024-03-31T15:30:00Z` -> `2024/04/01 00:30:00` (in Asia/Tokyo unless another zone is given). */
export function formatDateTime(value: string | Date, zone: string = APP_ZONE): string {
  return toDateTime(value, zone).toFormat(DATE_TIME_FORMAT);
}

/** The calendar year now in the given zone (e.g. for the copyright line). */
export function currentYear(zone: string = APP_ZONE, now: Date = new Date()): number {
  return toDateTime(now, zone).year;
}
