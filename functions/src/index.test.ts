import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Cold start (docs/performance.md, section 4): every instance of every function loads index.ts,
 * which must stay light; each function loads its own module on its first call. These tests load
 * the graphs in a fresh Node process (through tsx, as the sources are TypeScript) and look at
 * what it loaded.
 */

const SRC = __dirname;
const INDEX = path.join(SRC, 'index.ts');
/** The module the `api` function loads on its first request. */
const API_ENTRY = './runtime/api.js';
/** The module the `pages` function loads on its first request. */
const PAGES_ENTRY = './runtime/pages.js';

/** The files a fresh Node process holds after requiring `modules` in order. */
function loadedBy(...modules: string[]): string[] {
  const script = `${modules.map((m) => `require(${JSON.stringify(m)});`).join('')}
    process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const out = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    cwd: SRC,
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

/** The modules index.ts imports lazily (`import('./…')`), as source files. */
function lazyEntries(): string[] {
  const source = readFileSync(INDEX, 'utf8');
  return [...source.matchAll(/import\('(\.\/[^']+)'\)/g)].map((m) => m[1] as string);
}
const sourceOf = (specifier: string) => path.join(SRC, specifier.replace(/\.js$/, '.ts'));

/** Fresh Node processes compiling TypeScript: seconds on a busy machine (not a timing assertion). */
const CHILD_TIMEOUT_MS = 60_000;
const EXPRESS = /[/\\]node_modules[/\\]express[/\\]/;
const APP = path.join(SRC, 'app.ts');
const HEAVY = /[/\\]node_modules[/\\](sharp|@google-cloud[/\\]storage|google-gax)[/\\]/;
const loads = (files: string[], pattern: RegExp | string) =>
  files.some((f) => (typeof pattern === 'string' ? f === pattern : pattern.test(f)));

describe('the functions entry point (index.ts)', () => {
  it(
    'loads neither Express nor the app nor any feature: each function loads its own code',
    () => {
      const files = loadedBy(INDEX);
      expect(files).toContain(INDEX);
      expect(loads(files, EXPRESS)).toBe(false);
      expect(loads(files, APP)).toBe(false);
      expect(files.filter((f) => f.includes(`${path.sep}features${path.sep}`))).toEqual([]);
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    "loads the app only in the api's entry (without image processing or Cloud Storage), and no trigger or schedule loads it",
    () => {
      const entries = lazyEntries();
      expect(entries).toContain(API_ENTRY);
      const others = entries.filter((entry) => entry !== API_ENTRY && entry !== PAGES_ENTRY);
      expect(others.length).toBeGreaterThan(4);
      const byOthers = loadedBy(INDEX, ...others.map(sourceOf));
      expect(others.every((entry) => byOthers.includes(sourceOf(entry)))).toBe(true);
      expect(loads(byOthers, EXPRESS)).toBe(false);
      expect(loads(byOthers, APP)).toBe(false);
      const byApi = loadedBy(INDEX, sourceOf(API_ENTRY));
      expect(loads(byApi, EXPRESS)).toBe(true);
      expect(loads(byApi, APP)).toBe(true);
      expect(byApi.filter((f) => HEAVY.test(f))).toEqual([]);
    },
    CHILD_TIMEOUT_MS,
  );

  it(
    "the pages' entry loads neither the API's app nor image processing or Cloud Storage",
    () => {
      expect(lazyEntries()).toContain(PAGES_ENTRY);
      const byPages = loadedBy(INDEX, sourceOf(PAGES_ENTRY));
      expect(loads(byPages, path.join(SRC, 'pages-app.ts'))).toBe(true);
      expect(loads(byPages, APP)).toBe(false);
      expect(byPages.filter((f) => HEAVY.test(f))).toEqual([]);
    },
    CHILD_TIMEOUT_MS,
  );
});
