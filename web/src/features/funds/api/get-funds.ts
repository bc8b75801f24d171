import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { FundsResponse } from './types';

/** `/home/groups/{id}/funds`, the path of the funds API. */
export const fundsPath = (groupId: string) => `/home/groups/${encodeURIComponent(groupId)}/funds`;

/** The cache key of a group's funds (stale after a fund is registered or changed). */
export const fundsKey = (groupId: string) => ['/home/groups', groupId, 'funds'];

/**
 * GET /api/v1/home/groups/{id}/funds: every fund of the group, newest fiscal year first, then by
 * name (members and external-funds officers). The page picks a year itself, so one call serves all.
 */
export function getFunds(groupId: string, signal?: AbortSignal): Promise<FundsResponse> {
  return api.get<FundsResponse>(fundsPath(groupId), signal ? { signal } : {});
}

export function useFunds(groupId: string): QueryResult<FundsResponse> {
  return useQuery(fundsKey(groupId), (signal) => getFunds(groupId, signal));
}
