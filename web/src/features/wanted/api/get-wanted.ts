import type { WantedPost, WantedResponse } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/wanted/{id} (public): a wanted post with its poster; `isOwn` for the poster, who
 * alone may read it once closed (404 for others).
 */
export type { WantedPost };

/** The cache key of a post (stale after it is edited, closed or offered to). */
export const wantedKey = (id: string) => ['/wanted', id];

export async function getWanted(id: string, signal?: AbortSignal): Promise<WantedPost> {
  const { wanted } = await api.get<WantedResponse>(
    `/wanted/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return wanted;
}

export function useWanted(id: string): QueryResult<WantedPost> {
  return useQuery(wantedKey(id), (signal) => getWanted(id, signal));
}
