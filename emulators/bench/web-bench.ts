/**
 * `npm run bench:web [-- --runs 3 --verbose]`: a phone on a slow network (issue 17, target 2).
 * Builds functions and web for the local stack (unless SKIP_BUILD=1), starts the emulators through
 * Hosting with the demo data (the stack `npm test -- stack` runs, on CAMPUS_FIREBASE_CONFIG's ports),
 * then loads `/`, a demo exhibit with photos, `/share`, `/faq` and `/manage/exhibit/reuse` (signed
 * in as a demo user) `--runs` times each in headless Chromium: 375 px, cold cache (a fresh profile per run,
 * cache disabled, no service worker), 4x CPU slowdown and Lighthouse's mobile network profile
 * (`web-vitals.ts`). Hand-rolled over the DevTools protocol rather than Lighthouse: the same
 * throttling and metric definitions, without another 20 MB dependency, and it runs with the
 * Chromium the stack tests use.
 *
 * The public pages are loaded twice over (docs/server-rendering.md, part 3): as the `pages` function
 * renders them, and as the app drew them before it did, in the browser from the empty shell (the
 * same build: the page's request is sent for `/app.html` instead, over the same throttled network),
 * so before and after are measured side by side in one run.
 *
 * Prints the medians as a markdown table and the first-load and lazy-route JavaScript (`npm run size
 * -w web`), and writes `.artifacts/web-bench.json`. `--verbose` lists each run's layout shifts with
 * the elements that moved. `--url http://127.0.0.1:5000` measures a stack that is already running
 * (`npm start`) instead of starting one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { LANGUAGE_COOKIE } from '../../functions/src/model/identity-types.js';
import { readDemoUsers } from '../lib/demo-users.js';
import { runFirebase } from '../lib/firebase-cli.js';
import { ROOT } from '../lib/paths.js';
import { runOrThrow } from '../lib/run.js';
import { buildForEmulators, planStack } from '../lib/stack.js';
import { launchChromium } from '../test/browser.js';
import { measurePage, newPhoneContext, VIEWPORT, type Measured } from './web-page.js';
import { markdownTable, MOBILE_PROFILE, summarizeRuns, type PageSummary } from './web-vitals.js';

const { values: flags } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    verbose: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(ROOT, '.artifacts/web-bench.json') },
  },
});

if (flags.url === undefined) {
  // Start the stack and run this script again inside it, with the Hosting address.
  const plan = await planStack(undefined, false);
  if (process.env.SKIP_BUILD !== '1') await buildForEmulators(plan);
  const hosting = `http://127.0.0.1:${plan.ports.hosting}`;
  const forwarded = [`--runs ${Number(flags.runs)}`, flags.verbose ? '--verbose' : ''];
  process.exitCode = await runFirebase([
    'emulators:exec',
    '--only',
    plan.emulators.join(','),
    '--config',
    path.relative(ROOT, plan.configFile),
    `npm run seed && npx tsx emulators/bench/web-bench.ts --url ${hosting} ${forwarded.join(' ')}`,
  ]);
  // The bundle sizes of the build just measured (exits non-zero when over a budget).
  if (process.exitCode === 0) await runOrThrow('npm run size -w web');
} else {
  await bench(flags.url);
}

interface Target {
  label: string;
  path: string;
  /** The demo user signed in first, or none. */
  signedInAs?: string;
  /** Drawn in the browser from the empty shell, as before the pages were server-rendered. */
  clientRendered?: true;
}

/**
 * The `pages` function's time to first byte through Hosting, without throttling: the first request
 * of the run (a cold instance: nothing asked the function before it) and the median of ten after
 * it (a warm one), with the HTML's size. The emulator's cold start includes starting its worker,
 * which a deployed instance does not pay in the same way.
 */
async function timeToFirstByte(base: string, pathname: string) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(new URL(pathname, base), {
      headers: { Cookie: `${LANGUAGE_COOKIE}=ja` },
    });
    const ms = performance.now() - started;
    const html = await response.text();
    return { ms, bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length };
  };
  const cold = await once();
  const warm: number[] = [];
  for (let i = 0; i < 10; i += 1) warm.push((await once()).ms);
  warm.sort((a, b) => a - b);
  return {
    pathname,
    coldMs: cold.ms,
    warmMs: warm[5] ?? Number.NaN,
    bytes: cold.bytes,
    gzipBytes: cold.gzipBytes,
  };
}

