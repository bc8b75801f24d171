import { api } from '../../../lib/api-client';
import type { Group, GroupInput, GroupResponse } from './types';

/** PUT /api/v1/home/groups/{id}: replaces the editable fields (administrators only). */
export async function updateGroup(groupId: string, input: GroupInput): Promise<Group> {
  const { group } = await api.put<GroupResponse>(`/home/groups/${encodeURIComponent(groupId)}`, {
    body: input,
  });
  return group;
}
