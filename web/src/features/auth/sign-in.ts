import {
  GoogleAuthProvider,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithCredential,
  signInWithCustomToken,
  signInWithEmailLink,
  signInWithPopup,
  type UserCredential,
} from 'firebase/auth';
import { EMAIL_NOT_VERIFIED, UNAVAILABLE_EMAIL } from '@campus/model/error-codes';
import { VALIDATION_ERROR } from '@campus/model/wire';
import { hasErrorCode } from '../../lib/api-client';
import { env } from '../../lib/env';
import { getFirebase, syncSession } from '../../lib/firebase';
import { session } from '../../lib/session';
import { isSignInAllowed } from './api/check-email';

/**
 * Sign-in: Google through a popup (locally the Auth emulator serves its own account chooser there),
 * an e-mail link, and a custom token for `?group=`. This module imports Firebase statically on
 * purpose: the pages that use it are lazy chunks, and the popup must open straight from the click
 * (browsers block popups opened after a long wait). Which addresses may sign in is decided by the
 * server (the Auth blocking functions and the API), never here: before mailing a link this asks
 * the server's policy (`POST /sign-in/email-check`).
 */

/** Why a sign-in did not complete; each has a message under `login.errors`. */
export type SignInFailure =
  | 'popupBlocked'
  | 'network'
  | 'unavailableEmail'
  | 'emailNotVerified'
  | 'invalidLink'
  | 'invalidEmail'
  | 'unknown';

export type SignInResult =
  | { status: 'signedIn' }
  /** The user closed the popup or started another sign-in: not an error. */
  | { status: 'cancelled' }
  | { status: 'failed'; reason: SignInFailure };

const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);
const INVALID_LINK = new Set(['auth/invalid-action-code', 'auth/expired-action-code']);

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** Maps what `signInWithPopup` throws to a result the page can show. */
export function signInResultOf(error: unknown): SignInResult {
  const code = errorCode(error);
  if (CANCELLED.has(code)) return { status: 'cancelled' };
  if (code === 'auth/popup-blocked') return { status: 'failed', reason: 'popupBlocked' };
  if (code === 'auth/network-request-failed') return { status: 'failed', reason: 'network' };
  if (INVALID_LINK.has(code)) return { status: 'failed', reason: 'invalidLink' };
  if (code === 'auth/invalid-email') return { status: 'failed', reason: 'invalidEmail' };
  // The sign-in blocking function rejects addresses outside the campus domain with this code.
  const message = error instanceof Error ? error.message : '';
  if (message.includes(UNAVAILABLE_EMAIL)) {
    return { status: 'failed', reason: 'unavailableEmail' };
  }
  // ... and addresses nobody verified (a password account) with this one.
  if (message.includes(EMAIL_NOT_VERIFIED)) {
    return { status: 'failed', reason: 'emailNotVerified' };
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

/** Where an e-mail link leads back to: this app's login page, keeping a safe `redirectUrl`. */
export function emailLinkContinueUrl(origin: string, redirectUrl: string | null): string {
  const url = new URL('/login', origin);
  if (redirectUrl !== null) url.searchParams.set('redirectUrl', redirectUrl);
  return url.toString();
}

/**
 * Mails a sign-in link to `email` (locally the Auth emulator keeps it: see `emulatorSignInLink`),
 * once the server's policy says the address may sign in: Firebase mails a link to any address and
 * the blocking functions refuse it only when it is used, so an address outside the campus gets
 * `unavailableEmail` here and no link. The address is remembered in the session so that opening
 * the link in this browser signs in at once; elsewhere the login page asks for it again. Never
 * rejects.
 */
export async function sendEmailLink(
  email: string,
  language: string,
  redirectUrl: string | null,
): Promise<{ status: 'sent' } | { status: 'failed'; reason: SignInFailure }> {
  const address = email.trim();
  try {
    if (!(await isSignInAllowed(address))) return { status: 'failed', reason: 'unavailableEmail' };
  } catch (error) {
    console.error('Checking the address failed', error);
    const invalid = hasErrorCode(error, VALIDATION_ERROR);
    return { status: 'failed', reason: invalid ? 'invalidEmail' : 'network' };
  }
  const { auth } = getFirebase(env);
  auth.languageCode = language;
  try {
    await sendSignInLinkToEmail(auth, address, {
      url: emailLinkContinueUrl(window.location.origin, redirectUrl),
      handleCodeInApp: true,
    });
    session.setEmailForSignIn(address);
    return { status: 'sent' };
  } catch (error) {
    const result = signInResultOf(error);
    console.error('Sending the sign-in link failed', error);
    return { status: 'failed', reason: result.status === 'failed' ? result.reason : 'unknown' };
  }
}

/** True when `href` is a sign-in link mailed by `sendEmailLink`. */
export function isEmailLink(href: string): boolean {
  const { auth } = getFirebase(env);
  return isSignInWithEmailLink(auth, href);
}

/** Completes an e-mail link sign-in; the remembered address is forgotten. Never rejects. */
export async function signInWithLink(email: string, href: string): Promise<SignInResult> {
  const { auth } = getFirebase(env);
  const result = await complete(signInWithEmailLink(auth, email.trim(), href));
  if (result.status === 'signedIn') session.setEmailForSignIn(null);
  return result;
}

/**
 * Local mode only: the newest sign-in link the Auth emulator holds for `email`, as an address of
 * this app (the emulator's own link points at its action page), or null when there is none. The
 * emulator lists its out-of-band codes at a REST endpoint instead of mailing them.
 */
export async function emulatorSignInLink(email: string): Promise<string | null> {
  const emulators = env.emulators;
  if (!env.useEmulators || emulators === null) return null;
  const project = env.firebase.projectId;
  const response = await fetch(
    `http://${emulators.host}:${emulators.authPort}/emulator/v1/projects/${project}/oobCodes`,
  );
  if (!response.ok) return null;
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: EmulatorOobCode[] };
  const address = email.trim().toLowerCase();
  const code = oobCodes
    .filter((c) => c.requestType === 'EMAIL_SIGNIN' && c.email.toLowerCase() === address)
    .at(-1);
  return code ? appLinkOf(code.oobLink) : null;
}

interface EmulatorOobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The emulator's action link rewritten to its continue URL, carrying the code as Firebase does. */
export function appLinkOf(oobLink: string): string | null {
  const action = new URL(oobLink);
  const continueUrl = action.searchParams.get('continueUrl');
  if (continueUrl === null) return null;
  const link = new URL(continueUrl);
  for (const name of ['apiKey', 'oobCode', 'mode', 'lang']) {
    const value = action.searchParams.get(name);
    if (value !== null) link.searchParams.set(name, value);
  }
  return link.toString();
}

/**
 * Signs in again with a custom token from the API (`?group=`: the token's user carries the new
 * `group` claim) and stores the new ID token in the session. Rejects on failure.
 */
export async function signInWithToken(token: string): Promise<void> {
  const { auth } = getFirebase(env);
  const { user } = await signInWithCustomToken(auth, token);
  await syncSession(user, {
    forceRefresh: true,
    stillCurrent: () => auth.currentUser?.uid === user.uid,
  });
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
