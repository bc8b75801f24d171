import { TOKYO_OFFSET } from '@campus/model/tokyo-offset';

/**
 * The calendar year in Asia/Tokyo (for the copyright line), by Tokyo's fixed offset: the first
 * `Intl.DateTimeFormat` with a time zone loads the zone data, a task of about 100 ms on a phone's
 * CPU, which every page paid while it was taken over (`bench:web`).
 */
export function yearInTokyo(now: Date = new Date()): number {
  return new Date(now.getTime() + TOKYO_OFFSET).getUTCFullYear();
}
