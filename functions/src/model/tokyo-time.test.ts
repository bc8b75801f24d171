import { describe, expect, it } from 'vitest';
import { tokyoInstant, tokyoMonth, tokyoParts, tokyoText, utcMidnight } from './tokyo-time';

describe('Tokyo time', () => {
  it('when a Tokyo date begins, then it is 15:00 UTC of the day before', () => {
    expect(tokyoInstant('2026-12-01').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(tokyoInstant('2026-12-01', 10 * 60 + 30).toISOString()).toBe('2026-12-01T01:30:00.000Z');
    // 1440 minutes: the next Tokyo midnight, across a month and a year.
    expect(tokyoInstant('2026-12-31', 24 * 60).toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('when a date is not YYYY-MM-DD, then it is refused', () => {
    expect(() => utcMidnight('2026-1-01')).toThrow(RangeError);
    expect(utcMidnight('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
  });

  it('when an instant is read in Tokyo, then its date, weekday, minute and month are those of Tokyo', () => {
    // 2026-11-30T15:30Z is Tuesday 1 December, 00:30 in Tokyo.
    const late = new Date('2026-11-30T15:30:00Z');
    expect(tokyoParts(late)).toEqual({ ymd: '2026-12-01', weekday: 2, minuteOfDay: 30 });
    expect(tokyoMonth(late)).toBe('2026-12');
    expect(tokyoText(late)).toBe('2026/12/01 00:30:00');
    expect(tokyoParts(tokyoInstant('2026-12-01'))).toMatchObject({
      ymd: '2026-12-01',
      minuteOfDay: 0,
    });
  });
});
