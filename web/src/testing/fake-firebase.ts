import { vi } from 'vitest';

/**
 * `lib/firebase-loader` with a fake Firebase behind it, for the unit tests of lib/auth and
 * lib/api-client: nothing of the real SDK starts. A test drives the fake through `firebase` and
 * resets it with `resetFakeFirebase()`. In a test file:
 * `vi.mock('<path>/lib/firebase-loader', () => import('<path>/testing/fake-firebase'));`
 */
export const firebase = {
  loaded: false,
  /** How often `loadFirebase` ran. */
  loads: 0,
  /** The signed-in user's uid; null when nobody is signed in. */
  signedInUid: 'u1' as string | null,
  token: 'fresh-token',
  claims: {} as Record<string, unknown>,
  /** Forced token refreshes (`getIdTokenResult(true)`). */
  refreshes: 0,
  signOuts: 0,
  failSignOut: false,
  /** What `loadAppCheckToken` gives: null when App Check is not configured, 'fail' rejects. */
  appCheckToken: null as string | null,
  appCheckCalls: 0,
};

const initial = { ...firebase };

export function resetFakeFirebase(): void {
  Object.assign(firebase, initial, { claims: {} });
}

const auth = {
  get currentUser() {
    if (firebase.signedInUid === null) return null;
    return {
      uid: firebase.signedInUid,
      displayName: 'Alice',
      email: 'alice@example.ac.jp',
      emailVerified: true,
      photoURL: null,
      providerData: [],
      getIdToken: () => Promise.resolve(firebase.token),
      getIdTokenResult: (force?: boolean) => {
        if (force) firebase.refreshes += 1;
        return Promise.resolve({ token: firebase.token, claims: firebase.claims });
      },
    };
  },
  authStateReady: () => Promise.resolve(),
};

export function loadFirebase() {
  firebase.loaded = true;
  firebase.loads += 1;
  return Promise.resolve({ app: {}, auth });
}

export function loadedFirebase() {
  return firebase.loaded ? { app: {}, auth } : null;
}

export async function loadFirebaseModule() {
  const actual = await vi.importActual<typeof import('../lib/firebase')>('../lib/firebase');
  return {
    syncSession: actual.syncSession,
    signOutOfFirebase: () => {
      firebase.signOuts += 1;
      return firebase.failSignOut ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
  };
}

export function loadAppCheckToken() {
  firebase.appCheckCalls += 1;
  return firebase.appCheckToken === 'fail'
    ? Promise.reject(new Error('reCAPTCHA blocked'))
    : Promise.resolve(firebase.appCheckToken);
}
