import type { SavedSearch, SavedSearchesResponse } from '@campus/model/saved-search-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/saved-searches: the current identity's saved searches, newest first (20 at most). */
export type { SavedSearch };

export const SAVED_SEARCHES_KEY = ['/home/saved-searches'];

export async function getSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { savedSearches } = await api.get<SavedSearchesResponse>(
    '/home/saved-searches',
    signal ? { signal } : {},
  );
  return savedSearches;
}

export function useSavedSearches(): QueryResult<SavedSearch[]> {
  return useQuery(SAVED_SEARCHES_KEY, getSavedSearches);
}
