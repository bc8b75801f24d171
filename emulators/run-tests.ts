/**
 * `npm test`: every suite, then one closing line `tests: N passed, N failed`.
 *   1. unit tests of functions, web and the emulator tooling (no emulators);
 *   2. API integration and security-rules tests against the real Auth and Firestore emulators;
 *   3. the whole stack as `npm start` runs it (Hosting -> Functions -> Firestore) driven over HTTP
 *      and in headless Chromium.
 * Two lanes run side by side: the stack in one; in the other, at a lower priority, the API suite
 * then the unit suites (`unitAndApiLane`). The stack's browser tests mostly wait (on Chromium, the
 * Functions emulator, the network), and the other lane takes the cycles they leave, so the run takes
 * little longer than the stack alone (README, "How long the tests take"). The API suite's emulators
 * use their own ports (`API_PORT_OFFSET`).
 * When both lanes run, each suite's output goes to `.emulators/reports/<suite>.log` and is printed
 * whole when the suite ends; a single lane prints as it goes.
 * Suites can be picked: `npm test -- unit api stack`; `npm test -- stack reuse` runs only the
 * stack test files whose names contain `reuse`, `npm test -- api funds` only those API and rules files.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { runFirebase } from './lib/firebase-cli.js';
import { readFirebaseJson, withPortsShifted } from './lib/firebase-config.js';
import { FAILURE_REPORTS, REPORTS_DIR, ROOT, STACK_REMOTE_CONFIG_FILE } from './lib/paths.js';
import { run, runOrThrow, stdioOf, type Output } from './lib/run.js';
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

/** How much of the browser tests' failure reports the closing lines repeat (the first failures'). */
const FAILURE_REPORT_LINES = 80;

/** How far the API suite's emulator ports are from the configuration's, which the stack uses. */
const API_PORT_OFFSET = 300;

rmSync(REPORTS_DIR, { recursive: true, force: true });
mkdirSync(REPORTS_DIR, { recursive: true });

const reporters = (name: string) =>
  `--reporter=default --reporter=json --outputFile=${path.join(REPORTS_DIR, `${name}.json`)}`;

/** Both lanes have work: each suite writes to its log, printed whole when it ends. */
const sideBySide = suites.includes('stack') && suites.some((s) => s !== 'stack');

/**
 * Beside the stack, the unit and API suites run at a lower priority (`nice`): the stack is the
 * longer lane, and its waits (a page, a trigger) are what the run waits for, while the other lane
 * only has to end before it. It still gets every cycle the stack leaves, and the run is CPU-bound.
 */
const SIDE_LANE_NICE = sideBySide ? 10 : undefined;

interface Outcome {
  name: string;
  exitCode: number;
  seconds: number;
  counts?: Counts;
}
const outcomes: Outcome[] = [];
const running = new Map<string, number>();

async function suite(name: string, runIt: (output: Output) => Promise<number>) {
  const started = Date.now();
  const log = path.join(REPORTS_DIR, `${name}.log`);
  const fd = sideBySide ? openSync(log, 'w') : undefined;
  console.log(sideBySide ? `━━ ${name}: started` : `\n━━ ${name} ━━`);
  running.set(name, started);
  let exitCode: number;
  try {
    exitCode = await runIt(fd ?? 'inherit');
  } catch (error) {
    if (fd === undefined) console.error(error);
    else writeFileSync(fd, `${String(error)}\n`);
    exitCode = 1;
  } finally {
    running.delete(name);
    if (fd !== undefined) closeSync(fd);
  }
  if (fd !== undefined) {
    console.log(`\n━━ ${name} ━━ (${path.relative(ROOT, log)})`);
    process.stdout.write(readFileSync(log));
  }
  const seconds = (Date.now() - started) / 1000;
  const counts = readVitestCounts(path.join(REPORTS_DIR, `${name}.json`));
  outcomes.push({ name, exitCode, seconds, counts });
  console.log(`━━ ${name}: exit ${exitCode} in ${seconds.toFixed(1)} s`);
}

/** The unit suites, in order: each one's name (its log and report) and command. */
const UNIT_SUITES: [name: string, command: string][] = [
  ['functions-unit', 'npm run test:unit -w functions --'],
  ['web-unit', 'npm run test:unit -w web --'],
  ['emulators-unit', 'npx vitest run --config emulators/vitest.unit.config.ts'],
];

