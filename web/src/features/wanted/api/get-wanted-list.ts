import type { WantedListResponse } from '@campus/model/wanted-types';
import { api, serializeQuery, type QueryParams } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/wanted?keywords&keywords&category&area&limit&offset (public): the open wanted posts,
 * newest first, a page at a time, with their total.
 */
export type { WantedListResponse };

export function getWantedList(query: QueryParams, signal?: AbortSignal) {
  return api.get<WantedListResponse>('/wanted', { query, ...(signal ? { signal } : {}) });
}

/** Asks again whenever the query's content changes (the serialised query is the key). */
export function useWantedList(query: QueryParams): QueryResult<WantedListResponse> {
  return useQuery(['/wanted', serializeQuery(query)], (signal) => getWantedList(query, signal), {
    staleTime: 0,
  });
}
