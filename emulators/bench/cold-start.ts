/**
 * `npm run bench:cold-start [-- --runs 10 --lib functions/lib]`: the time to load the `api`
 * function's module graph (issue 17, target 4). Builds the functions (`SKIP_BUILD=1` reuses the
 * last build), then in `--runs` fresh Node processes requires `lib/index.js` (what every
 * function's instance loads) and then the api's own graph (`lib/runtime/api.js`, which the api
 * loads on its first request; `lib/app.js` on a build whose index loads the app itself), timing
 * each in process and the process from spawn to exit. One more process attributes the load to
 * npm packages and `lib/` folders (self time of each `require`). Prints markdown tables and
 * writes `.artifacts/cold-start.json`. `--lib` measures another build, e.g. an older commit's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/paths.js';
import { runOrThrow } from '../lib/run.js';
import { type ColdRun, coldStartTables, median, topGroups } from './cold-start-stats.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    lib: { type: 'string', default: path.join('functions', 'lib') },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('--runs must be a positive integer');
const LIB = path.resolve(ROOT, values.lib);
const OUT = path.join(ROOT, '.artifacts', 'cold-start.json');

const INDEX = path.join(LIB, 'index.js');
const API_ENTRY = existsSync(path.join(LIB, 'runtime', 'api.js'))
  ? path.join(LIB, 'runtime', 'api.js')
  : path.join(LIB, 'app.js');

/** Child code: require both, print the times (ms) as JSON. */
const TIMED = `
const t0 = performance.now();
require(${JSON.stringify(INDEX)});
const t1 = performance.now();
require(${JSON.stringify(API_ENTRY)});
const t2 = performance.now();
process.stdout.write(JSON.stringify({ indexMs: t1 - t0, apiMs: t2 - t1 }));`;

/** Child code: the same with every require's self time (its time less its nested requires'). */
const ATTRIBUTED = `
const Module = require('node:module');
const load = Module._load;
const self = {};
const nested = [];
Module._load = function (request, parent, isMain) {
  const started = performance.now();
  nested.push(0);
  try {
    return load.apply(this, arguments);
  } finally {
    const took = performance.now() - started;
    const inner = nested.pop();
    if (nested.length > 0) nested[nested.length - 1] += took;
    let file = request;
    try { file = Module._resolveFilename(request, parent, isMain); } catch {}
    self[file] = (self[file] || 0) + took - inner;
  }
};
require(${JSON.stringify(INDEX)});
require(${JSON.stringify(API_ENTRY)});
process.stdout.write(JSON.stringify(self));`;

function node(code: string): { stdout: string; ms: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['-e', code], { cwd: ROOT, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`node -e failed: ${result.stderr}`);
  return { stdout: result.stdout, ms };
}

if (process.env.SKIP_BUILD !== '1' && values.lib === path.join('functions', 'lib')) {
  await runOrThrow('npm run build -w functions');
}
console.log(`Loading ${path.relative(ROOT, INDEX)} then ${path.relative(ROOT, API_ENTRY)}…`);
node(TIMED); // warm the file system cache: a cold start reads the files from a warm image too
const runs: ColdRun[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const { stdout, ms } = node(TIMED);
  runs.push({ ...(JSON.parse(stdout) as Omit<ColdRun, 'processMs'>), processMs: ms });
}
const top = topGroups(JSON.parse(node(ATTRIBUTED).stdout) as Record<string, number>, 12);
const table = coldStartTables(runs, top);
console.log(`\n${table}\n`);
mkdirSync(path.dirname(OUT), { recursive: true });
const summary = {
  indexMs: median(runs.map((r) => r.indexMs)),
  apiMs: median(runs.map((r) => r.indexMs + r.apiMs)),
  processMs: median(runs.map((r) => r.processMs)),
};
const report = { date: new Date().toISOString(), lib: LIB, runs, summary, top, table };
writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Wrote ${path.relative(ROOT, OUT)}`);
