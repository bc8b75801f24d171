import { api, GROUP_HEADER } from './api-client';
import type { Profile } from './session';

/**
 * The profile and acting-group calls of spec section 7 (`GET /home/me`, `/home/me/group`) that the
 * session needs (see `profile.ts`). Types mirror `functions/src/model/profile.ts`.
 */

export const OCCUPATIONS = ['professor', 'student', 'staff'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** The editable profile fields (PUT /home/me, and POST without `agreeToTerms`). */
export interface ProfileInput {
  name: string;
  profile: string;
  occupation: Occupation;
  position: string;
  /** Students only; null for everyone else. */
  studentNumber: string | null;
  place: string;
  receiveNotificationEmail: boolean;
}

export interface ProfileFields extends ProfileInput {
  email: string;
}

/** GET/POST/PUT /home/me: the session's `Profile` plus the user's own fields. */
export interface MeResponse extends Profile {
  signedUp: boolean;
  profile: ProfileFields;
}

export interface CurrentGroupResponse {
  currentGroup: string | null;
}

export interface GroupTokenResponse extends CurrentGroupResponse {
  token: string;
}

/** `group` sends the profile request as that group (null: as the individual, no header). */
export const getMe = (signal?: AbortSignal) =>
  api.get<MeResponse>('/home/me', signal ? { signal } : {});

/** The server checks membership and sets the `group` claim; the ID token must be refreshed after. */
export const postGroup = (group: string) =>
  api.post<CurrentGroupResponse>('/home/me/group', { headers: { [GROUP_HEADER]: group } });

/** Deselects: sent as the individual (no group header), since no group is being named. */
export const deleteGroup = () =>
  api.delete<CurrentGroupResponse>('/home/me/group', { asIndividual: true });

/** Like `postGroup`, answering a custom token that carries the group (for `?group=`). */
export const postGroupToken = (group: string) =>
  api.post<GroupTokenResponse>('/home/me/group/token', { headers: { [GROUP_HEADER]: group } });
