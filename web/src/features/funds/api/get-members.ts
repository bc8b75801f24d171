import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { MembersResponse } from './types';

/**
 * GET /api/v1/home/groups/{id}/members (members only), the call the group pages make too: whether
 * the caller administers the group, and the admins a fund's budget holder is chosen from. The same
 * cache key as the members page, so a visit to either reuses the answer.
 */
export function useMembers(groupId: string): QueryResult<MembersResponse> {
  return useQuery(['/home/groups', groupId, 'members'], (signal) =>
    api.get<MembersResponse>(
      `/home/groups/${encodeURIComponent(groupId)}/members`,
      signal ? { signal } : {},
    ),
  );
}
