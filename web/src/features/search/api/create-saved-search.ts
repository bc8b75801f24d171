import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchResponse,
} from '@campus/model/saved-search-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/home/saved-searches `{ name, query: { keywords, kind, areas, tags, inStock }, mail }`:
 * 201 `{ savedSearch }`; 409 `too_many_saved_searches` (20 per account).
 */
export type { SavedSearchInput };

export async function createSavedSearch(input: SavedSearchInput): Promise<SavedSearch> {
  const { savedSearch } = await api.post<SavedSearchResponse>('/home/saved-searches', {
    body: input,
  });
  return savedSearch;
}
