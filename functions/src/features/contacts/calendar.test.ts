import { describe, expect, it } from 'vitest';
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

  it('has one event in UTC from the reserved time, 30 minutes long, with CRLF lines', () => {
    const ics = pickupEvent(input);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('\r\nDTSTART:20261201T010000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20261201T013000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261123T000000Z\r\n');
    expect(ics).toContain('\r\nUID:pickup-c1@campus-marketplace\r\n');
    expect(ics).toContain('\r\nURL:https://campus.example.ac.jp/exhibits/e1\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes text and unfolds back to the original', () => {
    const unfolded = pickupEvent(input).replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:受け取り / Pick-up: オフィス椅子\\, 2脚\\; 美品');
    expect(unfolded).toContain('LOCATION:201\\, 工学部2号館');
  });

  it('leaves out the place and the link when unknown', () => {
    const ics = pickupEvent({ ...input, place: '', origin: '' });
    expect(ics).not.toContain('LOCATION');
    expect(ics).not.toContain('URL');
  });
});
