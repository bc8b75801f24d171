import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import type { AppConfig } from './parse-env';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  /** Null in degraded local mode (no Realtime Database emulator): counters are polled instead. */
  database: Database | null;
}

/**
 * Initialises the Firebase app and the SDKs the web client uses (Auth, and the Realtime Database for
 * notification counters; it never talks to Firestore: the API is its only reader and writer), connected to the emulators in
 * local mode. Call once per page (see `getFirebase`): emulators can only be connected before use.
 */
export function createFirebase(config: AppConfig): FirebaseServices {
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  const database = config.realtimeDatabase ? getDatabase(app) : null;

  const emulators = config.emulators;
  if (emulators) {
    connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
      disableWarnings: true,
    });
    if (database && emulators.databasePort !== null) {
      connectDatabaseEmulator(database, emulators.host, emulators.databasePort);
    }
  }

  return { app, auth, database };
}

let services: FirebaseServices | undefined;

/** The page's Firebase services, created on first use. */
export function getFirebase(config: AppConfig): FirebaseServices {
  services ??= createFirebase(config);
  return services;
}
