import type {
  WantedOffer,
  WantedOfferInput,
  WantedOfferResponse,
} from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { wantedKey } from './get-wanted';

/**
 * POST /api/v1/home/wanted/{id}/offers `{ exhibitId, message }`: offers one of the caller's
 * published exhibits; the poster gets a `wanted_offered` notice. 409 `already_offered` (once per
 * exhibit and post) or `wanted_closed`; 403 `own_exhibit` (a post of an identity the caller acts
 * as), `blocked` or `not_exhibit_owner`.
 */
export type { WantedOfferInput };

export async function createOffer(wantedId: string, input: WantedOfferInput): Promise<WantedOffer> {
  const { offer } = await api.post<WantedOfferResponse>(
    `/home/wanted/${encodeURIComponent(wantedId)}/offers`,
    // One offer per exhibit and post (409 already_offered): asking a busy server again is safe.
    { body: input, idempotent: true },
  );
  return offer;
}

/**
 * Offers one of the caller's exhibits to a post; the post follows (its offer count). A refusal
 * fetches nothing: its reason stays in the dialog, which the post fetched again (closed
 * meanwhile) would take away.
 */
export function useCreateOffer(wantedId: string) {
  return useApiMutation<WantedOfferInput, WantedOffer>({
    call: (input) => createOffer(wantedId, input),
    invalidates: (_input, offer) => (offer ? [wantedKey(wantedId)] : []),
  });
}
