/**
 * `npm test`: every suite, then one closing line `tests: N passed, N failed`.
 *   1. unit tests of functions, web and the emulator tooling (no emulators);
 *   2. API integration and security-rules tests against the real Auth and Firestore emulators;
 *   3. the whole stack as `npm start` runs it (Hosting -> Functions -> Firestore) driven over HTTP
 *      and in headless Chromium.
 * Suites can be picked: `npm test -- unit api stack`; `npm test -- stack reuse` runs only the
 * stack test files whose names contain `reuse`, `npm test -- api funds` only those API and rules files.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runFirebase } from './lib/firebase-cli.js';
import { readFirebaseJson } from './lib/firebase-config.js';
import { REPORTS_DIR, ROOT, STACK_REMOTE_CONFIG_FILE } from './lib/paths.js';
import { run, runOrThrow } from './lib/run.js';
import { buildForEmulators, planStack } from './lib/stack.js';
import { readVitestCounts, type Counts } from './lib/vitest-report.js';

type SuiteName = 'unit' | 'api' | 'stack';
const isSuiteName = (a: string): a is SuiteName => ['unit', 'api', 'stack'].includes(a);
const requested = process.argv.slice(2).filter(isSuiteName);
const suites: SuiteName[] = requested.length > 0 ? requested : ['unit', 'api', 'stack'];
/** Other arguments narrow the API and stack suites to the test files whose names contain them. */
const fileFilters = process.argv
  .slice(2)
  .filter((a) => !isSuiteName(a) && /^[\w.-]+$/.test(a))
  .join(' ');

rmSync(REPORTS_DIR, { recursive: true, force: true });
mkdirSync(REPORTS_DIR, { recursive: true });

const reporters = (name: string) =>
  `--reporter=default --reporter=json --outputFile=${path.join(REPORTS_DIR, `${name}.json`)}`;

interface Outcome {
  name: string;
  exitCode: number;
  counts?: Counts;
}
const outcomes: Outcome[] = [];

async function suite(name: string, runIt: () => Promise<number>) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let exitCode: number;
  try {
    exitCode = await runIt();
  } catch (error) {
    console.error(error);
    exitCode = 1;
  }
  const counts = readVitestCounts(path.join(REPORTS_DIR, `${name}.json`));
  outcomes.push({ name, exitCode, counts });
  console.log(`━━ ${name}: exit ${exitCode} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (suites.includes('unit')) {
  await suite('functions-unit', () =>
    run(`npm run test:unit -w functions -- ${reporters('functions-unit')}`),
  );
  await suite('web-unit', () => run(`npm run test:unit -w web -- ${reporters('web-unit')}`));
  await suite('emulators-unit', () =>
    run(`npx vitest run --config emulators/vitest.unit.config.ts ${reporters('emulators-unit')}`),
  );
}

if (suites.includes('api')) {
  await suite('functions-emulated', () =>
    runFirebase([
      'emulators:exec',
      '--only',
      'auth,firestore',
      '--config',
      path.relative(ROOT, writeApiConfig()),
      `npm run test:emulated -w functions -- ${reporters('functions-emulated')} ${fileFilters}`,
    ]),
  );
}

/**
 * firebase.api.local.json (git-ignored, at the root because firebase-tools resolves paths from the
 * config's folder): the configuration without `singleProjectMode`, because every Vitest worker has
 * its own emulator project (functions/test/api/helpers.ts, `PROJECT_ID`), so files run side by side.
 */
function writeApiConfig(): string {
  const config = readFirebaseJson();
  config.emulators = { ...config.emulators, singleProjectMode: false };
  const file = path.join(ROOT, 'firebase.api.local.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

if (suites.includes('stack')) {
  await suite('stack', async () => {
    // The same stack as `npm start`, with only the emulators every machine can run.
    const plan = await planStack(undefined, false);
    await buildForEmulators(plan);
    // The first-load budget (README, "Developing the web app"), on the build the browsers load.
    await runOrThrow('npm run size -w web');
    return runFirebase(
      [
        'emulators:exec',
        '--only',
        plan.emulators.join(','),
        '--config',
        path.relative(ROOT, plan.configFile),
        // Seeded once for the whole run, as `npm start` seeds (tsx, outside Vitest), so a path the
        // tooling resolves differently than the emulators shows here.
        `npm run seed && npx vitest run --config emulators/vitest.config.ts ${reporters('stack')} ${fileFilters}`,
      ],
      { env: { ...process.env, ...stackEnv(plan.ports.hosting) } },
    );
  });
}

function stackEnv(hostingPort: number): NodeJS.ProcessEnv {
  return {
    CAMPUS_HOSTING_URL: `http://127.0.0.1:${hostingPort}`,
    // The functions and the tests (remote-settings.test.ts) share this override file.
    CAMPUS_REMOTE_CONFIG_FILE: STACK_REMOTE_CONFIG_FILE,
  };
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nSummary');
for (const { name, exitCode, counts } of outcomes) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  // A suite that exits non-zero without failed tests (crash, emulator failure) still counts as a failure.
  if (exitCode !== 0 && (!counts || counts.failed === 0)) failed += 1;
  console.log(
    `  ${name.padEnd(20)} ${counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no report'}${exitCode !== 0 ? `  (exit ${exitCode})` : ''}`,
  );
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || outcomes.some((o) => o.exitCode !== 0) ? 1 : 0;
