import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchResponse,
} from '@campus/model/saved-search-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

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

/** Saves a search of the home page under a name; the list of saved searches follows. */
export function useCreateSavedSearch() {
  return useApiMutation<SavedSearchInput, SavedSearch>({
    call: createSavedSearch,
    invalidates: () => [SAVED_SEARCHES_KEY],
  });
}
