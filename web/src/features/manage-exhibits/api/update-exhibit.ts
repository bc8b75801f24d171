import { api } from '../../../lib/api-client';
import type { ExhibitInput, ManagedExhibit } from '../../../lib/exhibit-admin-types';
import type { ExhibitResponse } from './get-my-exhibit';

/**
 * PUT /api/v1/home/exhibits/{id}: replaces the exhibit. Items with an `id` are kept, items without one
 * added, and existing items left out removed (409 `last_item`, `item_has_trades`).
 */
export async function updateExhibit(id: string, input: ExhibitInput): Promise<ManagedExhibit> {
  const { exhibit } = await api.put<ExhibitResponse>(`/home/exhibits/${encodeURIComponent(id)}`, {
    body: input,
  });
  return exhibit;
}
