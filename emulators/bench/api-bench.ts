/**
 * `npm run bench:api [-- --duration 20 --connections 20]`: the API under load (issue 17, target 3).
 * Builds the stack as `npm start` does (`SKIP_BUILD=1` reuses the last build), starts the emulators
 * every machine runs (Auth, Firestore, Functions, Hosting) on the ports of `CAMPUS_FIREBASE_CONFIG`
 * or firebase.json, loads the demo data, then loads eight reads (`api-targets.ts`) one after
 * another, each three ways for the same duration with the same concurrency:
 *   1. the API through Hosting and the Functions emulator (autocannon), as the browser calls it;
 *   2. the same app served alone (`api-server.ts`: `createApp` on Node, same emulators), which
 *      leaves out what only the emulated runtime adds (Hosting's proxy, the Functions emulator's
 *      forwarding to its worker);
 *   3. the raw reads: the route's own store calls in process, no HTTP and no middleware.
 * Prints a markdown table (p50, p95, requests per second, non-2xx and errors, the ratios to raw)
 * and writes `.artifacts/api-bench.json`. Reads are not rate limited (`http/rate-limit.ts` counts
 * writes only), so nothing is switched off: the five comments it posts first stay in the quota.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { spawnFirebase } from '../lib/firebase-cli.js';
import { readDemoUsers } from '../lib/demo-users.js';
import { PROJECT_ID, ROOT } from '../lib/paths.js';
import { buildForEmulators, planStack } from '../lib/stack.js';
import {
  type LoadOptions,
  type ReadResult,
  loadHttp,
  loadInProcess,
  markdownTable,
  summarizeLoad,
} from './api-load.js';
import { type ReadTarget, readTargets } from './api-targets.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    /** Writes a CPU profile of the app alone to `.artifacts/api-bench-profile/` (Chrome DevTools). */
    profile: { type: 'boolean', default: false },
    /** Only the reads whose names contain this. */
    only: { type: 'string', default: '' },
    /** Set by the outer run: this process runs inside `emulators:exec`. */
    'in-stack': { type: 'boolean', default: false },
  },
});

function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
}
const LOAD: LoadOptions = {
  seconds: positiveInt('duration', values.duration),
  connections: positiveInt('connections', values.connections),
};
const OUT = path.join(ROOT, '.artifacts', 'api-bench.json');
const PROFILE_DIR = path.join(ROOT, '.artifacts', 'api-bench-profile');
/** The signed-in reads are the header's of this demo user (a student with trades and to-dos). */
const DEMO_EMAIL = 'hanako.yamada@campus.example.ac.jp';
const COMMENTS = 5;

async function main(): Promise<void> {
  if (values['in-stack']) {
    await bench();
    return;
  }
  const plan = await planStack(undefined, false);
  if (process.env.SKIP_BUILD !== '1') await buildForEmulators(plan);
  const args = [
    `--duration ${LOAD.seconds}`,
    `--connections ${LOAD.connections}`,
    ...(values.profile ? ['--profile'] : []),
    ...(values.only ? [`--only '${values.only.replace(/'/g, '')}'`] : []),
  ].join(' ');
  // Hosting and the Functions emulator log every request: thousands of lines a second, left out.
  const perRequest = /^(\[hosting\] Rewriting|i {2}functions: (Beginning execution|Finished) )/;
  const emulators = spawnFirebase(
    [
      'emulators:exec',
      '--only',
      plan.emulators.join(','),
      '--config',
      path.relative(ROOT, plan.configFile),
      `npm run seed && npx tsx emulators/bench/api-bench.ts --in-stack ${args}`,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, CAMPUS_HOSTING_URL: `http://127.0.0.1:${plan.ports.hosting}` },
    },
  );
  if (emulators.stdout !== null) {
    createInterface({ input: emulators.stdout }).on('line', (line) => {
      if (!perRequest.test(line)) console.log(line);
    });
  }
  process.exitCode = await new Promise<number>((resolve, reject) => {
    emulators.once('error', reject);
    emulators.once('exit', (code) => resolve(code ?? 1));
  });
}

