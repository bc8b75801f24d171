import { TOKYO_OFFSET } from '../model/tokyo-offset';

/**
 * iCalendar files (RFC 5545): events in Tokyo time with the zone's `VTIMEZONE`, text escaped, lines
 * folded at 75 octets, CRLF. Used for the pick-up of a trade, the reservations' download and the
 * subscription feeds (`features/feeds`). Pure.
 */

/** The one zone of the campus: Japan keeps UTC+9 all year, so one STANDARD rule describes it. */
export const ICS_TIME_ZONE = 'Asia/Tokyo';
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:JST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** `20261123T010000Z`. */
export function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `20261123T100000`: the Tokyo wall-clock time of `date`, for `DTSTART;TZID=Asia/Tokyo:`. */
export function icsTokyoDate(date: Date): string {
  return icsDate(new Date(date.getTime() + TOKYO_OFFSET)).slice(0, -1);
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

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /**
   * TENTATIVE while a request waits for a decision; CANCELLED events stay in a feed so calendars
   * that took them remove them. CONFIRMED unless given.
   */
  status?: 'tentative' | 'confirmed' | 'cancelled';
  /** When the event last changed (LAST-MODIFIED), so clients see a change in a polled feed. */
  modified?: Date;
}

export interface IcsCalendarOptions {
  /** X-WR-CALNAME: the name calendar applications give a subscribed calendar. */
  name?: string;
  /** A subscription: asks clients to poll every `refreshMinutes` (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
}

/** A whole calendar of `events`, stamped `now`. */
export function icsCalendar(
  events: readonly IcsEvent[],
  now: Date,
  { name, refreshMinutes }: IcsCalendarOptions = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Campus Marketplace//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name === undefined ? [] : [`X-WR-CALNAME:${icsText(name)}`]),
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    ...(refreshMinutes === undefined
      ? []
      : [
          `REFRESH-INTERVAL;VALUE=DURATION:PT${refreshMinutes}M`,
          `X-PUBLISHED-TTL:PT${refreshMinutes}M`,
        ]),
    ...VTIMEZONE,
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsDate(now)}`,
      `DTSTART;TZID=${ICS_TIME_ZONE}:${icsTokyoDate(e.start)}`,
      `DTEND;TZID=${ICS_TIME_ZONE}:${icsTokyoDate(e.end)}`,
      `SUMMARY:${icsText(e.summary)}`,
      ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
      ...(e.url ? [`URL:${e.url}`] : []),
      ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
      `STATUS:${(e.status ?? 'confirmed').toUpperCase()}`,
      ...(e.modified ? [`LAST-MODIFIED:${icsDate(e.modified)}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
