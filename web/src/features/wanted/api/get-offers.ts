import type { WantedOffer, WantedOffersResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/wanted/{id}/offers (the poster only): the exhibits offered to the post. */
export type { WantedOffer };

export async function getOffers(id: string, signal?: AbortSignal): Promise<WantedOffer[]> {
  const { offers } = await api.get<WantedOffersResponse>(
    `/home/wanted/${encodeURIComponent(id)}/offers`,
    signal ? { signal } : {},
  );
  return offers;
}

/** The cache key of a post's offers (stale after one is accepted or declined). */
export const offersKey = (id: string) => ['/home/wanted', id, 'offers'];

export function useOffers(id: string): QueryResult<WantedOffer[]> {
  return useQuery(offersKey(id), (signal) => getOffers(id, signal), {
    staleTime: 0,
  });
}
