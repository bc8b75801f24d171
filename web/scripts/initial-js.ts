/**
 * `npm run size -w web` (after a build): the JavaScript a browser must load before the first render
 * of `/`, gzipped. That is the entry chunk, everything it imports statically (recursively), and the
 * home route's lazily loaded page with its own static imports, since `/` cannot paint without it.
 * Lazy chunks that wait for something else (the auth bridge, other pages, English messages) are not
 * counted. Reads Vite's manifest (`build.manifest` in vite.config.ts).
 *
 * Then each lazily loaded route (a page or layout the router imports): its chunk and the static imports
 * that are not in the first load, gzipped. The rest of the Japanese messages (`allMessages` in
 * src/lib/i18n.ts), which every page but the home page waits for, is listed once beside them: it is
 * loaded once a visit, like a shared chunk.
 *
 * Exits with 1 when the first load is over its budget (1 kB = 1000 bytes like Vite's report), when
 * a route is over the route budget, or when the manifest or the home page is missing.
 *
 *   tsx scripts/initial-js.ts [--dist web/dist] [--budget 130] [--route-budget 52]
 *     [--first-paint src/...tsx]...
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** The modules, besides the entry, that `/` needs to paint: the home route's page. */
const HOME_ROUTE_MODULES = ['src/features/search/pages/home-page.tsx'];
/** Issue 17's target (docs/performance.md, section 2, says what the first load holds). */
const DEFAULT_BUDGET_KB = 130;
/**
 * 52 since issue 31: every change of the app goes through TanStack Query's mutations
 * (`lib/use-api-mutation.ts`), about 1.1 kB (gzip) that each route with a change now loads; the
 * exhibit page and the owner's exhibit detail, the largest, reached 50.4 kB with them.
 */
const DEFAULT_ROUTE_BUDGET_KB = 52;
/** The lazy chunks that are routes: the router's pages and layouts. */
const ROUTE_MODULE = /^src\/(features\/[^/]+\/pages|app\/layouts)\//;
/** The whole Japanese messages, which every route but the home page waits for. */
const MESSAGES_MODULE = 'src/locales/ja.json?all';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: flags } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(webDir, 'dist') },
    budget: { type: 'string', default: String(DEFAULT_BUDGET_KB) },
    'route-budget': { type: 'string', default: String(DEFAULT_ROUTE_BUDGET_KB) },
    'first-paint': { type: 'string', multiple: true, default: HOME_ROUTE_MODULES },
  },
});

function fail(message: string): never {
  console.error(`initial-js: ${message}`);
  process.exit(1);
}

const dist = path.resolve(flags.dist);
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  fail(`no ${path.relative(process.cwd(), manifestPath)}: build the web app first`);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (entryKey === undefined) fail('the manifest has no entry chunk');

/** The chunk and everything it imports statically, in load order, each once. */
function staticClosure(key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) fail(`the manifest has no '${key}'`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const keys = staticClosure(entryKey, new Set());
for (const module of flags['first-paint']) {
  if (!manifest[module]) {
    fail(`'${module}' is not a chunk of this build: update HOME_ROUTE_MODULES in this script`);
  }
  staticClosure(module, keys);
}

interface Row {
  file: string;
  bytes: number;
  gzip: number;
}

const files = new Set([...keys].map((key) => manifest[key]?.file ?? ''));
const gzipped = new Map<string, Row>();
function measure(file: string): Row {
  let row = gzipped.get(file);
  if (!row) {
    const content = readFileSync(path.join(dist, file));
    row = { file, bytes: content.length, gzip: gzipSync(content).length };
    gzipped.set(file, row);
  }
  return row;
}
const rows: Row[] = [...files].map(measure);
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.bytes, 0);
const budget = Number(flags.budget);

console.log('Initial JavaScript for / (entry, its static imports and the home route):');
for (const row of rows) console.log(`  ${kb(row.gzip)} kB gzip ${kb(row.bytes)} kB  ${row.file}`);
console.log(`  ${kb(total)} kB gzip ${kb(totalRaw)} kB  total (budget ${budget} kB gzip)`);

const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !files.has(chunk.file))
  .map((chunk) => chunk.file);
console.log(`Not in the first load: ${lazy.length ? lazy.join(', ') : 'nothing'}`);

// Each lazy route: what navigating to it loads beyond the first load.
const messages = manifest[MESSAGES_MODULE];
if (!messages) fail(`'${MESSAGES_MODULE}' is not a chunk of this build: update this script`);
const routeBudget = Number(flags['route-budget']);
const routes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && ROUTE_MODULE.test(key) && !keys.has(key))
  .map(([key]) => {
    const own = [...staticClosure(key, new Set())]
      .map((chunkKey) => manifest[chunkKey]?.file ?? '')
      .filter((file) => !files.has(file));
    const gzip = own.reduce((sum, file) => sum + measure(file).gzip, 0);
    return { key, chunks: own.length, gzip };
  })
  .sort((a, b) => b.gzip - a.gzip);
console.log(
  `Lazy routes (their chunks beyond the first load; budget ${routeBudget} kB gzip each):`,
);
for (const route of routes) {
  console.log(`  ${kb(route.gzip)} kB gzip  ${route.key} (${route.chunks} chunks)`);
}
console.log(
  `  ${kb(measure(messages.file).gzip)} kB gzip  ${MESSAGES_MODULE}, once a visit, before any page but /`,
);

if (total > budget * 1000) fail(`over budget by ${((total - budget * 1000) / 1000).toFixed(2)} kB`);
const overRoutes = routes.filter((route) => route.gzip > routeBudget * 1000);
if (overRoutes.length > 0) {
  fail(`over the route budget: ${overRoutes.map((route) => route.key).join(', ')}`);
}
