import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { Group } from './types';

/** GET /api/v1/home/groups/{id}: the group and whether the caller administers it (members only). */
export interface GroupInfoResponse {
  group: Group;
  isAdmin: boolean;
}

export function getGroup(groupId: string, signal?: AbortSignal): Promise<GroupInfoResponse> {
  return api.get<GroupInfoResponse>(
    `/home/groups/${encodeURIComponent(groupId)}`,
    signal ? { signal } : {},
  );
}

export function useGroup(groupId: string): QueryResult<GroupInfoResponse> {
  return useQuery(['/home/groups', groupId], (signal) => getGroup(groupId, signal));
}
