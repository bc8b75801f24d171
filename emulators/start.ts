/**
 * `npm start`: builds functions and web, starts the emulators that can run on this machine, loads the
 * demo data and prints where everything is. Ctrl-C stops everything; with --keep-data the emulators'
 * data is exported on exit to .emulators/data and imported on the next start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnFirebase } from './lib/firebase-cli.js';
import { readDemoUsers } from './lib/demo-users.js';
import { DATA_DIR, FUNCTIONS_REGION, PROJECT_ID, ROOT } from './lib/paths.js';
import { seedEmulators } from './lib/seed.js';
import { buildForEmulators, planStack, type StackPlan } from './lib/stack.js';
import { waitForHttp } from './lib/wait.js';

const { values: flags } = parseArgs({
  options: {
    'keep-data': { type: 'boolean', default: process.env.KEEP_DATA === '1' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (flags.help) {
  console.log(`Usage: npm start [-- --keep-data] [-- --port 5000] [-- --no-build]
  --keep-data  import .emulators/data if present and export the emulators' data there on Ctrl-C
  --port N     Hosting port to try first (default 5000; the next free port is used when taken)
  --no-build   reuse the last build of functions and web`);
  process.exit(0);
}

const started = Date.now();
const step = (message: string) =>
  console.log(`\n▶ ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

step('Checking which emulators can run here');
const plan = await planStack(flags.port ? Number(flags.port) : undefined);

if (!flags['no-build']) {
  step('Building functions and web');
  await buildForEmulators(plan);
}

const importData =
  flags['keep-data'] && existsSync(path.join(DATA_DIR, 'firebase-export-metadata.json'));
const args = [
  'emulators:start',
  '--only',
  plan.emulators.join(','),
  '--config',
  path.relative(ROOT, plan.configFile),
  ...(importData ? ['--import', DATA_DIR] : []),
  ...(flags['keep-data'] ? ['--export-on-exit', DATA_DIR] : []),
];
step(`Starting emulators: ${plan.emulators.join(', ')}`);
// Own process group, so the terminal's Ctrl-C reaches only this script, which then stops the emulators
// exactly once and waits for their export.
const emulators = spawnFirebase(args, { detached: true });
let exited = false;
const exitedPromise = new Promise<number>((resolve) => {
  emulators.once('exit', (code) => {
    exited = true;
    resolve(code ?? 0);
  });
});

let stopping = false;
function stop() {
  if (stopping || exited) return;
  stopping = true;
  console.log(
    flags['keep-data']
      ? `\nStopping the emulators and saving their data to ${path.relative(ROOT, DATA_DIR)} ...`
      : '\nStopping the emulators ...',
  );
  emulators.kill('SIGINT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  await waitForHttp(`http://127.0.0.1:${plan.ports.hosting}/api/v1/categories`, {
    isAborted: () => exited || stopping,
  });
  step('Loading demo data');
  await seedEmulators({
    firestore: `127.0.0.1:${plan.ports.firestore}`,
    auth: `127.0.0.1:${plan.ports.auth}`,
    ...(plan.optional.storage ? { storage: `127.0.0.1:${plan.ports.storage}` } : {}),
  });
  printBanner(plan);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  stop();
}

process.exitCode = await exitedPromise;

function printBanner({ ports, optional }: StackPlan) {
  const url = `http://localhost:${ports.hosting}/`;
  const users = readDemoUsers()
    .map((u) => `    ${u.email.padEnd(40)} ${u.displayName}  ${u.about.en}`)
    .join('\n');
  const line = '─'.repeat(72);
  console.log(`
${line}
  Campus marketplace is running on the local emulators (project ${PROJECT_ID}), ready in ${((Date.now() - started) / 1000).toFixed(0)} s

  App        ${url}
  API        ${url}api/v1/categories   (function "api", ${FUNCTIONS_REGION})
  Auth       http://127.0.0.1:${ports.auth}   Firestore  http://127.0.0.1:${ports.firestore}
  Realtime DB  ${optional.database ? `http://127.0.0.1:${ports.database}` : 'not available on this machine (degraded local mode, see README)'}
  Storage      ${optional.storage ? `http://127.0.0.1:${ports.storage}` : 'not available on this machine (degraded local mode, see README)'}

  Demo accounts (on /login, enter one in the local-environment form):
${users}

  Ctrl-C stops everything.${flags['keep-data'] ? ` Data is saved to .emulators/data.` : ' Data is discarded (npm start -- --keep-data keeps it).'}
${line}`);
}
