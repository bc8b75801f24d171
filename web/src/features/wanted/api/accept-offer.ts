import type { WantedAcceptInput, WantedAcceptResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { offersKey } from './get-offers';

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

/** An offer to accept, with the poster's first message and place. */
export interface OfferAcceptance {
  offerId: string;
  input: WantedAcceptInput;
}

/** Accepts an offer (a contact opens, the answer names it); the post's offers follow. */
export function useAcceptOffer(wantedId: string) {
  return useApiMutation<OfferAcceptance, WantedAcceptResponse>({
    call: ({ offerId, input }) => acceptOffer(wantedId, offerId, input),
    invalidates: () => [offersKey(wantedId)],
  });
}
