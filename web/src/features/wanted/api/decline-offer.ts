import type { WantedOffer, WantedOfferResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { offersKey } from './get-offers';

/**
 * POST /api/v1/home/wanted/{id}/offers/{offerId}/decline: the poster turns the offer down; its
 * owner gets a `wanted_declined` notice. 409 `offer_decided` once accepted or declined.
 */
export async function declineOffer(wantedId: string, offerId: string): Promise<WantedOffer> {
  const { offer } = await api.post<WantedOfferResponse>(
    `/home/wanted/${encodeURIComponent(wantedId)}/offers/${encodeURIComponent(offerId)}/decline`,
    // Declining twice is refused (409 offer_decided): asking a busy server again is safe.
    { idempotent: true },
  );
  return offer;
}

/** Declines an offer (by its id); the post's offers follow. */
export function useDeclineOffer(wantedId: string) {
  return useApiMutation<string, WantedOffer>({
    call: (offerId) => declineOffer(wantedId, offerId),
    invalidates: () => [offersKey(wantedId)],
  });
}
