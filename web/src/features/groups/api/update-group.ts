import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { Group, GroupInput, GroupResponse } from './types';

/** PUT /api/v1/home/groups/{id}: replaces the editable fields (administrators only). */
export async function updateGroup(groupId: string, input: GroupInput): Promise<Group> {
  const { group } = await api.put<GroupResponse>(`/home/groups/${encodeURIComponent(groupId)}`, {
    body: input,
  });
  return group;
}

/**
 * Saves the group's fields. Nothing is fetched again: the page shows the answer, and the list of
 * every group is stale anyway (`forgetCachedData`).
 */
export function useUpdateGroup(groupId: string) {
  return useApiMutation<GroupInput, Group>({
    call: (input) => updateGroup(groupId, input),
    invalidates: () => [],
  });
}
