/**
 * `npm run size -w web` (after a build): the JavaScript a browser must load before the first render
 * of `/`, gzipped. That is the entry chunk, everything it imports statically (recursively), and the
 * home route's lazily loaded page with its own static imports, since `/` cannot paint without it.
 * Lazy chunks that wait for something else (the auth bridge, other pages, English messages) are not
 * counted. Reads Vite's manifest (`build.manifest` in vite.config.ts).
 *
 * Exits with 1 when the total is over the budget (155 kB, 1 kB = 1000 bytes like Vite's report) or
 * when the manifest or the home page is missing.
 *
 *   tsx scripts/initial-js.ts [--dist web/dist] [--budget 155] [--first-paint src/...tsx]...
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** The modules, besides the entry, that `/` needs to paint: the home route's page. */
const HOME_ROUTE_MODULES = ['src/features/search/pages/home-page.tsx'];
const DEFAULT_BUDGET_KB = 155;

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
const rows: Row[] = [...files].map((file) => {
  const content = readFileSync(path.join(dist, file));
  return { file, bytes: content.length, gzip: gzipSync(content).length };
});
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

if (total > budget * 1000) fail(`over budget by ${((total - budget * 1000) / 1000).toFixed(2)} kB`);
