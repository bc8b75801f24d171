/**
 * The load of `npm run bench:api`: autocannon against an HTTP endpoint, and the same concurrency
 * and duration as a plain loop of in-process calls (the raw Firestore reads). Both record every
 * request's latency, so both report the same nearest-rank percentiles (`stats.ts`); autocannon's
 * own histogram has no p95.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { percentile } from './stats.js';

/** One measured load: every latency (ms), answers by kind, and the wall time (s). */
export interface LoadRun {
  latencies: number[];
  ok: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts (HTTP), thrown calls (in process). */
  errors: number;
  seconds: number;
}

export interface LoadSummary {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  rps: number;
  non2xx: number;
  errors: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function summarizeLoad(run: LoadRun): LoadSummary {
  return {
    requests: run.latencies.length,
    p50Ms: round1(percentile(run.latencies, 50)),
    p95Ms: round1(percentile(run.latencies, 95)),
    rps: round1(run.ok / run.seconds),
    non2xx: run.non2xx,
    errors: run.errors,
  };
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** autocannon on `url` (GET with `headers`), every response time recorded. */
export async function loadHttp(
  url: string,
  headers: Record<string, string>,
  { connections, seconds }: LoadOptions,
): Promise<LoadRun> {
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration: seconds }, (err, done) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(done);
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 200 && statusCode < 300) ok += 1;
      else non2xx += 1;
    });
  });
  return {
    latencies,
    ok,
    non2xx,
    errors: result.errors + result.timeouts,
    seconds: (performance.now() - started) / 1000,
  };
}

/** `connections` loops calling `call` one after another until `seconds` have passed. */
export async function loadInProcess(
  call: () => Promise<unknown>,
  { connections, seconds }: LoadOptions,
): Promise<LoadRun> {
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await call();
        ok += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, ok, non2xx: 0, errors, seconds: (performance.now() - started) / 1000 };
}

/** One read of the table: the API through Hosting, the app alone, and the raw reads. */
export interface ReadResult {
  name: string;
  path: string;
  hosting: LoadSummary;
  appAlone: LoadSummary;
  raw: LoadSummary;
}

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}` : '–');

/** The markdown table `docs/performance.md` holds (section 3). */
export function markdownTable(results: readonly ReadResult[]): string {
  const header = [
    '| read | via Hosting p50 / p95 ms | req/s | non-2xx + errors | app alone p50 / p95 ms | req/s | raw Firestore p50 / p95 ms | req/s | Hosting / raw p50, p95 | app alone / raw p50, p95 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const rows = results.map(({ name, hosting: h, appAlone: a, raw: r }) =>
    [
      name,
      `${h.p50Ms} / ${h.p95Ms}`,
      h.rps,
      h.non2xx + h.errors + a.non2xx + a.errors + r.errors,
      `${a.p50Ms} / ${a.p95Ms}`,
      a.rps,
      `${r.p50Ms} / ${r.p95Ms}`,
      r.rps,
      `${ratio(h.p50Ms, r.p50Ms)}, ${ratio(h.p95Ms, r.p95Ms)}`,
      `${ratio(a.p50Ms, r.p50Ms)}, ${ratio(a.p95Ms, r.p95Ms)}`,
    ].join(' | '),
  );
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n');
}
