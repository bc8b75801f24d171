import { describe, expect, it } from 'vitest';
import { foldLine, icsDate, icsText } from './ical';

const encoder = new TextEncoder();

describe('iCalendar lines', () => {
  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'椅子'.repeat(60)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(encoder.encode(l).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT')).toBe('SHORT');
  });

  it('formats dates and escapes backslashes and newlines', () => {
    expect(icsDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    expect(icsText('a\\b\nc')).toBe('a\\\\b\\nc');
  });
});
