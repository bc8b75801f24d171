import type { GroupInfoResponse } from '@campus/model/group-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/groups/{id}: the group and whether the caller administers it (members only). */
export function getGroup(groupId: string, signal?: AbortSignal): Promise<GroupInfoResponse> {
  return api.get<GroupInfoResponse>(
    `/home/groups/${encodeURIComponent(groupId)}`,
    signal ? { signal } : {},
  );
}

export function useGroup(groupId: string): QueryResult<GroupInfoResponse> {
  return useQuery(['/home/groups', groupId], (signal) => getGroup(groupId, signal));
}
