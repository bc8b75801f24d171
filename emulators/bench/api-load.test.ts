import { describe, expect, it } from 'vitest';
import { type LoadSummary, loadInProcess, markdownTable, summarizeLoad } from './api-load.js';

describe('API load figures', () => {
  it('summarizes a run by nearest-rank percentiles and successful requests per second', () => {
    const latencies = Array.from({ length: 100 }, (_v, i) => i + 1);
    expect(summarizeLoad({ latencies, ok: 98, non2xx: 2, errors: 0, seconds: 4 })).toEqual({
      requests: 100,
      p50Ms: 50,
      p95Ms: 95,
      rps: 24.5,
      non2xx: 2,
      errors: 0,
    });
  });

  it('prints one row per read with the errors summed and the ratios to the raw reads', () => {
    const load = (p50Ms: number, p95Ms: number, errors = 0): LoadSummary => ({
      requests: 10,
      p50Ms,
      p95Ms,
      rps: 5,
      non2xx: 0,
      errors,
    });
    const table = markdownTable([
      {
        name: 'categories',
        path: '/categories',
        hosting: load(30, 60, 1),
        appAlone: load(12, 26),
        raw: load(10, 20, 2),
      },
    ]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toContain(
      '| categories | 30 / 60 | 5 | 3 | 12 / 26 | 5 | 10 / 20 | 5 | 3.00, 3.00 | 1.20, 1.30 |',
    );
  });

  it('runs the in-process loop with the given concurrency until the time is up, counting throws', async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    const run = await loadInProcess(
      async () => {
        calls += 1;
        const call = calls;
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (call % 4 === 0) throw new Error('refused');
      },
      { connections: 3, seconds: 0.1 },
    );
    expect(most).toBe(3);
    expect(run.latencies).toHaveLength(calls);
    expect(run.errors).toBe(Math.floor(calls / 4));
    expect(run.ok + run.errors).toBe(calls);
  });
});
