import type { InvitationSummary } from '@campus/model/group-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { createInvitation, type InvitationResponse } from './create-invitation';
import { sendInvitationMail } from './send-invitation-mail';

/** An unexpired invitation code of a group, as its administrators see it. */
export type { InvitationSummary };

const invitationsPath = (groupId: string) =>
  `/home/groups/${encodeURIComponent(groupId)}/invitations`;

/** The cache key of a group's codes (stale after a code is created, mailed or revoked). */
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

/** Revokes one code; the list of codes follows. */
export function useRevokeInvitation(groupId: string) {
  return useApiMutation<string>({
    call: (code) => revokeInvitation(groupId, code),
    invalidates: () => [invitationsKey(groupId)],
  });
}

/** Creates a code to share by hand; the list of codes follows. */
export function useCreateInvitation(groupId: string) {
  return useApiMutation<void, InvitationResponse>({
    call: () => createInvitation(groupId),
    invalidates: () => [invitationsKey(groupId)],
  });
}

/** Mails a code to each address; the list of codes follows. */
export function useMailInvitations(groupId: string) {
  return useApiMutation<string[], { queued: number }>({
    call: (addresses) => sendInvitationMail(groupId, addresses),
    invalidates: () => [invitationsKey(groupId)],
  });
}
