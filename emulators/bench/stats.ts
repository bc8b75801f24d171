/** The p-th percentile (0-100) of `values` by the nearest-rank method; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** One measured search. */
export interface Sample {
  label: string;
  ms: number;
  /** Billed document reads. */
  reads: number;
  /** Firestore round trips. */
  calls: number;
  /** The `total` the search answered. */
  total: number;
}

export interface Summary {
  searches: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  meanReads: number;
  p50Reads: number;
  p95Reads: number;
  maxReads: number;
  meanCalls: number;
  meanTotal: number;
  p95Total: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function summarize(samples: readonly Sample[]): Summary {
  const ms = samples.map((s) => s.ms);
  const reads = samples.map((s) => s.reads);
  const totals = samples.map((s) => s.total);
  return {
    searches: samples.length,
    p50Ms: round1(percentile(ms, 50)),
    p95Ms: round1(percentile(ms, 95)),
    maxMs: round1(Math.max(...ms)),
    meanReads: round1(mean(reads)),
    p50Reads: percentile(reads, 50),
    p95Reads: percentile(reads, 95),
    maxReads: Math.max(...reads),
    meanCalls: round1(mean(samples.map((s) => s.calls))),
    meanTotal: round1(mean(totals)),
    p95Total: percentile(totals, 95),
  };
}

/** The `n` samples with the most reads, most first. */
export function heaviest(samples: readonly Sample[], n: number): Sample[] {
  return [...samples].sort((a, b) => b.reads - a.reads || b.ms - a.ms).slice(0, n);
}
