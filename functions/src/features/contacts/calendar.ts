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

/** `20261123T010000Z`. */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (continuation lines start with a space), never inside a UTF-8
 * character: Japanese titles are 3 octets a character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines carry the leading space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function pickupEvent(input: PickupEventInput): string {
  const end = new Date(input.start.getTime() + PICKUP_MINUTES * 60_000);
  const url = input.origin === '' ? null : `${input.origin}/exhibits/${input.exhibitId}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Campus Marketplace//Trades//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:pickup-${input.contactId}@campus-marketplace`,
    `DTSTAMP:${icsDate(input.now)}`,
    `DTSTART:${icsDate(input.start)}`,
    `DTEND:${icsDate(end)}`,
    `SUMMARY:${icsText(`受け取り / Pick-up: ${input.title}`)}`,
    ...(input.place === '' ? [] : [`LOCATION:${icsText(input.place)}`]),
    ...(url === null ? [] : [`URL:${url}`]),
    `DESCRIPTION:${icsText(url === null ? input.title : `${input.title}\n${url}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
