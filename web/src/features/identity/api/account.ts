import { api } from '../../../lib/api-client';
import type { AccountCard } from '@campus/model/identity-types';
import { refreshIdToken } from '../../../lib/auth';
import type { MeResponse, ProfileInput } from '../../../lib/me-api';
import { session } from '../../../lib/session';
import { useApiMutation } from '../../../lib/use-api-mutation';

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

/** A sign-up: the profile and the terms version the user agreed to. */
export interface SignUpRequest {
  input: ProfileInput;
  termsVersion: number;
}

/**
 * Creates the user's account. Nothing cached is stale (nothing of an account that did not exist
 * was read); the done page saves the answer's profile in the session.
 */
export function useSignUp() {
  return useApiMutation<SignUpRequest, MeResponse>({
    call: ({ input, termsVersion }) => signUp(input, termsVersion),
    invalidates: () => [],
  });
}

/**
 * The session takes a saved profile. The server resets a selected group the user no longer
 * belongs to (spec section 4): the refreshed token no longer claims it. Should the refresh fail,
 * the next call's NotGroupMember recovery does the same.
 */
async function followSavedProfile(saved: MeResponse): Promise<void> {
  session.setProfile(saved);
  if (saved.currentGroup === null && session.get().group !== null) {
    await refreshIdToken().catch((error: unknown) => console.warn(error));
  }
}

/**
 * Saves the user's profile; the session (and the side menu) follow from the answer, which the
 * page's form shows too, so nothing is read again (`invalidates` names nothing).
 */
export function useUpdateProfile() {
  return useApiMutation<ProfileInput, MeResponse>({
    call: async (input) => {
      const saved = await updateProfile(input);
      await followSavedProfile(saved);
      return saved;
    },
    invalidates: () => [],
  });
}

/**
 * Withdraws the user's account. Nothing is read again: the page signs out, and the change of
 * identity forgets every cached read (`app/query-provider.tsx`).
 */
export function useWithdraw() {
  return useApiMutation({ call: withdraw, invalidates: () => [] });
}
