import type { WantedInput, WantedPost, WantedResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';

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
