import { describe, expect, it } from 'vitest';
import {
  cumulativeLayoutShift,
  markdownTable,
  MOBILE_PROFILE,
  summarizeRuns,
  totalBlockingTime,
} from './web-vitals.js';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
});

describe('cumulativeLayoutShift (session windows)', () => {
  it('is the largest window: a gap of 1 s or more starts a new one', () => {
    // Window 1: 0.05 + 0.05 (500 ms apart); window 2 after a 1.5 s gap: 0.08.
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(600, 0.05), shift(2100, 0.08)])).toBe(
      0.1,
    );
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(1100, 0.05)])).toBe(0.05);
  });

  it('caps a window at 5 s even without gaps', () => {
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01));
    // 0, 900, ..., 4500 fit in the first 5 s window (6 shifts); 5400 starts the next.
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06, 10);
  });

  it('ignores shifts right after input, and is 0 without shifts', () => {
    expect(cumulativeLayoutShift([shift(100, 0.3, true), shift(200, 0.02)])).toBe(0.02);
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('does not depend on the order the entries arrive in', () => {
    expect(cumulativeLayoutShift([shift(2100, 0.08), shift(600, 0.05), shift(100, 0.05)])).toBe(
      0.1,
    );
  });
});

describe('totalBlockingTime', () => {
  it('sums what long tasks exceed 50 ms between FCP and the end', () => {
    const tasks = [
      { startTime: 100, duration: 300 }, // before FCP (1000): not counted
      { startTime: 1200, duration: 120 }, // 70
      { startTime: 1500, duration: 40 }, // short: 0
      { startTime: 2000, duration: 250 }, // 200
    ];
    expect(totalBlockingTime(tasks, 1000, 10_000)).toBe(270);
  });

  it('counts only the part of a task after FCP and before the end', () => {
    expect(totalBlockingTime([{ startTime: 900, duration: 200 }], 1000, 10_000)).toBe(50);
    expect(totalBlockingTime([{ startTime: 9900, duration: 200 }], 1000, 10_000)).toBe(50);
    expect(totalBlockingTime([{ startTime: 100, duration: 100 }], Number.NaN, 500)).toBe(0);
  });
});

describe('the runs of a page', () => {
  const run = (lcpMs: number, cls: number) => ({
    lcpMs,
    cls,
    tbtMs: 100,
    fcpMs: 800,
    bytes: 400_000,
    jsBytes: 150_000,
    requests: 30,
  });

  it('takes the median of each figure', () => {
    const summary = summarizeRuns('/', [run(2400, 0.3), run(1800, 0.01), run(2000, 0.05)]);
    expect(summary).toMatchObject({ page: '/', runs: 3, lcpMs: 2000, cls: 0.05, bytes: 400_000 });
  });

  it('prints a markdown table that marks a missed target', () => {
    const table = markdownTable([
      summarizeRuns('/', [run(1900, 0.02)]),
      summarizeRuns('/share', [run(2600, 0.25)]),
    ]).split('\n');
    expect(table).toHaveLength(4);
    expect(table[2]).toBe('| `/` | 1.90 s | 0.020 | 100 ms | 0.80 s | 400.0 kB | 150.0 kB | 30 |');
    expect(table[3]).toContain('| 2.60 s ✗ | 0.250 ✗ |');
  });

  it('throttles like Lighthouse mobile: 1.6 Mbit/s down, 750 kbit/s up, in bytes per second', () => {
    expect(MOBILE_PROFILE.downloadBytesPerSecond).toBe(209_715.2);
    expect(MOBILE_PROFILE.uploadBytesPerSecond).toBe(96_000);
  });
});
