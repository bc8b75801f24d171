import { APP_ZONE } from '../../lib/zone';

/**
 * The calendar year in Asia/Tokyo (for the copyright line), with plain Intl.
 */
let formatter: Intl.DateTimeFormat | undefined;

export function yearInTokyo(now: Date = new Date()): number {
  formatter ??= new Intl.DateTimeFormat('en', { timeZone: APP_ZONE, year: 'numeric' });
  return Number(formatter.format(now));
}
