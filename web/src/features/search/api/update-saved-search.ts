import type {
  SavedSearch,
  SavedSearchResponse,
  SavedSearchUpdate,
} from '@campus/model/saved-search-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { SAVED_SEARCHES_KEY } from './get-saved-searches';

/** PUT /api/v1/home/saved-searches/{id} `{ name, mail }`: renames it and turns the digest on or off. */
export type { SavedSearchUpdate };

export async function updateSavedSearch(
  id: string,
  update: SavedSearchUpdate,
): Promise<SavedSearch> {
  const { savedSearch } = await api.put<SavedSearchResponse>(
    `/home/saved-searches/${encodeURIComponent(id)}`,
    { body: update },
  );
  return savedSearch;
}

/** A saved search's new name and mail setting. */
export interface SavedSearchChange {
  id: string;
  update: SavedSearchUpdate;
}

/** Renames a saved search and turns its daily mail on or off; the list follows. */
export function useUpdateSavedSearch() {
  return useApiMutation<SavedSearchChange, SavedSearch>({
    call: ({ id, update }) => updateSavedSearch(id, update),
    invalidates: () => [SAVED_SEARCHES_KEY],
  });
}
