import type { WantedAcceptInput, WantedAcceptResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/home/wanted/{id}/offers/{offerId}/accept: the poster takes the offered exhibit; a
 * contact opens (every item in stock asked for) and the answer names it. 409 `offer_decided`,
 * `offer_unavailable`, `already_contacted`; 403 for anyone but the poster, `blocked`, `own_exhibit`.
 */
export type { WantedAcceptInput, WantedAcceptResponse };

export function acceptOffer(
  wantedId: string,
  offerId: string,
  input: WantedAcceptInput,
): Promise<WantedAcceptResponse> {
  return api.post<WantedAcceptResponse>(
    `/home/wanted/${encodeURIComponent(wantedId)}/offers/${encodeURIComponent(offerId)}/accept`,
    { body: input },
  );
}
