import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from './time';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('formatDateTime', () => {
  it('when it writes a time, then no Intl formatter is made (its zone data is a long task on a phone)', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');

    expect(formatDateTime('2030-12-31T15:00:00Z')).toBe('2031/01/01 00:00:00');
    expect(made).not.toHaveBeenCalled();
  });

  it('runs where the local zone is not Tokyo (vitest.config.ts sets TZ)', () => {
    expect(new Date('2024-03-31T15:30:05Z').getTimezoneOffset()).not.toBe(-540);
  });

  it('when the UTC instant is before midnight, then it shows the next day in Tokyo', () => {
    // 2024-03-31 15:30:05 UTC is 2024-04-01 00:30:05 in Tokyo (UTC+9).
    expect(formatDateTime('2024-03-31T15:30:05Z')).toBe('2024/04/01 00:30:05');
  });

  it('when given a Date, then it formats the same instant', () => {
    expect(formatDateTime(new Date(Date.UTC(2023, 11, 31, 15, 0, 0)))).toBe('2024/01/01 00:00:00');
  });

  it('when the ISO string has its own offset, then the instant is converted, not the wall time', () => {
    expect(formatDateTime('2024-06-30T20:00:00-05:00')).toBe('2024/07/01 10:00:00');
  });

  it('when the instant is just before Tokyo midnight, then it stays on that day', () => {
    expect(formatDateTime('2024-04-01T14:59:59.999Z')).toBe('2024/04/01 23:59:59');
  });

  it('when the input is not a date, then it throws', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});
