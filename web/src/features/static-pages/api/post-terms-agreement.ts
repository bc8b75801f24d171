import type { MeResponse } from '@campus/model/identity-types';
import { api } from '../../../lib/api-client';

/** `POST /home/me/terms`: agrees to the terms version shown (409 `terms_changed` if it is old). */
export const postTermsAgreement = (termsVersion: number) =>
  api.post<MeResponse>('/home/me/terms', { body: { termsVersion } });
