import {
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  type UserCredential,
} from 'firebase/auth';
import { env } from '../../lib/env';
import { getFirebase, syncSession } from '../../lib/firebase';

/**
 * Google sign-in through a popup (locally the Auth emulator serves its own account chooser there).
 * This module imports Firebase statically on purpose: the login page that uses it is a lazy chunk,
 * and the popup must open straight from the click (browsers block popups opened after a long wait).
 * Later identity work adds e-mail link sign-in and sign-up beside it.
 */

/** Why a sign-in did not complete; each has a message under `login.errors`. */
export type SignInFailure = 'popupBlocked' | 'network' | 'unavailableEmail' | 'unknown';

export type SignInResult =
  | { status: 'signedIn' }
  /** The user closed the popup or started another sign-in: not an error. */
  | { status: 'cancelled' }
  | { status: 'failed'; reason: SignInFailure };

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** Maps what `signInWithPopup` throws to a result the page can show. */
export function signInResultOf(error: unknown): SignInResult {
  const code = errorCode(error);
  if (CANCELLED.has(code)) return { status: 'cancelled' };
  if (code === 'auth/popup-blocked') return { status: 'failed', reason: 'popupBlocked' };
  if (code === 'auth/network-request-failed') return { status: 'failed', reason: 'network' };
  // The sign-in blocking function rejects addresses outside the campus domain with this code.
  const message = error instanceof Error ? error.message : '';
  if (message.includes('unavailable_email')) {
    return { status: 'failed', reason: 'unavailableEmail' };
  }
  return { status: 'failed', reason: 'unknown' };
}

/**
 * Opens Google's account chooser and, once the user picked an account, stores the user, ID token
 * and claims in the session (the auth bridge would too, a moment later). Never rejects.
 */
export function signInWithGoogle(language: string): Promise<SignInResult> {
  const { auth } = getFirebase(env);
  auth.languageCode = language;
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return complete(signInWithPopup(auth, provider));
}

/**
 * Local mode only. Firebase's popup sign-in loads Google's iframe library from apis.google.com,
 * even against the Auth emulator (the emulator's own account chooser page needs it too), so without
 * internet the popup cannot complete. The emulator also accepts an unsigned Google ID token, so
 * this signs in as the Google account with that address, as its chooser would: a demo account when
 * the address is one (seeded by `npm start`), else a new account. Refused outside local mode.
 */
export function signInWithEmulatorGoogleAccount(email: string): Promise<SignInResult> {
  if (!env.useEmulators) return Promise.resolve({ status: 'failed', reason: 'unknown' });
  const { auth } = getFirebase(env);
  const address = email.trim().toLowerCase();
  const claims = { sub: `emulator-${address}`, email: address, email_verified: true };
  const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
  return complete(signInWithCredential(auth, credential));
}

/** Waits for a sign-in and stores its user, token and claims in the session. Never rejects. */
async function complete(signingIn: Promise<UserCredential>): Promise<SignInResult> {
  const { auth } = getFirebase(env);
  try {
    const { user } = await signingIn;
    await syncSession(user, { stillCurrent: () => auth.currentUser?.uid === user.uid });
    return { status: 'signedIn' };
  } catch (error) {
    const result = signInResultOf(error);
    if (result.status === 'failed') console.error('Sign-in failed', error);
    return result;
  }
}
