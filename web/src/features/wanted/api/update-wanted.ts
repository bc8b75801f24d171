import type { WantedInput, WantedPost, WantedResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { wantedKey } from './get-wanted';

/**
 * PUT /api/v1/home/wanted/{id} (the poster): the whole post again; 409 `wanted_closed` once closed,
 * 403 for anyone else; the rules of `createWanted`.
 */
export async function updateWanted(id: string, input: WantedInput): Promise<WantedPost> {
  const { wanted } = await api.put<WantedResponse>(`/home/wanted/${encodeURIComponent(id)}`, {
    body: input,
  });
  return wanted;
}

/**
 * Saves the poster's post again; the post follows. A refusal fetches nothing: its reason stays on
 * the form, which the post fetched again (closed meanwhile) would take away.
 */
export function useUpdateWanted(id: string) {
  return useApiMutation<WantedInput, WantedPost>({
    call: (input) => updateWanted(id, input),
    invalidates: (_input, post) => (post ? [wantedKey(id)] : []),
  });
}
