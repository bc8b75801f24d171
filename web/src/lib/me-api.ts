import { GROUP_HEADER } from '@campus/model/wire';
import { api } from './api-client';
import type {
  CurrentGroupResponse,
  GroupTokenResponse,
  MeResponse,
  ProfileFields,
} from '@campus/model/identity-types';

/**
 * The profile and acting-group calls of spec section 7 (`GET /home/me`, `/home/me/group`) that the
 * session needs (see `profile.ts`). Types are the model's (`functions/src/model/identity-types.ts`).
 */

export type { Occupation } from '@campus/model/occupations';
export type {
  CurrentGroupResponse,
  GroupTokenResponse,
  MeResponse,
  ProfileFields,
} from '@campus/model/identity-types';

/** The editable profile fields (PUT /home/me, and POST without `agreeToTerms`). */
export type ProfileInput = Omit<ProfileFields, 'email'>;

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
