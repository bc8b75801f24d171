import { ApiError, NOT_GROUP_MEMBER } from './api-client';
import { refreshIdToken, signOut } from './auth';
import { session } from './session';
import { deleteGroup, getMe, postGroup, postGroupToken, type MeResponse } from './me-api';

/**
 * The profile in the session (spec sections 4, 7 and 8): loaded at login and whenever groups change,
 * the NotGroupMember recovery, and group selection. Every function keeps the session in step with
 * what the server said.
 */

export const PROFILE_NOT_FOUND = 'profile_not_found';
export const UNAVAILABLE_EMAIL = 'unavailable_email';
export const EMAIL_NOT_VERIFIED = 'email_not_verified';

export type ProfileLoad =
  | { status: 'loaded'; profile: MeResponse }
  /** Signed in, but not signed up yet: the sign-up pages come next. */
  | { status: 'notSignedUp' };

const isApiError = (error: unknown, code: string): error is ApiError =>
  error instanceof ApiError && error.code === code;

/**
 * GET /home/me and save the profile. A 403 NotGroupMember has already run the recovery (the API
 * client calls `recoverAsIndividual`), which saved the individual's profile: that is the result.
 * Other failures reject (the caller treats them like a 401, spec section 8).
 */
export async function loadProfile(signal?: AbortSignal): Promise<ProfileLoad> {
  try {
    const profile = await getMe(signal);
    session.setProfile(profile);
    return { status: 'loaded', profile };
  } catch (error) {
    if (isApiError(error, PROFILE_NOT_FOUND)) {
      session.setProfile(null);
      return { status: 'notSignedUp' };
    }
    const recovered = session.get().profile as MeResponse | null;
    if (isApiError(error, NOT_GROUP_MEMBER) && recovered !== null) {
      return { status: 'loaded', profile: recovered };
    }
    throw error;
  }
}

/**
 * Spec section 8, the recovery on a 403 NotGroupMember: clear the selected group, fetch the profile
 * again as the individual and save it, deselect the group on the server, force-refresh the token.
 * Installed as the API client's recovery (see `app/providers.tsx`).
 */
export async function recoverAsIndividual(): Promise<void> {
  session.setGroup(null);
  try {
    const profile = await getMe();
    session.setProfile(profile);
  } catch (error) {
    console.warn('Fetching the profile as the individual failed', error);
  }
  try {
    await deleteGroup({ background: true, handleAuthErrors: false });
  } catch (error) {
    console.warn('Deselecting the group on the server failed', error);
  }
  await refreshIdToken();
}

/**
 * Spec section 4, Group selection: select (or, for null, deselect) the group on the server, then
 * force-refresh the ID token so its `group` claim follows. On failure the previous group is restored
 * and the error rethrown (the caller says 'could not be changed').
 */
export async function selectGroup(group: string | null): Promise<void> {
  const previous = session.get().group;
  session.setGroup(group);
  try {
    if (group === null) await deleteGroup();
    else await postGroup(group);
    await refreshIdToken();
  } catch (error) {
    session.setGroup(previous);
    throw error;
  }
}

/** After groups changed (joined, created, left): fetch the profile again; failures are logged. */
export async function reloadProfile(): Promise<void> {
  try {
    await loadProfile();
  } catch (error) {
    console.warn('Reloading the profile failed', error);
  }
}

/** A failed profile fetch at login ends the session like a 401 (spec section 8). */
export async function abandonSession(): Promise<void> {
  await signOut();
}

/**
 * `?group=<id>` on a protected page (spec sections 2 and 7): the server checks membership and answers
 * a custom token whose user carries the group claim; signing in with it switches the acting group.
 * Failure is logged and the group rolled back (spec section 8). The own uid means the individual.
 */
export async function switchGroupWithToken(
  group: string,
  signInWithToken: (token: string) => Promise<void>,
): Promise<boolean> {
  const previous = session.get().group;
  const target = group === session.get().user?.uid ? null : group;
  if (target === previous) return true;
  session.setGroup(target);
  try {
    const { token } = await postGroupToken(group);
    await signInWithToken(token);
    return true;
  } catch (error) {
    console.error('Setting up the group token failed', error);
    session.setGroup(previous);
    return false;
  }
}
