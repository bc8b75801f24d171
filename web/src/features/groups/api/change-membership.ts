import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { membersKey } from '../../../lib/group-members';

/**
 * Changes of the member list (administrators only, except leaving). Each answers 204; a change that
 * would leave members without an administrator is 409 `last_admin`.
 */

const memberPath = (groupId: string, uid: string) =>
  `/home/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(uid)}`;

/** PUT (make admin) or DELETE (remove admin) /api/v1/home/groups/{id}/members/{uid}/admin. */
export async function setMemberAdmin(
  groupId: string,
  uid: string,
  isAdmin: boolean,
): Promise<void> {
  const path = `${memberPath(groupId, uid)}/admin`;
  await (isAdmin ? api.put<undefined>(path) : api.delete<undefined>(path));
}

/** DELETE /api/v1/home/groups/{id}/members/{uid}: removes another member from the group. */
export async function removeMember(groupId: string, uid: string): Promise<void> {
  await api.delete<undefined>(memberPath(groupId, uid));
}

/** POST /api/v1/home/groups/{id}/leave: the caller leaves the group. */
export async function leaveGroup(groupId: string): Promise<void> {
  await api.post<undefined>(`/home/groups/${encodeURIComponent(groupId)}/leave`);
}

/** A change of one member by an administrator. */
export interface MemberChange {
  uid: string;
  kind: 'makeAdmin' | 'removeAdmin' | 'remove';
}

/** Makes a member an administrator or not, or removes them; the member list follows. */
export function useMemberChange(groupId: string) {
  return useApiMutation<MemberChange>({
    call: ({ uid, kind }) =>
      kind === 'remove'
        ? removeMember(groupId, uid)
        : setMemberAdmin(groupId, uid, kind === 'makeAdmin'),
    invalidates: () => [membersKey(groupId)],
  });
}

/**
 * The caller leaves the group. Nothing is fetched again here: the group's pages would be refused
 * now; the page goes to the account page, and the cache is stale anyway (`forgetCachedData`).
 */
export function useLeaveGroup(groupId: string) {
  return useApiMutation({ call: () => leaveGroup(groupId), invalidates: () => [] });
}
