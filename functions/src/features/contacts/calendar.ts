import { icsCalendar } from '../../shared/ical';

/**
 * The pick-up reservation as an iCalendar file (RFC 5545), offered to both sides once the owner has
 * confirmed it. One event of PICKUP_MINUTES from the reserved time, in UTC (calendar apps show it in
 * the reader's zone, Asia/Tokyo on campus). Pure: no Firestore, no clock.
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

export function pickupEvent(input: PickupEventInput): string {
  const end = new Date(input.start.getTime() + PICKUP_MINUTES * 60_000);
  const url = input.origin === '' ? undefined : `${input.origin}/exhibits/${input.exhibitId}`;
  return icsCalendar(
    [
      {
        uid: `pickup-${input.contactId}@campus-marketplace`,
        start: input.start,
        end,
        summary: `受け取り / Pick-up: ${input.title}`,
        ...(input.place === '' ? {} : { location: input.place }),
        ...(url === undefined ? {} : { url }),
        description: url === undefined ? input.title : `${input.title}\n${url}`,
      },
    ],
    input.now,
  );
}
