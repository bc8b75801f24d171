import { api } from '../../../lib/api-client';
import type { Group, GroupInput, GroupResponse } from './types';

/** POST /api/v1/home/groups: creates a group; the caller becomes its first administrator. */
export async function createGroup(input: GroupInput): Promise<Group> {
  const { group } = await api.post<GroupResponse>('/home/groups', { body: input });
  return group;
}
