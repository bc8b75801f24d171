import { describe, expect, it } from 'vitest';
import { timesOfDay } from './times-of-day';

describe('timesOfDay', () => {
  it('offers the times of day on the 15-minute grid, 00:00 to 23:45', () => {
    const times = timesOfDay(0, 24 * 60 - 15, 15);
    expect(times).toHaveLength(96);
    expect(times[0]).toEqual({ value: '0', label: '00:00' });
    expect(times[37]).toEqual({ value: '555', label: '09:15' });
    expect(times.at(-1)).toEqual({ value: '1425', label: '23:45' });
  });

  it("ends a day's ends at 24:00", () => {
    const ends = timesOfDay(15, 24 * 60, 15);
    expect(ends[0]).toEqual({ value: '15', label: '00:15' });
    expect(ends.at(-1)).toEqual({ value: '1440', label: '24:00' });
  });
});
