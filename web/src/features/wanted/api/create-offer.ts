import type {
  WantedOffer,
  WantedOfferInput,
  WantedOfferResponse,
} from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';

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
