/**
 * `npm run seed`: loads the demo data into emulators that are already running (hosts from the usual
 * emulator variables, else from firebase.json).
 * `npm run seed -- --project <id>`: loads only the lookups into a real project (Application Default
 * Credentials, e.g. `gcloud auth application-default login`).
 */
import { parseArgs } from 'node:util';
import { emulatorPort, readFirebaseJson } from './lib/firebase-config.js';
import { seedEmulators, seedProductionLookups } from './lib/seed.js';

const { values } = parseArgs({ options: { project: { type: 'string' } } });

if (values.project) {
  console.log('Seeded lookups', JSON.stringify(await seedProductionLookups(values.project)));
} else {
  const config = readFirebaseJson();
  const result = await seedEmulators({
    firestore:
      process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${emulatorPort(config, 'firestore')}`,
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${emulatorPort(config, 'auth')}`,
    storage: process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined,
  });
  console.log('Seeded', JSON.stringify(result));
}
