import { useSyncExternalStore } from 'react';
import type { Database } from 'firebase/database';
import { loadChunk } from './chunk-reload';
import { env } from './env';
import type { FirebaseServices } from './firebase';

/**
 * Loads Firebase on demand, so the first render of any page never waits for it (the app renders from
 * the persisted session in `session.ts`; the auth bridge confirms or clears it once Firebase is here).
 * Light on purpose: only types come from the Firebase SDKs here.
 */

export type FirebaseModule = typeof import('./firebase');

let loading: Promise<FirebaseModule> | null = null;
let loaded: FirebaseServices | null = null;
const listeners = new Set<() => void>();

/** The Firebase module (`lib/firebase.ts`), loaded once; a failed load can be retried. */
export function loadFirebaseModule(): Promise<FirebaseModule> {
  loading ??= loadChunk(() => import('./firebase')).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The page's Firebase app and Auth, loading them first when needed. */
export async function loadFirebase(): Promise<FirebaseServices> {
  const firebase = await loadFirebaseModule();
  if (!loaded) {
    loaded = firebase.getFirebase(env);
    for (const listener of listeners) listener();
  }
  return loaded;
}

/** The Firebase services if something already loaded them, else null (nothing is loaded). */
export function loadedFirebase(): FirebaseServices | null {
  return loaded;
}

function subscribeLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoaded = () => loaded !== null;

/** Whether Firebase was loaded (by sign-in, a token request, ...), re-rendering when it is. */
export function useFirebaseLoaded(): boolean {
  return useSyncExternalStore(subscribeLoaded, isLoaded, isLoaded);
}

/**
 * The Realtime Database, loaded on demand; null when it is not available (degraded local mode:
 * poll the API for notification counters instead).
 */
export async function loadDatabase(): Promise<Database | null> {
  if (!env.realtimeDatabase) return null;
  const [{ app }, databaseModule] = await Promise.all([
    loadFirebase(),
    loadChunk(() => import('./firebase-database')),
  ]);
  return databaseModule.getAppDatabase(app, env);
}

/**
 * An App Check token for API calls, or null when App Check is not configured (no
 * `VITE_APP_CHECK_SITE_KEY`, local mode). Loads Firebase and App Check first when needed.
 */
export async function loadAppCheckToken(): Promise<string | null> {
  const siteKey = env.appCheckSiteKey;
  if (siteKey === null) return null;
  const [{ app }, appCheckModule] = await Promise.all([
    loadFirebase(),
    loadChunk(() => import('./firebase-app-check')),
  ]);
  return appCheckModule.getAppCheckToken(app, siteKey);
}
