import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './time-input';

describe('localInputToIso', () => {
  it('reads the input as Tokyo wall time, whatever the browser zone, with the +09:00 offset', () => {
    expect(localInputToIso('2024-04-01T10:00')).toBe('2024-04-01T10:00:00+09:00');
  });

  it('keeps the seconds when the input has them', () => {
    expect(localInputToIso('2024-12-31T23:59:30')).toBe('2024-12-31T23:59:30+09:00');
  });

  it('names the same instant as the UTC time nine hours earlier (the previous day here)', () => {
    const iso = localInputToIso('2024-04-01T08:30');
    expect(iso && new Date(iso).toISOString()).toBe('2024-03-31T23:30:00.000Z');
  });

  it('uses another zone when given', () => {
    expect(localInputToIso('2024-07-01T10:00', 'UTC')).toBe('2024-07-01T10:00:00Z');
  });

  it.each(['', '2024-04-01', '2024-04-01 10:00', '2024-02-30T10:00', '2024-04-01T25:00', 'x'])(
    'when the value is %j, then it is null',
    (value) => {
      expect(localInputToIso(value)).toBeNull();
    },
  );

  it('refuses a wall time skipped by a DST change in that zone', () => {
    expect(localInputToIso('2024-03-10T02:30', 'America/Los_Angeles')).toBeNull();
  });
});

describe('isoToLocalInput', () => {
  it('gives the Tokyo wall time of an instant as an input value', () => {
    expect(isoToLocalInput('2024-03-31T15:30:05Z')).toBe('2024-04-01T00:30');
  });

  it('round-trips with localInputToIso', () => {
    expect(isoToLocalInput(localInputToIso('2025-01-02T03:04') ?? '')).toBe('2025-01-02T03:04');
  });

  it('throws for a non-date', () => {
    expect(() => isoToLocalInput('nope')).toThrow(RangeError);
  });
});
