import type { WantedMatchesResponse, WantedPost } from '@campus/model/wanted-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/exhibits/{id}/wanted (the owner only): the open wanted posts the owner's exhibit
 * matches in whatever state it is (docs/wanted.md, "Before submitting").
 */
export async function getWaitingWanted(
  exhibitId: string,
  signal?: AbortSignal,
): Promise<WantedPost[]> {
  const { wanted } = await api.get<WantedMatchesResponse>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/wanted`,
    { background: true, ...(signal ? { signal } : {}) },
  );
  return wanted;
}

export function useWaitingWanted(exhibitId: string): QueryResult<WantedPost[]> {
  return useQuery(['/home/exhibits', exhibitId, 'wanted'], (signal) =>
    getWaitingWanted(exhibitId, signal),
  );
}
