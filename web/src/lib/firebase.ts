import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signOut as signOutOfAuth,
  type Auth,
  type ParsedToken,
} from 'firebase/auth';
import type { AppConfig } from './parse-env';
import { session, type SessionUser } from './session';

/**
 * The Firebase SDKs of the web client. This module is heavy (Firebase App and Auth): it is never
 * imported statically by code on the first load. Light code reaches it through `firebase-loader.ts`;
 * lazily loaded code (the auth bridge, the login page) may import it directly. All data goes through
 * the API but the live reads: Firestore listeners (`firestore.ts`) on a chat's messages and, without
 * a Realtime Database, the counters; the Realtime Database is in `firebase-database.ts`, loaded only
 * when it is available.
 */
export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
}

/**
 * Initialises the Firebase app and Auth, connected to the Auth emulator in local mode. Call once per
 * page (see `getFirebase`): emulators can only be connected before use.
 */
export function createFirebase(config: AppConfig): FirebaseServices {
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  const emulators = config.emulators;
  if (emulators) {
    connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, {
      disableWarnings: true,
    });
  }
  return { app, auth };
}

let services: FirebaseServices | undefined;

/** The page's Firebase services, created on first use. */
export function getFirebase(config: AppConfig): FirebaseServices {
  services ??= createFirebase(config);
  return services;
}

/** What the session needs of a Firebase user (a `User` fits; tests pass plain objects). */
export interface TokenUser extends SessionUser {
  getIdTokenResult(forceRefresh?: boolean): Promise<{ token: string; claims: ParsedToken }>;
}

/**
 * Reads the user's ID token (refreshed first when `forceRefresh`) and stores it with its claims in the
 * session, unless `stillCurrent` says the user signed out meanwhile. Returns the token.
 */
export async function syncSession(
  user: TokenUser,
  { forceRefresh = false, stillCurrent = () => true }: SyncOptions = {},
): Promise<string> {
  const { token, claims } = await user.getIdTokenResult(forceRefresh);
  if (stillCurrent()) {
    session.signedIn(user, token, {
      roles: claims['roles'],
      group: claims['group'],
    });
  }
  return token;
}

export interface SyncOptions {
  forceRefresh?: boolean;
  /** Checked after the token arrives; false drops it (e.g. the user signed out meanwhile). */
  stillCurrent?: () => boolean;
}

/** Signs out of Firebase Auth (the session is cleared by the caller, see `lib/auth.ts`). */
export function signOutOfFirebase(auth: Auth): Promise<void> {
  return signOutOfAuth(auth);
}
