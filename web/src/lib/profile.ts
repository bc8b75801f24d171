import { NOT_GROUP_MEMBER, hasErrorCode } from './api-client';
import { refreshIdToken } from './auth';
import { session } from './session';
import { deleteGroup, getMe, postGroup, postGroupToken, type MeResponse } from './me-api';

/**
 * The profile in the session (spec sections 4, 7 and 8): loaded at login and whenever groups change,
 * and group selection. Every function keeps the session in step with what the server said; the
 * NotGroupMember recovery is the API client's (`recoverAsIndividual`).
 */

export type ProfileLoad =
  | { status: 'loaded'; profile: MeResponse }
  /** Signed in, but not signed up yet: the sign-up pages come next. */
  | { status: 'notSignedUp' };

/**
 * GET /home/me and save the profile. A 403 NotGroupMember has already run the recovery (the API
 * client's `recoverAsIndividual`), which saved the individual's profile: that is the result.
 * Other failures reject (the caller treats them like a 401, spec section 8).
 */
export async function loadProfile(signal?: AbortSignal): Promise<ProfileLoad> {
  try {
    const profile = await getMe(signal);
    session.setProfile(profile);
    return { status: 'loaded', profile };
  } catch (error) {
    if (hasErrorCode(error, 'profile_not_found')) {
      session.setProfile(null);
      return { status: 'notSignedUp' };
    }
    const recovered = session.get().profile as MeResponse | null;
    if (hasErrorCode(error, NOT_GROUP_MEMBER) && recovered !== null) {
      return { status: 'loaded', profile: recovered };
    }
    throw error;
  }
}

/**
 * Spec section 4, Group selection: select (or, for null, deselect) the group on the server, then
 * force-refresh the ID token; the session's group is the refreshed token's `group` claim. Until then
 * every call still carries the old group, which the old token claims, so none is refused on the
 * way. On failure the session is unchanged and the error rethrown (the caller says 'could not be
 * changed').
 */
export async function selectGroup(group: string | null): Promise<void> {
  if (group === null) await deleteGroup();
  else await postGroup(group);
  // The server vouched for the membership: the refreshed token's claim counts, even of a group
  // the NotGroupMember recovery dropped before (the user joined it again).
  session.forgetDroppedGroup();
  await refreshIdToken();
}

/** After groups changed (joined, created, left): fetch the profile again; failures are logged. */
export async function reloadProfile(): Promise<void> {
  try {
    await loadProfile();
  } catch (error) {
    console.warn('Reloading the profile failed', error);
  }
}

/**
 * `?group=<id>` on any page (spec section 7: "If the query parameter group is present at startup, a
 * custom token is set up for that group"): the server checks membership and answers a custom token
 * whose user carries the group claim; signing in with it switches the acting group (the session
 * takes the group from the new token). The own uid means the individual. A failure is logged and
 * the group rolled back (spec section 8): a server that had switched already is switched back to
 * the previous group. The error is rethrown for the caller's global error wrapper to tell.
 */
export async function switchGroupWithToken(
  group: string,
  signInWithToken: (token: string) => Promise<void>,
): Promise<void> {
  const { user, group: previous } = session.get();
  const target = group === user?.uid ? null : group;
  if (target === previous) return;
  let serverSwitched = false;
  try {
    const { token } = await postGroupToken(group);
    serverSwitched = true;
    session.forgetDroppedGroup();
    await signInWithToken(token);
  } catch (error) {
    console.error('Setting up the group token failed', error);
    if (serverSwitched) await restoreGroup(previous);
    throw error;
  }
}

/** Puts the server's group claim back to `previous` (the session never left it). */
async function restoreGroup(previous: string | null): Promise<void> {
  try {
    if (previous === null) await deleteGroup();
    else await postGroup(previous);
  } catch (error) {
    console.warn('Rolling the group back failed', error);
  }
}
