import type { WantedPost, WantedResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';

/** POST /api/v1/home/wanted/{id}/close (the poster, no body): the post takes no more offers. */
export async function closeWanted(id: string): Promise<WantedPost> {
  const { wanted } = await api.post<WantedResponse>(`/home/wanted/${encodeURIComponent(id)}/close`);
  return wanted;
}
