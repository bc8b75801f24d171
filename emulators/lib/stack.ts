import { canRunEmulator, type OptionalEmulator } from './firebase-cli.js';
import { emulatorPort, readFirebaseJson, writeLocalConfig } from './firebase-config.js';
import { pickPort } from './ports.js';
import { PROJECT_ID } from './paths.js';
import { runOrThrow, type Output } from './run.js';

/** What the local stack runs with: which optional emulators work here, and on which ports. */
export interface StackPlan {
  emulators: string[];
  optional: Record<OptionalEmulator, boolean>;
  ports: { hosting: number; auth: number; firestore: number; database: number; storage: number };
  configFile: string;
}

/**
 * Detects the optional emulators (Realtime Database and Storage need a download, so they run only on
 * machines with internet or a warm cache), picks the Hosting port (5000 unless taken) and writes the
 * local firebase config. Without RTDB/Storage the app runs in degraded local mode (DESIGN.md).
 */
export async function planStack(
  preferredHostingPort?: number,
  offerOptional = true,
): Promise<StackPlan> {
  const config = readFirebaseJson();
  const [database, storage] = offerOptional
    ? await Promise.all([canRunEmulator('database'), canRunEmulator('storage')])
    : [false, false];
  const reserved = ['auth', 'firestore', 'functions', 'database', 'storage', 'hub', 'logging'].map(
    (name) => emulatorPort(config, name as Parameters<typeof emulatorPort>[1]),
  );
  const hosting = await pickPort(preferredHostingPort ?? emulatorPort(config, 'hosting'), reserved);
  return {
    emulators: [
      'auth',
      'firestore',
      'functions',
      'hosting',
      ...(database ? ['database'] : []),
      ...(storage ? ['storage'] : []),
    ],
    optional: { database, storage },
    ports: {
      hosting,
      auth: emulatorPort(config, 'auth'),
      firestore: emulatorPort(config, 'firestore'),
      database: emulatorPort(config, 'database'),
      storage: emulatorPort(config, 'storage'),
    },
    configFile: writeLocalConfig(hosting),
  };
}

/** The web build's configuration for this plan (read by web/src/lib/env.ts). */
export function webBuildEnv(plan: StackPlan): NodeJS.ProcessEnv {
  return {
    VITE_USE_EMULATORS: 'true',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_EMULATOR_AUTH_PORT: String(plan.ports.auth),
    VITE_EMULATOR_FIRESTORE_PORT: String(plan.ports.firestore),
    ...(plan.optional.database ? { VITE_EMULATOR_DATABASE_PORT: String(plan.ports.database) } : {}),
    ...(plan.optional.storage ? { VITE_EMULATOR_STORAGE_PORT: String(plan.ports.storage) } : {}),
  };
}

/**
 * Builds the functions and the web app for the local stack without checking their types again:
 * `tsc --noCheck` (emit only) and `vite build` alone, since both are type-checked by `npm run
 * typecheck` (and CI). `npm run build`, for deploys, still checks the types first.
 */
export async function buildForEmulators(
  plan: StackPlan,
  output: Output = 'inherit',
): Promise<void> {
  await runOrThrow('npm run build:emit -w functions', {}, output);
  await runOrThrow('npm exec -w web -- vite build', webBuildEnv(plan), output);
  // The pages function's server renderer, built with the same variables (docs/server-rendering.md).
  await runOrThrow('npm run build:server -w web', webBuildEnv(plan), output);
}
