/**
 * `npm run bench:pages [-- --runs 10]`: what a cold `pages` function instance spends before it
 * answers a server-rendered page (docs/server-rendering.md, part 3). Builds the functions and the
 * web as the local stack does, its server bundle included (`SKIP_BUILD=1` reuses the last build), then in `--runs` fresh Node processes
 * requires `functions/lib/index.js` (every instance) and `lib/runtime/pages.js` (the pages' first
 * request), imports the server renderer, and renders `/` (the first page of 20 cards, the areas and
 * the categories) twice (the first render loads the page's lazy chunks; the second is a warm
 * instance's), then `/faq` warm, with the API's reads answered by fixed bodies (no Firestore: a read
 * costs the same as for the API, `bench:api`). Prints the medians and the home page's markup size
 * (bytes and gzip), and writes `.artifacts/pages-cold-start.json`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/paths.js';
import { buildForEmulators, planStack } from '../lib/stack.js';
import { median } from './cold-start-stats.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS <= 0) throw new Error('--runs must be a positive integer');
const LIB = path.join(ROOT, 'functions', 'lib');
const OUT = path.join(ROOT, '.artifacts', 'pages-cold-start.json');

interface PagesRun {
  indexMs: number;
  pagesMs: number;
  rendererMs: number;
  firstRenderMs: number;
  warmRenderMs: number;
  documentRenderMs: number;
  htmlBytes: number;
  htmlGzipBytes: number;
}

const name = (ja: string, en: string) => ({ ja, en });
/** A card of the home page's first page, as `GET /exhibits` answers it. */
const card = (n: number) => ({
  allocation: null,
  id: `ex-${n}`,
  type: 'reuse',
  title: `木製の机と椅子のセット ${n}`,
  ownerId: 'owner-1',
  thumbnailUri: `/api/v1/images/ex-${n}_72.webp`,
  thumbnailVariants: [
    { width: 144, uri: `/api/v1/images/ex-${n}_144.webp` },
    { width: 400, uri: `/api/v1/images/ex-${n}_400.webp` },
  ],
  kinds: ['furniture'],
  itemCount: 2,
  stockTotal: 3,
  loan: false,
  loanDays: null,
  areaId: 'north',
  place: { areaId: 'north', buildingId: 'eng-1', room: '101' },
  expiresAt: '2099-04-30T15:00:00.000Z',
  expired: false,
  publishedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  favoriteCount: 2,
  commentCount: 5,
  contactCount: 0,
  approvalStatus: 'approved',
  published: true,
  cancelled: false,
  displayState: 'on_display',
});
/** The API's answers the pages read, by path (below `/api/v1`). */
const ANSWERS = {
  '/exhibits': {
    exhibits: Array.from({ length: 20 }, (_, i) => card(i + 1)),
    total: 48,
    totalCapped: false,
    next: 'ex-20',
  },
  '/areas': {
    areas: [
      { id: 'north', name: name('北キャンパス', 'North campus'), order: 1 },
      { id: 'south', name: name('南キャンパス', 'South campus'), order: 2 },
    ],
  },
  '/categories': { categories: {} },
  '/contents/faq': {
    content: {
      slug: 'faq',
      lang: 'ja',
      title: 'よくある質問',
      body: '## 出品\n\n出品は**無料**です。\n\n'.repeat(20),
      version: 1,
      termsVersion: null,
      updatedAt: '2026-11-20T01:00:00.000Z',
    },
  },
};

/** Child code: the steps of a cold instance's first page, timed, as JSON. */
const TIMED = `
const { gzipSync } = require('node:zlib');
const t0 = performance.now();
require(${JSON.stringify(path.join(LIB, 'index.js'))});
const t1 = performance.now();
const { loadRenderer } = require(${JSON.stringify(path.join(LIB, 'runtime', 'pages.js'))});
const t2 = performance.now();
const answers = ${JSON.stringify(ANSWERS)};
const reads = {
  get: async (path) => (path in answers ? { status: 200, body: answers[path] } : null),
};
(async () => {
  const renderer = await loadRenderer();
  const t3 = performance.now();
  const page = await renderer.render('/', 'ja', reads);
  const t4 = performance.now();
  await renderer.render('/', 'ja', reads);
  const t5 = performance.now();
  await renderer.render('/faq', 'ja', reads);
  await renderer.render('/faq', 'ja', reads);
  const t6 = performance.now();
  const html = page.html + renderer.ssrStateScript(page.state);
  process.stdout.write(JSON.stringify({
    indexMs: t1 - t0, pagesMs: t2 - t1, rendererMs: t3 - t2, firstRenderMs: t4 - t3,
    warmRenderMs: t5 - t4, documentRenderMs: (t6 - t5) / 2, htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
  }));
})();`;

function timedRun(): PagesRun {
  const result = spawnSync(process.execPath, ['-e', TIMED], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`node -e failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as PagesRun;
}

if (process.env.SKIP_BUILD !== '1') {
  // The functions and the web as the local stack builds them (the server bundle with them).
  await buildForEmulators(await planStack(undefined, false));
}
timedRun(); // warm the file system cache: a cold start reads the files from a warm image too
const runs = Array.from({ length: RUNS }, timedRun);
const at = (key: keyof PagesRun) => median(runs.map((run) => run[key]));
const ms = (key: keyof PagesRun) => `${at(key).toFixed(0)} ms`;
const table = [
  '| step of a cold instance | median |',
  '| --- | ---: |',
  `| \`lib/index.js\` (every function) | ${ms('indexMs')} |`,
  `| \`lib/runtime/pages.js\` (the pages' first request) | ${ms('pagesMs')} |`,
  `| the server renderer (\`web/dist-server\`) | ${ms('rendererMs')} |`,
  `| the first render of \`/\`, 20 cards (its lazy chunks) | ${ms('firstRenderMs')} |`,
  `| a warm instance's render of \`/\` | ${ms('warmRenderMs')} |`,
  `| a warm instance's render of \`/faq\` | ${ms('documentRenderMs')} |`,
  `| the markup and state of \`/\` | ${at('htmlBytes')} B (${at('htmlGzipBytes')} B gzip) |`,
].join('\n');
console.log(`\n${RUNS} cold instances, each a fresh Node process:\n\n${table}\n`);
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(OUT, `${JSON.stringify({ date: new Date().toISOString(), runs, table }, null, 2)}\n`);
console.log(`Wrote ${path.relative(ROOT, OUT)}`);
