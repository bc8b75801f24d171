import { api } from '../../../lib/api-client';
import { cacheUpdate, useApiMutation } from '../../../lib/use-api-mutation';
import { SAVED_SEARCHES_KEY, type SavedSearch } from './get-saved-searches';

/** DELETE /api/v1/home/saved-searches/{id}: 204; 403 for another account's. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete(`/home/saved-searches/${encodeURIComponent(id)}`);
}

/**
 * Deletes a saved search (by its id). Once deleted, its row leaves the cached list at once, so
 * nothing is fetched again; a refusal (another account's, gone already) changes nothing here.
 */
export function useDeleteSavedSearch() {
  return useApiMutation<string>({
    call: deleteSavedSearch,
    updates: (id) => [
      cacheUpdate<SavedSearch[]>(SAVED_SEARCHES_KEY, (rows = []) =>
        rows.filter((row) => row.id !== id),
      ),
    ],
    // The list on screen is already without the row; after a refusal nothing changed.
    invalidates: () => [],
  });
}
