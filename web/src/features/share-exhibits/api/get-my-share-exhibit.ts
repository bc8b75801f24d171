import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { MY_SHARE_EXHIBITS_KEY } from './get-my-share-exhibits';
import type { OwnedShareExhibit } from './types';

/**
 * GET /api/v1/home/share-exhibits/{id}: one listing of the acting identity (owner shape); 403
 * `not_exhibit_owner` for others, 404 when unknown.
 */
export async function getMyShareExhibit(
  id: string,
  signal?: AbortSignal,
): Promise<OwnedShareExhibit> {
  const { exhibit } = await api.get<{ exhibit: OwnedShareExhibit }>(
    `/home/share-exhibits/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return exhibit;
}

export function useMyShareExhibit(id: string): QueryResult<OwnedShareExhibit> {
  return useQuery([...MY_SHARE_EXHIBITS_KEY, id], (signal) => getMyShareExhibit(id, signal));
}