async function unitSuites() {
  if (!suites.includes('unit')) return;
  for (const [name, command] of UNIT_SUITES) {
    await suite(name, (output) =>
      run(`${command} ${reporters(name)}`, {}, { output, nice: SIDE_LANE_NICE }),
    );
  }
}

async function apiSuite() {
  if (suites.includes('api')) {
    await suite('functions-emulated', (output) =>
      runFirebase(
        [
          'emulators:exec',
          '--only',
          'auth,firestore',
          '--config',
          path.relative(ROOT, writeApiConfig()),
          `npm run test:emulated -w functions -- ${reporters('functions-emulated')} ${fileFilters}`,
        ],
        { stdio: stdioOf(output), nice: SIDE_LANE_NICE },
      ),
    );
  }
}

/**
 * The lane beside the stack runs the API suite first: it mostly waits on its emulators, as the stack
 * does, while the unit suites keep both cores busy and so fill the end, when the stack is done.
 * Alone, the unit suites come first, the quickest to fail.
 */
async function unitAndApiLane() {
  if (sideBySide) {
    await apiSuite();
    await unitSuites();
  } else {
    await unitSuites();
    await apiSuite();
  }
}

/**
 * firebase.api.local.json (git-ignored, at the root because firebase-tools resolves paths from the
 * config's folder): the configuration on ports of its own, beside the stack's emulators, and
 * without `singleProjectMode`, because every Vitest worker has its own emulator project
 * (functions/test/api/helpers.ts, `PROJECT_ID`), so files run side by side.
 */
function writeApiConfig(): string {
  const config = withPortsShifted(readFirebaseJson(), API_PORT_OFFSET);
  config.emulators = { ...config.emulators, singleProjectMode: false };
  const file = path.join(ROOT, 'firebase.api.local.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

async function stackLane() {
  if (!suites.includes('stack')) return;
  await suite('stack', async (output) => {
    // The same stack as `npm start`, with only the emulators every machine can run.
    const plan = await planStack(undefined, false);
    await buildForEmulators(plan, output);
    // The first-load budget (README, "Developing the web app"), on the build the browsers load.
    await runOrThrow('npm run size -w web', {}, output);
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
      { env: { ...process.env, ...stackEnv(plan.ports.hosting) }, stdio: stdioOf(output) },
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

// While the lanes write to their logs, a line a minute says what is still running.
const started = Date.now();
const minutes = (since: number) => `${Math.round((Date.now() - since) / 60_000)} min`;
const heartbeat = sideBySide
  ? setInterval(() => {
      const now = [...running].map(([name, since]) => `${name} (${minutes(since)})`).join(', ');
      console.log(`… ${minutes(started)}: running ${now}`);
    }, 60_000)
  : undefined;
if (sideBySide) await Promise.all([unitAndApiLane(), stackLane()]);
else {
  await unitAndApiLane();
  await stackLane();
}
clearInterval(heartbeat);

// The browser tests' failure reports (app-pages.ts) again, where a log's tail shows them.
if (existsSync(FAILURE_REPORTS)) {
  const lines = readFileSync(FAILURE_REPORTS, 'utf8').trimEnd().split('\n');
  console.log(`\nFailure reports of the browser tests (${path.relative(ROOT, FAILURE_REPORTS)}):`);
  console.log(lines.slice(0, FAILURE_REPORT_LINES).join('\n'));
  if (lines.length > FAILURE_REPORT_LINES)
    console.log(`… ${lines.length - FAILURE_REPORT_LINES} more lines`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log(`\nSummary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
const ORDER = ['functions-unit', 'web-unit', 'emulators-unit', 'functions-emulated', 'stack'];
outcomes.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
for (const { name, exitCode, seconds, counts } of outcomes) {
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  // A suite that exits non-zero without failed tests (crash, emulator failure) still counts as a failure.
  if (exitCode !== 0 && (!counts || counts.failed === 0)) failed += 1;
  console.log(
    `  ${name.padEnd(20)} ${counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no report'}${exitCode !== 0 ? `  (exit ${exitCode})` : ''}  ${seconds.toFixed(0)} s`,
  );
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || outcomes.some((o) => o.exitCode !== 0) ? 1 : 0;
