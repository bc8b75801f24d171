import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { myExhibitKey } from './get-my-exhibit';
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

/**
 * Saves the exhibit again; the exhibit follows, with its trail (a change may send it back for
 * approval). A refusal fetches nothing: its reason stays on the form, which the exhibit fetched
 * again (withdrawn meanwhile) would take away.
 */
export function useUpdateExhibit(id: string) {
  return useApiMutation<ExhibitInput, ManagedExhibit>({
    call: (input) => updateExhibit(id, input),
    invalidates: (_input, exhibit) => (exhibit ? [myExhibitKey(id)] : []),
  });
}
