import { api, serializeQuery, type QueryParams } from '../../../lib/api-client';
import type { ExhibitSearchResponse } from '../../../lib/exhibit-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/exhibits?keywords&keywords&kind&inStock&expiredAlso&areas&areas&tag&tag&limit&offset:
 * exhibits on display (searchable and not expired unless `expiredAlso`), newest first, a page at a
 * time, with the total (a lower bound when `totalCapped`: the server counts up to 1,000).
 */
export function searchExhibits(query: QueryParams, signal?: AbortSignal) {
  return api.get<ExhibitSearchResponse>('/exhibits', { query, ...(signal ? { signal } : {}) });
}

/** Searches again whenever the query's content changes. */
export function useExhibitSearch(query: QueryParams): QueryResult<ExhibitSearchResponse> {
  // The serialised query is the key: a new object with the same content does not search again.
  // Coming back to a search shows its cached page at once and asks again (others publish meanwhile).
  return useQuery(['/exhibits', serializeQuery(query)], (signal) => searchExhibits(query, signal), {
    staleTime: 0,
  });
}
