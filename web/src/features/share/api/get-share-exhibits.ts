import { api } from '../../../lib/api-client';
import type { ShareListing } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export const LISTINGS_PAGE_SIZE = 20;

export interface ShareListingsResponse {
  exhibits: ShareListing[];
  total: number;
}

/**
 * GET /api/v1/share-exhibits?limit&offset: the published share listings, newest published first,
 * each with its active devices and its owner's card.
 */
export function getShareListings(
  page: number,
  signal?: AbortSignal,
): Promise<ShareListingsResponse> {
  return api.get<ShareListingsResponse>('/share-exhibits', {
    query: { limit: LISTINGS_PAGE_SIZE, offset: (page - 1) * LISTINGS_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export function useShareListings(page: number): QueryResult<ShareListingsResponse> {
  return useQuery(['/share-exhibits', page], (signal) => getShareListings(page, signal));
}
