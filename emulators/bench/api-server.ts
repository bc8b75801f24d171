/**
 * The API's Express app served on its own, for `npm run bench:api`: `createApp` with the emulators'
 * Firestore and Auth (from the environment `emulators:exec` sets) and the params the Functions
 * emulator gives the API (`functions/.env.demo-campus`), on a free port it prints as `PORT <n>`.
 * A process of its own, so the load generator does not share its event loop.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/app.js';
import { PROJECT_ID, ROOT } from '../lib/paths.js';

// tsx turns source maps on, and the Firestore SDK captures a stack trace on every call: mapped, it
// cost about 5% of this process's CPU in a profile. The deployed functions run without them.
process.setSourceMapsEnabled(false);

const file = path.join(ROOT, 'functions', `.env.${PROJECT_ID}`);
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
  if (match?.[1] !== undefined && process.env[match[1]] === undefined) {
    process.env[match[1]] = match[2] ?? '';
  }
}

const admin = initializeApp({ projectId: PROJECT_ID });
const server = createServer(createApp({ db: getFirestore(admin), auth: getAuth(admin) }));
// A clean exit, so `node --cpu-prof` writes its profile when the bench stops this process.
process.once('SIGTERM', () => {
  server.close();
  process.exit(0);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`PORT ${(server.address() as AddressInfo).port}`);
});
