import { api } from '../../../lib/api-client';

/** DELETE /api/v1/home/saved-searches/{id}: 204; 403 for another account's. */
export async function deleteSavedSearch(id: string): Promise<void> {
  await api.delete(`/home/saved-searches/${encodeURIComponent(id)}`);
}
