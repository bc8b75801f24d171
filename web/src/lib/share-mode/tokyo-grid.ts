import { isCalendarDate } from '@campus/model/dates';
import { DEVICE_LIMITS } from '@campus/model/limits';
import {
  TOKYO_OFFSET,
  tokyoInstant,
  tokyoMonth,
  tokyoParts,
  utcMidnight,
  type TokyoParts,
} from '@campus/model/tokyo-time';

/**
 * Tokyo dates and the 15-minute booking grid of share mode (docs/share-mode.md), as pure functions.
 * Japan keeps one offset all year (UTC+9, no daylight saving), so Tokyo wall-clock time is UTC
 * shifted by 9 hours; the wall-clock parts and date checks come from the model the API shares.
 * Dates are `YYYY-MM-DD` strings, times of day minutes after Tokyo midnight (0..1440).
 */

export const SLOT_MINUTES = DEVICE_LIMITS.slotMinutes;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** `isYmd`: whether a value is a real calendar date `YYYY-MM-DD` (the model's check). */
export { isCalendarDate as isYmd, tokyoInstant, tokyoMonth, tokyoParts, type TokyoParts };

/** An instant as ISO 8601 with the Tokyo offset: `2024-05-07T10:00:00+09:00`. */
export function toTokyoIso(date: Date): string {
  return `${new Date(date.getTime() + TOKYO_OFFSET).toISOString().slice(0, 19)}+09:00`;
}

/** `ymd` plus `days` days. */
export function addDays(ymd: string, days: number): string {
  return new Date(utcMidnight(ymd) + days * DAY).toISOString().slice(0, 10);
}

/** The ISO weekday of a date (1 = Monday ... 7 = Sunday). */
export function weekdayOf(ymd: string): number {
  const day = new Date(utcMidnight(ymd)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The `?from&to` of the Tokyo week beginning on `monday` (its Monday 00:00 to the next Monday's),
 * as the API's week queries take it.
 */
export function weekQuery(monday: string): { from: string; to: string } {
  return {
    from: toTokyoIso(tokyoInstant(monday)),
    to: toTokyoIso(tokyoInstant(addDays(monday, 7))),
  };
}

/** The Monday of the week `ymd` falls in. */
export function mondayOf(ymd: string): string {
  return addDays(ymd, 1 - weekdayOf(ymd));
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The Tokyo date of an instant. */
export const tokyoDate = (date: Date): string => tokyoParts(date).ymd;

/**
 * A week in an address (`?week=YYYY-MM-DD`, any date of the week): its Monday; this week's (of
 * `now`) when absent or not a date.
 */
export function weekParam(param: string | null, now: Date = new Date()): string {
  return mondayOf(param !== null && isCalendarDate(param) ? param : tokyoDate(now));
}

/** 600 -> `10:00`, 1440 -> `24:00`. */
export function formatMinutes(minuteOfDay: number): string {
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** `2024-05-07` -> `2024/05/07` (the product's date format). */
export const formatYmd = (ymd: string): string => ymd.replaceAll('-', '/');

/** The Tokyo time of day of an ISO instant (`10:00`); `24:00` when it ends the day `ofDay`. */
export function timeOfDay(iso: string, ofDay?: string): string {
  const parts = tokyoParts(new Date(iso));
  if (ofDay !== undefined && parts.ymd !== ofDay && parts.minuteOfDay === 0) return '24:00';
  return formatMinutes(parts.minuteOfDay);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** How many months `from`..`to` (`YYYY-MM`, inclusive) spans; null when either is malformed. */
export function monthCount(from: string, to: string): number | null {
  const a = MONTH.exec(from);
  const b = MONTH.exec(to);
  if (!a || !b) return null;
  const index = (m: RegExpExecArray) => Number(m[1]) * 12 + Number(m[2]) - 1;
  return index(b) - index(a) + 1;
}
