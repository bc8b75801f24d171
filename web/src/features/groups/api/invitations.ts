import type { InvitationSummary } from '@campus/model/group-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** An unexpired invitation code of a group, as its administrators see it. */
export type { InvitationSummary };

const invitationsPath = (groupId: string) =>
  `/home/groups/${encodeURIComponent(groupId)}/invitations`;

/** The cache key of a group's codes (reset after a code is created or revoked). */
export const invitationsKey = (groupId: string) => ['/home/groups', groupId, 'invitations'];

/** GET /api/v1/home/groups/{id}/invitations: the unexpired codes, newest first (administrators). */
export async function getInvitations(
  groupId: string,
  signal?: AbortSignal,
): Promise<InvitationSummary[]> {
  const { invitations } = await api.get<{ invitations: InvitationSummary[] }>(
    invitationsPath(groupId),
    signal ? { signal } : {},
  );
  return invitations;
}

export function useInvitations(groupId: string): QueryResult<InvitationSummary[]> {
  return useQuery(invitationsKey(groupId), (signal) => getInvitations(groupId, signal));
}

/** DELETE /api/v1/home/groups/{id}/invitations/{code}: nobody can join with the code any more. */
export async function revokeInvitation(groupId: string, code: string): Promise<void> {
  await api.delete<undefined>(`${invitationsPath(groupId)}/${encodeURIComponent(code)}`);
}
