import { api } from '../../../lib/api-client';
import type { AccountCard } from '@campus/model/identity-types';
import type { MeResponse, ProfileInput } from '../../../lib/me-api';

export type { AccountCard, GroupAccountCard, UserAccountCard } from '@campus/model/identity-types';

/**
 * The identity calls of the sign-up and account pages (spec section 7): sign-up, profile update,
 * withdrawal, and the account card. The session's own calls are in `lib/me-api.ts`.
 */

/** Signs up, agreeing to the terms version the user was shown (409 `terms_changed` if outdated). */
export const signUp = (input: ProfileInput, termsVersion: number) =>
  api.post<MeResponse>('/home/me', { body: { ...input, agreeToTerms: true, termsVersion } });

export const updateProfile = (input: ProfileInput) =>
  api.put<MeResponse>('/home/me', { body: input });

export const withdraw = () => api.delete<undefined>('/home/me');

/** GET /home/accounts/{id}: the public card of a user's or a group's account. */
export const getAccount = (id: string, signal?: AbortSignal) =>
  api.get<{ account: AccountCard }>(`/home/accounts/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
