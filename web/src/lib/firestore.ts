import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { AppConfig } from './parse-env';

/**
 * Firestore for the client's few live reads (a chat's messages, the counters without a Realtime
 * Database; `firestore.rules` allows nothing else). Heavy (about 90 kB gzipped): reach it through
 * `loadFirestore()` in `firestore-loader.ts`, never from the first load.
 */
export function createFirestore(app: FirebaseApp, config: AppConfig): Firestore {
  const firestore = getFirestore(app);
  const emulators = config.emulators;
  if (emulators) connectFirestoreEmulator(firestore, emulators.host, emulators.firestorePort);
  return firestore;
}

let firestore: Firestore | undefined;

/** The page's Firestore, created on first use (the emulator can only be connected before use). */
export function getAppFirestore(app: FirebaseApp, config: AppConfig): Firestore {
  firestore ??= createFirestore(app, config);
  return firestore;
}
