import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runFirebase } from '../lib/firebase-cli.js';
import { ROOT } from '../lib/paths.js';
import { pickPort } from '../lib/ports.js';

/** Where the benchmark's Firestore emulator listens by default (away from `npm start`'s 8080). */
export const BENCH_FIRESTORE_PORT = 8120;

/**
 * Runs `command` inside `firebase emulators:exec --only firestore` with its own configuration on
 * free ports (Firestore from 8120, hub, logging and websocket likewise), so it runs beside
 * `npm start` or the tests. firebase-tools stops the emulator when the command ends or fails and
 * resolves with the command's exit code.
 */
export async function execInFirestoreEmulator(command: string): Promise<number> {
  const firestore = await pickPort(BENCH_FIRESTORE_PORT, [], 10);
  const websocket = await pickPort(9170, [], 30);
  const hub = await pickPort(4420, [], 30);
  const logging = await pickPort(4520, [], 30);
  const host = '127.0.0.1';
  const config = {
    firestore: {
      rules: path.join(ROOT, 'firestore.rules'),
      indexes: path.join(ROOT, 'firestore.indexes.json'),
    },
    emulators: {
      singleProjectMode: true,
      hub: { host, port: hub },
      logging: { host, port: logging },
      firestore: { host, port: firestore, websocketPort: websocket },
      ui: { enabled: false },
    },
  };
  const dir = path.join(ROOT, '.tmp');
  const file = path.join(dir, `firebase.bench-${process.pid}.json`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  try {
    return await runFirebase(['emulators:exec', '--only', 'firestore', '--config', file, command]);
  } finally {
    rmSync(file, { force: true });
  }
}
