import { icsCalendar, type IcsEvent } from '../../shared/ical';
import { BOTH_LANGUAGES, type Languages, say, type Wording } from '../../shared/wording';

/**
 * The pick-up reservation as an iCalendar file (RFC 5545), offered to both sides once the owner has
 * confirmed it, and in the parties' calendar feeds (`features/feeds`). One event of PICKUP_MINUTES
 * from the reserved time. Pure: no Firestore, no clock.
 */

/** How long a pick-up event lasts in the calendar (the spec gives a time, not a length). */
export const PICKUP_MINUTES = 30;

export interface PickupEventInput {
  contactId: string;
  exhibitId: string;
  title: string;
  start: Date;
  /** Where to pick the items up ('' when unknown). */
  place: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** The web app's origin for the link to the exhibit ('' leaves the link out). */
  origin: string;
}

/** A trade's pick-up as a calendar event (`PICKUP_MINUTES` from the reserved time). */
export function pickupIcsEvent(input: {
  contactId: string;
  title: string;
  start: Date;
  place: string;
  /** The page the event links back to ('' for none). */
  url: string;
  languages?: Languages;
  /** The trade was withdrawn or declined: calendars that took the pick-up drop it. */
  cancelled?: boolean;
}): IcsEvent {
  return {
    uid: `pickup-${input.contactId}@campus-marketplace`,
    start: input.start,
    end: new Date(input.start.getTime() + PICKUP_MINUTES * 60_000),
    summary: `${say(PICKUP, input.languages ?? BOTH_LANGUAGES)}: ${input.title}`,
    ...(input.place === '' ? {} : { location: input.place }),
    ...(input.url === '' ? {} : { url: input.url }),
    description: input.url === '' ? input.title : `${input.title}\n${input.url}`,
    ...(input.cancelled ? { status: 'cancelled' as const } : {}),
  };
}

const PICKUP: Wording = { ja: '受け取り', en: 'Pick-up' };

/** The pick-up as a file of its own, linking to the exhibit. */
export function pickupEvent(input: PickupEventInput): string {
  const url = input.origin === '' ? '' : `${input.origin}/exhibits/${input.exhibitId}`;
  return icsCalendar(
    [
      pickupIcsEvent({
        contactId: input.contactId,
        title: input.title,
        start: input.start,
        place: input.place,
        url,
      }),
    ],
    input.now,
  );
}
