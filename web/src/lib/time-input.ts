import { toInstant } from './time';
import { APP_ZONE } from './zone';

/**
 * `<input type="datetime-local">` values and ISO 8601 instants: every wall time in Asia/Tokyo
 * whatever the browser's zone, with `Intl` (the browser's time zone data), so the forms carry no date
 * library (issue 17: a lazy route within 50 kB gzip; luxon alone was 22 kB). Showing a date needs
 * only `time.ts`.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The parts of YYYY/MM/DD HH:mm:ss in `zone`, 24-hour (made once per zone). */
function formatterFor(zone: string): Intl.DateTimeFormat {
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

const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall time of `instant` (ms since the epoch) in `zone`. */
function wallTimeAt(instant: number, zone: string): WallTime {
  const parts = formatterFor(zone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((found) => found.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The wall time read as if it were UTC, in ms: the instant plus the zone's offset. */
const asUtc = (time: WallTime) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/** `zone`'s offset from UTC at `instant`, in ms (whole seconds). */
const offsetAt = (instant: number, zone: string) =>
  asUtc(wallTimeAt(instant, zone)) - Math.floor(instant / 1000) * 1000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `+09:00`; `Z` for the zone named UTC (as ISO 8601 and the API write it). */
function offsetText(offsetMs: number, zone: string): string {
  if (offsetMs === 0 && zone.toUpperCase() === 'UTC') return 'Z';
  const minutes = Math.abs(offsetMs) / 60_000;
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * A `datetime-local` input value (`2024-04-01T10:00`, seconds optional) read as a wall time in
 * `zone` (Asia/Tokyo unless told) -> ISO 8601 with that zone's offset (`2024-04-01T10:00:00+09:00`),
 * whatever the browser's zone. Null for an empty or malformed value, or a time that does not exist.
 */
export function localInputToIso(value: string, zone: string = APP_ZONE): string | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const wall: WallTime = { year, month, day, hour, minute, second };
  const local = asUtc(wall);
  // 2024-02-30 or 25:00 roll over in Date.UTC: refuse what does not read back the same.
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    check.getUTCHours() !== wall.hour
  ) {
    return null;
  }
  // The offset at the guess, then at the instant it gives (they differ next to a DST change).
  let offset = offsetAt(local - offsetAt(local, zone), zone);
  const instant = local - offset;
  offset = offsetAt(instant, zone);
  // A wall time skipped by a DST change reads back as another time: refuse it.
  if (asUtc(wallTimeAt(instant, zone)) !== local) return null;
  const date = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${date}T${time}${offsetText(offset, zone)}`;
}

/**
 * An ISO 8601 instant -> the `datetime-local` input value of its wall time in `zone` (Asia/Tokyo
 * unless told): `2024-04-01T01:00:00Z` -> `2024-04-01T10:00`. Throws a RangeError for a non-date.
 */
export function isoToLocalInput(value: string | Date, zone: string = APP_ZONE): string {
  const wall = wallTimeAt(toInstant(value).getTime(), zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
