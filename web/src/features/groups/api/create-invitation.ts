import type { InvitationResponse } from '@campus/model/group-types';
import { api } from '../../../lib/api-client';

/** POST /api/v1/home/groups/{id}/invitations: a new invitation code (administrators only). */
export type { InvitationResponse };

export function createInvitation(groupId: string): Promise<InvitationResponse> {
  return api.post<InvitationResponse>(`/home/groups/${encodeURIComponent(groupId)}/invitations`);
}
