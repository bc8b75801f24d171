/**
 * Tokyo wall-clock time, as plain functions (no zod, no Firebase): share mode's booking grid, the
 * reminders and the monthly bills count in Asia/Tokyo, on the API and in the web app alike. Japan
 * keeps one offset all year (UTC+9, no daylight saving), so Tokyo time is UTC shifted by 9 hours.
 */

import { TOKYO_OFFSET } from './tokyo-offset';

export { TOKYO_OFFSET };

const MINUTE = 60_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of the date `YYYY-MM-DD`, in milliseconds (a RangeError for another shape). */
export function utcMidnight(ymd: string): number {
  const match = YMD.exec(ymd);
  if (!match) throw new RangeError(`Invalid date: ${ymd}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The instant of `minuteOfDay` on the Tokyo date `ymd` (0: its midnight; 1440: the next one). */
export function tokyoInstant(ymd: string, minuteOfDay = 0): Date {
  return new Date(utcMidnight(ymd) - TOKYO_OFFSET + minuteOfDay * MINUTE);
}

export interface TokyoParts {
  /** The Tokyo date, `YYYY-MM-DD`. */
  ymd: string;
  /** ISO weekday, 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Minutes after Tokyo midnight (0..1439). */
  minuteOfDay: number;
}

/** Tokyo wall-clock parts of an instant. */
export function tokyoParts(date: Date): TokyoParts {
  const shifted = new Date(date.getTime() + TOKYO_OFFSET);
  const day = shifted.getUTCDay();
  return {
    ymd: shifted.toISOString().slice(0, 10),
    weekday: day === 0 ? 7 : day,
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The Tokyo month (`YYYY-MM`) an instant falls in: bills and earnings are per Tokyo month. */
export const tokyoMonth = (date: Date): string => tokyoParts(date).ymd.slice(0, 7);

/** Tokyo wall-clock time of an instant, as the web shows it: `YYYY/MM/DD HH:mm:ss`. */
export function tokyoText(date: Date): string {
  const s = new Date(date.getTime() + TOKYO_OFFSET).toISOString();
  return `${s.slice(0, 10).replace(/-/g, '/')} ${s.slice(11, 19)}`;
}