async function bench(base: string): Promise<void> {
  const firstByte = await timeToFirstByte(base, '/');
  console.log(
    `Time to first byte of / through Hosting: cold ${Math.round(firstByte.coldMs)} ms, warm ${Math.round(firstByte.warmMs)} ms (median of 10); HTML ${firstByte.bytes} B (${firstByte.gzipBytes} B gzip)`,
  );
  const exhibit = `/exhibits/${await exhibitWithPhotos(base)}`;
  const targets: Target[] = [
    ...[
      { label: '/', path: '/' },
      { label: '/exhibits/{id}', path: exhibit },
      { label: '/share', path: '/share' },
      { label: '/faq', path: '/faq' },
    ].flatMap((target) => [
      { ...target, label: `${target.label} (server-rendered)` },
      {
        ...target,
        label: `${target.label} (in the browser, before)`,
        clientRendered: true as const,
      },
    ]),
    {
      label: '/manage/exhibit/reuse (signed in)',
      path: '/manage/exhibit/reuse',
      signedInAs: readDemoUsers()[0]?.email ?? 'no demo user',
    },
  ];
  const runs = Math.max(1, Number(flags.runs));
  const browser = await launchChromium();
  const results: { target: Target; runs: Measured[]; summary: PageSummary }[] = [];
  try {
    for (const target of targets) {
      await warmUp(browser, base, target);
      const measured: Measured[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const context = await openContext(browser, base, target);
        try {
          const result = await measurePage(context, new URL(target.path, base).toString());
          measured.push(result);
          report(target, run, result);
        } finally {
          await context.close();
        }
      }
      results.push({ target, runs: measured, summary: summarizeRuns(target.label, measured) });
    }
  } finally {
    await browser.close();
  }
  const table = markdownTable(results.map((result) => result.summary));
  console.log(
    `\nMedian of ${runs} cold loads at ${VIEWPORT.width} px, ${MOBILE_PROFILE.cpuSlowdown}x CPU, ` +
      `${MOBILE_PROFILE.latencyMs} ms RTT, 1.6 Mbit/s down, 750 kbit/s up (${new Date().toISOString().slice(0, 10)}):\n`,
  );
  console.log(table);
  mkdirSync(path.dirname(flags.out), { recursive: true });
  writeFileSync(
    flags.out,
    `${JSON.stringify({ date: new Date().toISOString(), profile: MOBILE_PROFILE, viewport: VIEWPORT, firstByte, results }, null, 2)}\n`,
  );
  console.log(`\nWrote ${path.relative(ROOT, flags.out)}`);
}

/**
 * One load of the target, not measured and not throttled, before its runs: the emulator starts a
 * function's worker for each request it cannot hand to an idle one, seconds each, and a page asks
 * the api function for several photos at once. Without it, the first runs of `/` were its slow
 * ones (LCP 1.6 to 2.6 s, the others 1.0 to 1.2 s); a function's cold start is measured apart
 * (the time to the first byte, above), and the browser's cache stays cold (a fresh profile per
 * run).
 */
async function warmUp(browser: Browser, base: string, target: Target): Promise<void> {
  const context = await openContext(browser, base, target);
  try {
    const page = await context.newPage();
    // `load`: the page and its first photos (a signed-in page keeps polling, never idle).
    await page.goto(new URL(target.path, base).toString(), { waitUntil: 'load' });
  } finally {
    await context.close();
  }
}

/** A fresh phone profile; for a signed-in target, signed in first (then the page loads cold). */
async function openContext(
  browser: Browser,
  base: string,
  target: Target,
): Promise<BrowserContext> {
  const context = await newPhoneContext(browser);
  // The page's request goes out either way (same interception), for the shell when drawn in the
  // browser: the address stays the page's, so the app draws that page.
  await context.route(
    (url) => url.pathname === new URL(target.path, base).pathname,
    (route) =>
      route.continue(target.clientRendered ? { url: new URL('/app.html', base).toString() } : {}),
  );
  if (target.signedInAs === undefined) return context;
  // The emulator sign-in form in English (its labels below), then back to Japanese to measure.
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: base }]);
  const page = await context.newPage();
  await page.goto(new URL('/login', base).toString());
  const form = page.getByRole('region', { name: 'Local environment (emulator)' });
  await form.getByLabel('E-mail address').fill(target.signedInAs);
  await form.getByRole('button', { name: 'Sign in with this account' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  await page.close();
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ja', url: base }]);
  return context;
}

/** The id of the newest listed demo exhibit that has a photo (the exhibit page's LCP is its photo). */
async function exhibitWithPhotos(base: string): Promise<string> {
  const response = await fetch(new URL('/api/v1/exhibits', base));
  const { exhibits } = (await response.json()) as {
    exhibits: { id: string; thumbnailUri: string | null }[];
  };
  const found = exhibits.find((exhibit) => exhibit.thumbnailUri !== null);
  if (!found) throw new Error('No demo exhibit with a photo: is the demo data seeded?');
  return found.id;
}

function report(target: Target, run: number, result: Measured): void {
  const figures = [
    `LCP ${(result.lcpMs / 1000).toFixed(2)} s (${result.lcpElement})`,
    `CLS ${result.cls.toFixed(3)}`,
    `TBT ${Math.round(result.tbtMs)} ms`,
    `${(result.bytes / 1000).toFixed(1)} kB (${(result.jsBytes / 1000).toFixed(1)} kB JS)`,
  ];
  console.log(`${target.label} run ${run}: ${figures.join(', ')}`);
  if (!flags.verbose) return;
  for (const shift of result.shifts) {
    const input = shift.hadRecentInput ? ' (after input, not counted)' : '';
    console.log(`  shift ${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms${input}`);
    for (const source of shift.sources) console.log(`    ${source}`);
  }
}
