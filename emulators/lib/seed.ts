import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { createCloudStorageImageStore } from '../../functions/src/features/images/cloud-storage-store.js';
import type { ImageStore } from '../../functions/src/features/images/image-store.js';
import { createLocalImageStore } from '../../functions/src/features/images/local-image-store.js';
import { createContentsStore } from '../../functions/src/features/contents/index.js';
import { backfillSearchEntries } from '../../functions/src/features/search/backfill.js';
import { seedLookups } from './seed-lookups.js';
import { seedDemoTrades } from './demo-trades.js';
import { seedDemoImpact } from './demo-impact.js';
import { seedDemoModeration } from './demo-moderation.js';
import { seedDemoRequests } from './demo-requests.js';
import { seedDemoDevices } from './demo-devices.js';
import { seedDemoExhibits } from './demo-exhibits.js';
import { seedDemoProfiles } from './demo-profiles.js';
import { readDemoUsers, seedDemoUsers } from './demo-users.js';
import { LOCAL_IMAGE_DIR, PROJECT_ID, ROOT } from './paths.js';

export interface SeedHosts {
  /** host:port of the Firestore emulator */
  firestore: string;
  /** host:port of the Auth emulator */
  auth: string;
  /** host:port of the Storage emulator when it runs; otherwise photos go to the local image store. */
  storage?: string;
}

/** Where the running API keeps photos (`functions/src/features/images/choose-image-store.ts`). */
function demoImageStore(app: App, storageHost: string | undefined): ImageStore {
  if (storageHost === undefined) return createLocalImageStore({ dir: LOCAL_IMAGE_DIR });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = storageHost;
  // The default bucket of a demo project, as the Functions emulator configures it.
  const bucket = getStorage(app).bucket(`${PROJECT_ID}.appspot.com`);
  return createCloudStorageImageStore({ file: (file) => bucket.file(file) });
}

function readLookups(): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, 'emulators', 'seed', 'lookups.json'), 'utf8'));
}

/**
 * Loads the demo data (lookups, demo accounts with their profiles, a demo group, demo exhibits) into running
 * Firestore and Auth emulators.
 */
export async function seedEmulators(hosts: SeedHosts): Promise<{
  lookups: unknown;
  users: number;
  profiles: number;
  groups: number;
  exhibits: number;
  trades: number;
  devices: number;
  contents: number;
  reports: number;
  requests: number;
  giveaways: number;
}> {
  // firebase-admin reads the emulator hosts from the environment when an app is initialised.
  process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    const lookups = await seedLookups(getFirestore(app), readLookups());
    const users = await seedDemoUsers(getAuth(app), readDemoUsers());
    const { profiles, groups } = await seedDemoProfiles(getFirestore(app));
    const images = demoImageStore(app, hosts.storage);
    const exhibits = await seedDemoExhibits(getFirestore(app), images);
    const trades = await seedDemoTrades(getFirestore(app));
    // A year of finished give-aways for the impact dashboard, counted by the triggers.
    const giveaways = await seedDemoImpact(getFirestore(app));
    // The demo's simulated dates left each entry `live` as on its day; today decides (and data
    // from before the search index gets its entries).
    await backfillSearchEntries(getFirestore(app), new Date());
    const devices = await seedDemoDevices(getFirestore(app));
    // The static documents' first versions, "seeded from the current texts" (the built-in ones).
    const contents = await createContentsStore(getFirestore(app)).seedDefaults();
    // After the search entries: a report needs its exhibit searchable.
    const reports = await seedDemoModeration(getFirestore(app));
    // Wanted posts, a saved search and an application for the lottery exhibit.
    const requests = await seedDemoRequests(getFirestore(app));
    return {
      lookups,
      users,
      profiles,
      groups,
      exhibits,
      trades,
      devices,
      contents,
      reports,
      requests,
      giveaways,
    };
  } finally {
    await deleteApp(app);
  }
}

/**
 * Loads only the reference data (faculties, areas, buildings, secretariats, categories) into a real
 * project with Application Default Credentials. Demo accounts are never created outside the emulators.
 */
export async function seedProductionLookups(projectId: string): Promise<unknown> {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST']) {
    if (process.env[name]) throw new Error(`${name} is set: unset it to seed a real project`);
  }
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    return await seedLookups(getFirestore(app), readLookups());
  } finally {
    await deleteApp(app);
  }
}
