import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { FIREBASE_BIN, LOCAL_IMAGE_DIR, PROJECT_ID, REMOTE_CONFIG_FILE, ROOT } from './paths.js';
import { prepareFirestoreLauncher } from './firestore-launcher.js';
import { nicePrefix } from './run.js';

/**
 * The environment every firebase-tools run needs here: the Firestore launcher when the machine has
 * one, the local image store's directory and the remote settings' override file (the Functions
 * emulator passes both to the API).
 */
export function firebaseEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const launcher = prepareFirestoreLauncher();
  return {
    ...process.env,
    LOCAL_IMAGE_DIR,
    CAMPUS_REMOTE_CONFIG_FILE: REMOTE_CONFIG_FILE,
    ...(launcher ? { FIRESTORE_EMULATOR_BINARY_PATH: launcher } : {}),
    ...extra,
  };
}

/** `spawn`'s options, and `nice`: run firebase-tools and all it starts at that lower priority. */
export type FirebaseOptions = SpawnOptions & { nice?: number };

export function spawnFirebase(args: string[], options: FirebaseOptions = {}): ChildProcess {
  const { env, nice, ...rest } = options;
  const [file = FIREBASE_BIN, ...commandArgs] = [
    ...nicePrefix(nice),
    FIREBASE_BIN,
    ...args,
    '--project',
    PROJECT_ID,
  ];
  return spawn(file, commandArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    ...rest,
    env: firebaseEnv(env),
  });
}

/** Runs firebase-tools to completion; resolves with its exit code. */
export function runFirebase(args: string[], options: FirebaseOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawnFirebase(args, options);
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export type OptionalEmulator = 'database' | 'storage';

/**
 * The Realtime Database and Storage emulators are jars that firebase-tools downloads on first use.
 * `firebase setup:emulators:<name>` returns at once when the jar is cached and fails within seconds
 * when there is no internet, so it tells whether the emulator can run on this machine.
 */
export async function canRunEmulator(
  name: OptionalEmulator,
  timeoutMs = 180_000,
): Promise<boolean> {
  if (process.env[`CAMPUS_SKIP_${name.toUpperCase()}`] === '1') return false;
  return new Promise((resolve) => {
    const child = spawn(FIREBASE_BIN, [`setup:emulators:${name}`], {
      cwd: ROOT,
      stdio: 'ignore',
      env: firebaseEnv(),
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(false);
    }, timeoutMs);
    child.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}
