import type { InvitationMailResponse } from '@campus/model/group-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/home/groups/{id}/invitations/mail: mails an invitation to 1 to 20 addresses
 * (administrators only). `queued` counts the distinct addresses.
 */
export function sendInvitationMail(
  groupId: string,
  emails: readonly string[],
): Promise<InvitationMailResponse> {
  return api.post<InvitationMailResponse>(
    `/home/groups/${encodeURIComponent(groupId)}/invitations/mail`,
    { body: { emails } },
  );
}
