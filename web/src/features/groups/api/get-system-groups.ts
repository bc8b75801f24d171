import type { GroupListResponse } from '@campus/model/group-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/system/groups: every group by name, a page at a time. */
export const SYSTEM_GROUPS_PAGE_SIZE = 20;

export function getSystemGroups(
  { limit, offset }: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<GroupListResponse> {
  return api.get<GroupListResponse>('/home/system/groups', {
    query: { limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useSystemGroups(
  offset: number,
  limit = SYSTEM_GROUPS_PAGE_SIZE,
): QueryResult<GroupListResponse> {
  return useQuery(['/home/system/groups', { limit, offset }], (signal) =>
    getSystemGroups({ limit, offset }, signal),
  );
}
