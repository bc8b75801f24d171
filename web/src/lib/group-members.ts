import type { MembersResponse } from '@campus/model/group-types';
import { api } from './api-client';
import { useQuery, type QueryResult } from './use-query';

/**
 * GET /api/v1/home/groups/{id}/members: the members, first joined first (members only). Shared:
 * the group's members page, a fund's budget holder chosen from its admins, and a device's staff
 * chosen from its lending group all read it under one cache key, so a visit to one reuses it.
 */

/** The cache key of a group's members (reset after a change to one). */
export const membersKey = (groupId: string) => ['/home/groups', groupId, 'members'];

export function getMembers(groupId: string, signal?: AbortSignal): Promise<MembersResponse> {
  return api.get<MembersResponse>(
    `/home/groups/${encodeURIComponent(groupId)}/members`,
    signal ? { signal } : {},
  );
}

export function useMembers(groupId: string): QueryResult<MembersResponse> {
  return useQuery(membersKey(groupId), (signal) => getMembers(groupId, signal));
}
