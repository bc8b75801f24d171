import { loadFirebase, loadFirebaseModule, loadedFirebase } from './firebase-loader';
import { session } from './session';

/**
 * Sign-out and ID tokens for code that runs on the first load: Firebase is loaded only when one of
 * these needs it. Sign-in lives in `features/auth/sign-in.ts` (it needs Firebase loaded before the
 * click, for the popup).
 */

let signedOutByUser = false;

// A new sign-in ends what an explicit sign-out meant for the route guard.
session.subscribe(() => {
  if (session.get().user) signedOutByUser = false;
});

/**
 * Signs out: clears the session at once (the header switches to signed-out), then signs out of
 * Firebase, loading it if needed. Never rejects: when Firebase cannot be reached the session is
 * cleared all the same and the problem is logged.
 */
export async function signOut(): Promise<void> {
  signedOutByUser = true;
  session.signedOut();
  try {
    const firebase = await loadFirebaseModule();
    const { auth } = await loadFirebase();
    await firebase.signOutOfFirebase(auth);
  } catch (error) {
    console.error('Signing out of Firebase failed', error);
  } finally {
    // Firebase may have reported the old user while it loaded.
    if (session.get().user) session.signedOut();
  }
}

/**
 * True after `signOut()` until the next sign-in: the route guard then sends the user home instead
 * of to the login page with the page they were on as the redirect target.
 */
export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

/** How long a stored token must still be valid to be sent without asking Firebase. */
const TOKEN_MARGIN_MS = 5 * 60 * 1000;

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** When a JWT expires (ms since the epoch), or null when it cannot be read. Not a verification. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null || !('exp' in claims)) return null;
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token expires within five minutes (or cannot be read). */
export function isTokenStale(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - now < TOKEN_MARGIN_MS;
}

/**
 * The bearer ID token for an API call, or null when signed out. Once Firebase is loaded it supplies
 * the token (refreshing it when it is about to expire); before that the stored token is used while
 * it is still valid, otherwise Firebase is loaded first.
 */
export async function currentIdToken(): Promise<string | null> {
  const { user, token } = session.get();
  if (!user) return null;
  if (!loadedFirebase() && token !== null && !isTokenStale(token)) return token;
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  const current = auth.currentUser;
  // Firebase says signed out: the auth bridge clears the session; this call goes out anonymous.
  return current ? current.getIdToken() : null;
}

/**
 * Asks Firebase for a new ID token (e.g. after the server changed the `group` claim) and stores it
 * with its claims in the session before resolving. Resolves with null when signed out.
 */
export async function refreshIdToken(): Promise<string | null> {
  const firebase = await loadFirebaseModule();
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  return firebase.syncSession(user, {
    forceRefresh: true,
    stillCurrent: () => auth.currentUser?.uid === user.uid,
  });
}
