import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { Member } from './types';

/** GET /api/v1/home/groups/{id}/members: the members, first joined first (members only). */
export interface MembersResponse {
  members: Member[];
}

export function getMembers(groupId: string, signal?: AbortSignal): Promise<MembersResponse> {
  return api.get<MembersResponse>(
    `/home/groups/${encodeURIComponent(groupId)}/members`,
    signal ? { signal } : {},
  );
}

export function useMembers(groupId: string): QueryResult<MembersResponse> {
  const fetcher = useCallback((signal: AbortSignal) => getMembers(groupId, signal), [groupId]);
  return useQuery(fetcher);
}
