import { api } from '../../../lib/api-client';
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
