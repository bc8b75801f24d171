import {
  ROLES,
  type GroupMembership,
  type MeResponse,
  type Role,
} from '@campus/model/identity-types';
import { useSyncExternalStore } from 'react';

/**
 * The common store (spec sections 4 and 9): the signed-in user, their ID token and claims, the selected
 * group and the saved redirect URL. It is the only state that persists (local storage), so a reload
 * renders the signed-in header at once while Firebase Auth loads in the background and confirms or
 * clears it. Sign-out clears everything but the redirect URL handling.
 */

export { ROLES, type Role };

/** One sign-in method of the user (Firebase's `UserInfo`: Google, e-mail link, ...). */
export interface SessionProvider {
  /** `google.com`, `password` (e-mail link), ... */
  providerId: string;
  /** The user's id at that provider. */
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
}

/** The auth user (spec section 3: uid, displayName, email, emailVerified, photoURL, providerData). */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  /** Whether the provider vouches for the address (the API refuses unverified ones). */
  emailVerified: boolean;
  photoURL: string | null;
  providerData: readonly SessionProvider[];
}

/**
 * The session's copy of an auth user (a Firebase `User` fits): only the fields of `SessionUser`,
 * so nothing else (methods, tokens, metadata) reaches local storage.
 */
export function sessionUserOf(user: SessionUser): SessionUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    email: user.email,
    emailVerified: user.emailVerified,
    photoURL: user.photoURL,
    providerData: user.providerData.map((provider) => ({
      providerId: provider.providerId,
      uid: provider.uid,
      displayName: provider.displayName,
      email: provider.email,
      phoneNumber: provider.phoneNumber,
      photoURL: provider.photoURL,
    })),
  };
}

/** A group of the profile (spec section 3: groups with id, name, isAdmin). */
export type { GroupMembership as ProfileGroup };

/** What GET /api/v1/home/me returns (spec section 3, Profile); loaded by the identity feature. */
export type Profile = Omit<MeResponse, 'signedUp' | 'profile'>;

export interface SessionState {
  user: SessionUser | null;
  /** The last ID token seen (the API client asks Firebase for a fresh one when it is loaded). */
  token: string | null;
  /** From the token's `roles` claim: the server decides, never the browser. */
  roles: Role[];
  /**
   * The selected group: the ID token's `group` claim, set only by `signedIn` (never ahead of the
   * server, so no request carries a group its token does not claim); null = acting as the individual.
   * The one exception goes the other way: `dropGroup` clears it ahead of the token.
   */
  group: string | null;
  /**
   * The group the server refused (403 `NotGroupMember`: the user left or was removed) while the
   * token still claims it (`dropGroup`). Until a token claims something else, that claim reads as
   * no group, so calls go as the individual even when the token refresh failed.
   */
  droppedGroup: string | null;
  profile: Profile | null;
  /** Where to go after login (saved on 401 and by the route guard). */
  redirectUrl: string | null;
  /** The address a sign-in link was mailed to, until the link is used (Firebase's e-mail link flow). */
  emailForSignIn: string | null;
  /** The announcement the visitor closed (`announcementKey`), so it stays closed; kept on sign-out. */
  dismissedAnnouncement: string | null;
}

export const STORAGE_KEY = 'campus.common';

const EMPTY: SessionState = {
  user: null,
  token: null,
  roles: [],
  group: null,
  droppedGroup: null,
  profile: null,
  redirectUrl: null,
  emailForSignIn: null,
  dismissedAnnouncement: null,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The stored providers that are well formed (an entry stored by an older version has none). */
function parseProviders(value: unknown): SessionProvider[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.providerId === 'string' && typeof entry.uid === 'string'
      ? [
          {
            providerId: entry.providerId,
            uid: entry.uid,
            displayName: stringOrNull(entry.displayName),
            email: stringOrNull(entry.email),
            phoneNumber: stringOrNull(entry.phoneNumber),
            photoURL: stringOrNull(entry.photoURL),
          },
        ]
      : [],
  );
}

