import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { Group, GroupResponse } from './types';

/**
 * POST /api/v1/home/groups/invitations/{code}: joins the group of the code as a member. A bad or
 * expired code is 400 `invalid_invitation`, a group one belongs to already 409 `already_member`.
 */
export async function joinGroup(code: string): Promise<Group> {
  const { group } = await api.post<GroupResponse>(
    `/home/groups/invitations/${encodeURIComponent(code)}`,
  );
  return group;
}

/** Joins the group of a code. Nothing cached is on screen: the page shows the group joined. */
export function useJoinGroup() {
  return useApiMutation<string, Group>({ call: joinGroup, invalidates: () => [] });
}
