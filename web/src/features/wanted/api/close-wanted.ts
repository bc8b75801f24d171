import type { WantedPost, WantedResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { wantedKey } from './get-wanted';

/** POST /api/v1/home/wanted/{id}/close (the poster, no body): the post takes no more offers. */
export async function closeWanted(id: string): Promise<WantedPost> {
  const { wanted } = await api.post<WantedResponse>(`/home/wanted/${encodeURIComponent(id)}/close`);
  return wanted;
}

/** Closes the poster's post; the post follows (closed, without its actions). */
export function useCloseWanted(id: string) {
  return useApiMutation<void, WantedPost>({
    call: () => closeWanted(id),
    invalidates: () => [wantedKey(id)],
  });
}
