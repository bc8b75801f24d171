import { APP_ZONE } from '../../lib/zone';

/**
 * The calendar year in Asia/Tokyo (for the copyright line). Plain Intl rather than lib/time (luxon),
 * so the shell in the first load does not pull the date library in.
 */
let formatter: Intl.DateTimeFormat | undefined;

export function yearInTokyo(now: Date = new Date()): number {
  formatter ??= new Intl.DateTimeFormat('en', { timeZone: APP_ZONE, year: 'numeric' });
  return Number(formatter.format(now));
}
