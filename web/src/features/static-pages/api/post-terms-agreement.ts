import type { MeResponse } from '@campus/model/identity-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** `POST /home/me/terms`: agrees to the terms version shown (409 `terms_changed` if it is old). */
export const postTermsAgreement = (termsVersion: number) =>
  api.post<MeResponse>('/home/me/terms', { body: { termsVersion } });

/**
 * Agrees to the terms version shown. Nothing cached is stale: the answer is the profile, which the
 * caller saves in the session (the documents are cached by version, not by agreement).
 */
export function useAgreeToTerms() {
  return useApiMutation<number, MeResponse>({ call: postTermsAgreement, invalidates: () => [] });
}
