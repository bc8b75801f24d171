import type { FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, type Database } from 'firebase/database';
import type { AppConfig } from './parse-env';

/**
 * The Realtime Database (notification counters), only when it is available: null in degraded local
 * mode, where the counters are polled from the API instead. Heavy: reach it through
 * `loadDatabase()` in `firebase-loader.ts`.
 */
export function createDatabase(app: FirebaseApp, config: AppConfig): Database | null {
  if (!config.realtimeDatabase) return null;
  const database = getDatabase(app);
  const emulators = config.emulators;
  if (emulators && emulators.databasePort !== null) {
    connectDatabaseEmulator(database, emulators.host, emulators.databasePort);
  }
  return database;
}

let database: Database | null | undefined;

/** The page's Realtime Database (or null), created on first use. */
export function getAppDatabase(app: FirebaseApp, config: AppConfig): Database | null {
  if (database === undefined) database = createDatabase(app, config);
  return database;
}
