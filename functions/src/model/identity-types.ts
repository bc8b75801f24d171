import type { GroupKind } from './group-types';
import type { SuspensionBody } from './moderation-types';
import type { Occupation } from './occupations';

/**
 * Users, roles and accounts on the wire (spec section 3): the enumerations and the shapes of
 * `/home/me` and `/home/accounts`. Plain constants and types (no zod, no Firebase): the web app
 * imports this module.
 */

/**
 * The product's languages (spec section 9: Japanese, the default, and English): the web app's
 * languages and the language of a user's notification mails.
 */
export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The language of a reader who chose none, and the fallback of every text. */
export const DEFAULT_LANGUAGE: Language = 'ja';

/**
 * The cookie that keeps the reader's language choice (the language code, 365 days). Named
 * `__session` because it is the one cookie Firebase Hosting passes to a function and keys its CDN
 * cache by, so the server-rendered public pages can answer in the reader's language
 * (docs/server-rendering.md).
 */
export const LANGUAGE_COOKIE = '__session';

/** Roles carried by the `roles` custom claim (spec section 3, Enumerations). */
export const ROLES = ['junk_inquiry', 'external_funds', 'content_editor', 'moderator'] as const;
export type Role = (typeof ROLES)[number];

/** The profile fields as the API returns them. */
export interface ProfileFields {
  name: string;
  profile: string;
  occupation: Occupation;
  position: string;
  studentNumber: string | null;
  place: string;
  receiveNotificationEmail: boolean;
  /** The language of the user's notification mails; null (profiles from before): both languages. */
  language: Language | null;
  email: string;
}

export interface GroupMembership {
  id: string;
  name: string;
  isAdmin: boolean;
}

/** `GET/POST/PUT /api/v1/home/me` (spec section 3, Profile). */
export interface MeResponse {
  user: { id: string; name: string };
  /** The user's own account id (= uid); a group's account id is its group id. */
  accountId: string;
  groups: GroupMembership[];
  roles: Role[];
  /** The selected group, or null when the user acts as themself. */
  currentGroup: string | null;
  /** junk_inquiry or external_funds. */
  backOffice: boolean;
  junkInquiry: boolean;
  externalFunds: boolean;
  signedUp: boolean;
  profile: ProfileFields;
  /**
   * The terms version the user agreed to and the current one: when `agreedVersion` is older, the
   * app asks the user to agree again (and the API refuses their writes with `terms_not_accepted`).
   */
  terms: { agreedVersion: number; currentVersion: number };
  /** Set while the moderators suspend the user (no writes until `until`); else null. */
  suspension: SuspensionBody | null;
}

/** `POST /api/v1/sign-in/email-check`: whether the address may sign in (the sign-in policy). */
export interface EmailCheckResponse {
  allowed: boolean;
}

/** `POST/DELETE /api/v1/home/me/group`. */
export interface CurrentGroupResponse {
  currentGroup: string | null;
}

/**
 * `POST /api/v1/home/me/group/token` (the group in the `X-Group-Id` header): selects the group like
 * `POST /home/me/group` and returns a custom token; `signInWithCustomToken(token)` gives an ID
 * token whose claims name `currentGroup` (none when null).
 */
export interface GroupTokenResponse {
  /** A Firebase custom token for the caller, valid for one hour. */
  token: string;
  currentGroup: string | null;
}

/**
 * A user's card. A withdrawn user (or one whose profile is gone) has `withdrawn: true`, `name:
 * null`, empty texts and `occupation: null`: the page shows 'This user has withdrawn'.
 */
export interface UserAccountCard {
  id: string;
  kind: 'user';
  name: string | null;
  withdrawn: boolean;
  profile: string;
  occupation: Occupation | null;
  position: string;
}

/** A group's card (groups are never withdrawn). */
export interface GroupAccountCard {
  id: string;
  kind: 'group';
  name: string;
  withdrawn: false;
  profile: string;
  groupKind: GroupKind;
  icon: string | null;
  memberCount: number;
}

export type AccountCard = UserAccountCard | GroupAccountCard;

/** `GET /api/v1/home/accounts/{id}` */
export interface AccountResponse {
  account: AccountCard;
}
