import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { Group, GroupInput, GroupResponse } from './types';

/** POST /api/v1/home/groups: creates a group; the caller becomes its first administrator. */
export async function createGroup(input: GroupInput): Promise<Group> {
  const { group } = await api.post<GroupResponse>('/home/groups', { body: input });
  return group;
}

/** Creates a group; the list of every group is stale (the creator sees it there next). */
export function useCreateGroup() {
  return useApiMutation<GroupInput, Group>({
    call: createGroup,
    invalidates: () => [['/home/system/groups']],
  });
}
