import type {
  SavedSearch,
  SavedSearchResponse,
  SavedSearchUpdate,
} from '@campus/model/saved-search-types';
import { api } from '../../../lib/api-client';

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
