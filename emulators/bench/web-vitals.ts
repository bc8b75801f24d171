/**
 * The pure part of `npm run bench:web`: the throttling profile, web vitals from the raw performance
 * entries the page recorded (CLS by session windows and TBT as web-vitals and Lighthouse define
 * them), the median of the runs and the markdown table. Unit-tested in `bench.test.ts`.
 */
import { percentile } from './stats.js';

/**
 * Lighthouse's mobile profile ("slow 4G", `constants.throttling.mobileSlow4G`): 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's kbit is 1024 bit), and a 4x slower CPU. The figures are
 * those of its simulated throttling, applied here as they are: Lighthouse's DevTools mode would
 * multiply the latency by 3.75 and the throughputs by 0.9 to mimic a real link's overhead.
 */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

/** A long task ends up blocking the main thread for what exceeds this (TBT's definition). */
export const LONG_TASK_MS = 50;

export interface ShiftEntry {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

export interface TaskEntry {
  startTime: number;
  duration: number;
}

/**
 * Cumulative Layout Shift as web-vitals defines it: shifts without recent input grouped in session
 * windows (a window ends after a 1 s gap between shifts or when it spans 5 s); the largest window's sum.
 */
export function cumulativeLayoutShift(entries: readonly ShiftEntry[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  const shifts = entries
    .filter((entry) => !entry.hadRecentInput)
    .sort((a, b) => a.startTime - b.startTime);
  for (const shift of shifts) {
    if (shift.startTime - previous < 1000 && shift.startTime - windowStart < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      windowStart = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * Total Blocking Time: for each long task after the first contentful paint and before `end`, what
 * exceeds 50 ms (a task that starts before FCP counts only its part after FCP, as Lighthouse does).
 */
export function totalBlockingTime(
  tasks: readonly TaskEntry[],
  firstContentfulPaint: number,
  end: number,
): number {
  let total = 0;
  for (const task of tasks) {
    const start = Math.max(task.startTime, firstContentfulPaint);
    const finish = Math.min(task.startTime + task.duration, end);
    const blocking = finish - start - LONG_TASK_MS;
    if (blocking > 0) total += blocking;
  }
  return total;
}

/** One load of one page. */
export interface PageRun {
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes over the wire (`encodedDataLength`: headers and compressed bodies). */
  bytes: number;
  jsBytes: number;
  requests: number;
}

export type PageSummary = PageRun & { page: string; runs: number };

/** Each figure's median (nearest rank: a measured value, for 3 runs the middle one) over the runs. */
export function summarizeRuns(page: string, runs: readonly PageRun[]): PageSummary {
  const of = (key: keyof PageRun) =>
    percentile(
      runs.map((run) => run[key]),
      50,
    );
  return {
    page,
    runs: runs.length,
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    bytes: of('bytes'),
    jsBytes: of('jsBytes'),
    requests: of('requests'),
  };
}

/** The targets of issue 17 (docs/performance.md, section 2). */
export const TARGETS = { lcpMs: 2500, cls: 0.1 } as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The summaries as a markdown table, ready to paste into docs/performance.md. */
export function markdownTable(summaries: readonly PageSummary[]): string {
  const header = '| Page | LCP | CLS | TBT | FCP | Bytes | JS bytes | Requests |';
  const rule = '| ---- | --: | --: | --: | --: | ----: | -------: | -------: |';
  const rows = summaries.map((s) => {
    const lcp = `${seconds(s.lcpMs)}${s.lcpMs > TARGETS.lcpMs ? ' ✗' : ''}`;
    const cls = `${s.cls.toFixed(3)}${s.cls > TARGETS.cls ? ' ✗' : ''}`;
    const cells = [
      `\`${s.page}\``,
      lcp,
      cls,
      `${Math.round(s.tbtMs)} ms`,
      seconds(s.fcpMs),
      kilobytes(s.bytes),
      kilobytes(s.jsBytes),
      String(Math.round(s.requests)),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [header, rule, ...rows].join('\n');
}
