import ICAL from 'ical.js';

/**
 * Calendar files as a calendar application reads them: parsed by ical.js (Mozilla's RFC 5545
 * parser, Thunderbird's), so the tests check what a client sees (unfolded, unescaped, times through
 * the file's own VTIMEZONE) and not the text the writer happened to produce.
 */

export interface ParsedEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  /** The zone DTSTART names (TZID), 'UTC' for a `Z` time. */
  zone: string;
  status: string | null;
  location: string | null;
  url: string | null;
  description: string | null;
}

export interface ParsedCalendar {
  name: string | null;
  /** The time zones the file defines (VTIMEZONE TZIDs). */
  zones: string[];
  events: ParsedEvent[];
}

const text = (component: ICAL.Component, name: string): string | null => {
  const value: unknown = component.getFirstPropertyValue(name);
  return value === null || value === undefined ? null : String(value);
};

/** Parses `ics`; throws as ical.js does on a file that is not iCalendar. */
export function parseCalendar(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zones = calendar.getAllSubcomponents('vtimezone').map((vtimezone) => {
    const zone = new ICAL.Timezone(vtimezone);
    ICAL.TimezoneService.register(zone, zone.tzid);
    return zone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((vevent): ParsedEvent => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      zone: event.startDate.zone?.tzid ?? 'floating',
      status: text(vevent, 'status'),
      location: text(vevent, 'location'),
      url: text(vevent, 'url'),
      description: text(vevent, 'description'),
    };
  });
  return { name: text(calendar, 'x-wr-calname'), zones, events };
}