/** Reads the persisted store, tolerating anything a stale or tampered entry may hold. */
export function parseStoredSession(raw: string | null): SessionState {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return EMPTY;
    const user = isRecord(value.user) && typeof value.user.uid === 'string' ? value.user : null;
    return {
      user: user
        ? {
            uid: user.uid as string,
            displayName: stringOrNull(user.displayName),
            email: stringOrNull(user.email),
            emailVerified: user.emailVerified === true,
            photoURL: stringOrNull(user.photoURL),
            providerData: parseProviders(user.providerData),
          }
        : null,
      token: user && typeof value.token === 'string' ? value.token : null,
      roles:
        user && Array.isArray(value.roles)
          ? value.roles.filter((r): r is Role => ROLES.includes(r as Role))
          : [],
      group: user && typeof value.group === 'string' ? value.group : null,
      droppedGroup: user && typeof value.droppedGroup === 'string' ? value.droppedGroup : null,
      profile: user && isRecord(value.profile) ? (value.profile as unknown as Profile) : null,
      redirectUrl: stringOrNull(value.redirectUrl),
      emailForSignIn: stringOrNull(value.emailForSignIn),
      dismissedAnnouncement: stringOrNull(value.dismissedAnnouncement),
    };
  } catch {
    return EMPTY;
  }
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // e.g. blocked third-party storage
  }
}

let state: SessionState = parseStoredSession(storage()?.getItem(STORAGE_KEY) ?? null);
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
  for (const listener of listeners) listener();
}

function sameSignIn(
  current: SessionState,
  user: SessionUser,
  roles: readonly Role[],
  group: string | null,
): boolean {
  const was = current.user;
  return (
    was !== null &&
    was.displayName === user.displayName &&
    was.email === user.email &&
    was.emailVerified === user.emailVerified &&
    was.photoURL === user.photoURL &&
    JSON.stringify(was.providerData) === JSON.stringify(user.providerData) &&
    current.group === group &&
    current.roles.length === roles.length &&
    current.roles.every((role, i) => role === roles[i])
  );
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Signed in: stores the user (its `SessionUser` fields), token and claims. */
  signedIn(
    authUser: SessionUser,
    token: string,
    claims: { roles?: unknown; group?: unknown },
  ): void {
    const user = sessionUserOf(authUser);
    const roles = Array.isArray(claims.roles)
      ? claims.roles.filter((r): r is Role => ROLES.includes(r as Role))
      : [];
    const claimed = typeof claims.group === 'string' && claims.group !== '' ? claims.group : null;
    const sameUser = state.user?.uid === user.uid;
    // A token still claiming the dropped group reads as no group; any other claim ends the drop.
    const droppedGroup = sameUser && claimed === state.droppedGroup ? state.droppedGroup : null;
    const group = droppedGroup === null ? claimed : null;
    // A report that changes nothing (Firebase repeats the token, say) notifies nobody.
    const sameDrop = droppedGroup === state.droppedGroup;
    if (sameUser && sameDrop && token === state.token && sameSignIn(state, user, roles, group))
      return;
    setState({
      ...state,
      user,
      token,
      roles,
      group,
      droppedGroup,
      profile: sameUser ? state.profile : null,
    });
  },
  /** Signed out: clears the user, token, claims, group and profile (the redirect URL stays). */
  signedOut(): void {
    setState({
      ...EMPTY,
      redirectUrl: state.redirectUrl,
      emailForSignIn: state.emailForSignIn,
      dismissedAnnouncement: state.dismissedAnnouncement,
    });
  },
  /**
   * Spec section 8, step 1 of the NotGroupMember recovery: act as the individual at once, ahead of
   * the refreshed token (which may never come: offline, say). The token's claim of the group is
   * ignored until a token claims another group or none (`droppedGroup`).
   */
  dropGroup(): void {
    if (state.group === null) return;
    setState({ ...state, droppedGroup: state.group, group: null });
  },
  /**
   * The server accepted a group selection: the next token's claim counts, even of the group dropped
   * before (the user joined it again).
   */
  forgetDroppedGroup(): void {
    if (state.droppedGroup !== null) setState({ ...state, droppedGroup: null });
  },
  dismissAnnouncement(key: string): void {
    setState({ ...state, dismissedAnnouncement: key });
  },
  setEmailForSignIn(email: string | null): void {
    setState({ ...state, emailForSignIn: email });
  },
  setProfile(profile: Profile | null): void {
    setState({ ...state, profile });
  },
  saveRedirectUrl(url: string): void {
    setState({ ...state, redirectUrl: url });
  },
  /** Returns the saved redirect URL and removes it. */
  takeRedirectUrl(): string | null {
    const url = state.redirectUrl;
    if (url !== null) setState({ ...state, redirectUrl: null });
    return url;
  },
  /** For tests: forget everything, in memory and in storage. */
  reset(): void {
    setState(EMPTY);
  },
};

/** The session, re-rendering the caller when it changes. */
export function useSession(): SessionState {
  // A server-rendered page is the same for every reader (docs/server-rendering.md): it is rendered,
  // and hydrated, signed out; the browser's own session shows right after.
  return useSyncExternalStore(session.subscribe, session.get, signedOut);
}

const signedOut = (): SessionState => EMPTY;
