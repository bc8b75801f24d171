import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../../../test/ical-events';
import { pickupEvent } from './calendar';

describe('the pick-up calendar file', () => {
  const input = {
    contactId: 'c1',
    exhibitId: 'e1',
    title: 'オフィス椅子, 2脚; 美品',
    start: new Date('2026-12-01T01:00:00Z'),
    place: '201, 工学部2号館',
    now: new Date('2026-11-23T00:00:00Z'),
    origin: 'https://campus.example.ac.jp',
  };

  it('has one event from the reserved time, 30 minutes long, in Tokyo time with its zone', () => {
    const ics = pickupEvent(input);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('\r\nDTSTART;TZID=Asia/Tokyo:20261201T100000\r\n');
    const calendar = parseCalendar(ics);
    expect(calendar.zones).toEqual(['Asia/Tokyo']);
    expect(calendar.events).toEqual([
      {
        uid: 'pickup-c1@campus-marketplace',
        summary: '受け取り / Pick-up: オフィス椅子, 2脚; 美品',
        start: new Date('2026-12-01T01:00:00Z'),
        end: new Date('2026-12-01T01:30:00Z'),
        zone: 'Asia/Tokyo',
        status: 'CONFIRMED',
        location: '201, 工学部2号館',
        url: 'https://campus.example.ac.jp/exhibits/e1',
        description: 'オフィス椅子, 2脚; 美品\nhttps://campus.example.ac.jp/exhibits/e1',
      },
    ]);
  });

  it('leaves out the place and the link when unknown', () => {
    const [event] = parseCalendar(pickupEvent({ ...input, place: '', origin: '' })).events;
    expect(event).toMatchObject({ location: null, url: null, description: input.title });
  });
});
