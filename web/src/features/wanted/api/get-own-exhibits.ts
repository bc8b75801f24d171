import type { ExhibitSearchResponse } from '../../../lib/exhibit-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/exhibits?owner={accountId}&limit: the exhibits of an account on display (published,
 * approved, not expired): what an owner may offer to a wanted post.
 */
export const OWN_EXHIBITS_LIMIT = 100;

export function useOwnPublishedExhibits(accountId: string): QueryResult<ExhibitSearchResponse> {
  return useQuery(['/exhibits', { owner: accountId }], (signal) =>
    api.get<ExhibitSearchResponse>('/exhibits', {
      query: { owner: accountId, limit: OWN_EXHIBITS_LIMIT, offset: 0 },
      signal,
    }),
  );
}
