/**
 * Tokyo's offset from UTC in milliseconds: Japan keeps UTC+9 all year (no daylight saving), so
 * Tokyo time is UTC shifted by 9 hours. A module of its own, so the web app's first load (the
 * footer's year, its dates) takes this number and not the rest of `tokyo-time.ts`.
 */
export const TOKYO_OFFSET = 9 * 60 * 60_000;