/** An ID token of `uid` from the Auth emulator, as the web app holds after signing in. */
async function idTokenOf(uid: string): Promise<string> {
  const customToken = await getAuth().createCustomToken(uid);
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=bench`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: unknown };
  if (typeof body.idToken !== 'string') throw new Error(`No ID token: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** `api-server.ts` in a child process: its port once it listens, and a way to stop it. */
function startAppServer(): { port: Promise<number>; stop: () => void } {
  const profile = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const server = path.join(import.meta.dirname, 'api-server.ts');
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', server], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`api-server.ts exited with ${code}`)));
  });
  return { port, stop: () => child.kill('SIGTERM') };
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function bench(): Promise<void> {
  const hosting = process.env.CAMPUS_HOSTING_URL;
  if (hosting === undefined) throw new Error('CAMPUS_HOSTING_URL is not set');
  const api = `${hosting}/api/v1`;
  const admin = initializeApp({ projectId: PROJECT_ID });
  const server = startAppServer();
  try {
    const db = getFirestore(admin);
    const uid = readDemoUsers().find((u) => u.email === DEMO_EMAIL)?.uid;
    if (uid === undefined) throw new Error(`No demo user ${DEMO_EMAIL}`);
    const token = await idTokenOf(uid);
    const signedIn = { Authorization: `Bearer ${token}` };

    const { exhibits } = await getJson<{ exhibits: { id: string }[] }>(`${api}/exhibits`);
    const { devices } = await getJson<{ devices: { id: string }[] }>(`${api}/devices`);
    const exhibitId = exhibits[0]?.id;
    const deviceId = devices[0]?.id;
    if (exhibitId === undefined || deviceId === undefined) throw new Error('No demo data');
    // The demo data has no comments: a page of them, posted through the API like a user would.
    for (let i = 1; i <= COMMENTS; i += 1) {
      const response = await fetch(`${api}/home/exhibits/${exhibitId}/comments`, {
        method: 'POST',
        headers: { ...signedIn, 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: `Bench comment ${i}: is this still available?` }),
      });
      if (response.status !== 201) throw new Error(`Comment: ${response.status}`);
    }

    const appAlone = `http://127.0.0.1:${await server.port}/api/v1`;

    const from = new Date();
    const to = new Date(from.getTime() + 7 * 86_400_000);
    const targets = readTargets(db, { exhibitId, deviceId, uid, from, to }, () => new Date());
    const chosen = targets.filter((t) => t.name.includes(values.only ?? ''));
    console.log(
      `Loading ${chosen.length} reads, ${LOAD.connections} connections for ${LOAD.seconds} s each,` +
        ` three ways (via Hosting ${hosting}, app alone, raw reads)`,
    );
    const results: ReadResult[] = [];
    for (const target of chosen) results.push(await measure(target, api, appAlone, signedIn));

    const table = markdownTable(results);
    console.log(`\n${table}\n`);
    mkdirSync(path.dirname(OUT), { recursive: true });
    const report = { date: new Date().toISOString(), load: LOAD, results, table };
    writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${path.relative(ROOT, OUT)}`);
  } finally {
    server.stop();
    await deleteApp(admin);
  }
}

async function measure(
  target: ReadTarget,
  api: string,
  appAlone: string,
  signedIn: Record<string, string>,
): Promise<ReadResult> {
  const headers = target.signedIn ? signedIn : {};
  // Warm under load, not only once: the Functions emulator's worker, the app's JIT and above all
  // the Firestore emulator's JVM, whose first seconds of concurrent queries ran 20 times slower and
  // put the first read measured far behind the others.
  const warm = { ...LOAD, seconds: Math.min(3, LOAD.seconds) };
  await loadHttp(`${api}${target.path}`, headers, warm);
  await loadHttp(`${appAlone}${target.path}`, headers, warm);
  await loadInProcess(target.raw, warm);
  const hosting = summarizeLoad(await loadHttp(`${api}${target.path}`, headers, LOAD));
  const app = summarizeLoad(await loadHttp(`${appAlone}${target.path}`, headers, LOAD));
  const raw = summarizeLoad(await loadInProcess(target.raw, LOAD));
  console.log(
    `${target.name}: via Hosting p50 ${hosting.p50Ms} ms, p95 ${hosting.p95Ms} ms, ${hosting.rps}/s;` +
      ` app alone p50 ${app.p50Ms}, p95 ${app.p95Ms}, ${app.rps}/s;` +
      ` raw p50 ${raw.p50Ms}, p95 ${raw.p95Ms}, ${raw.rps}/s;` +
      ` non-2xx ${hosting.non2xx + app.non2xx}, errors ${hosting.errors + app.errors + raw.errors}`,
  );
  return { name: target.name, path: target.path, hosting, appAlone: app, raw };
}

await main();
