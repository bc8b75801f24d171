import type { ModerationRevertResponse } from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/home/moderation/audit/{id}/revert (role moderator, no body): unhides, makes
 * publishable again or lifts the suspension; 409 `already_resolved` when reverted before,
 * `action_not_applicable` for a dismissal.
 */
export type { ModerationRevertResponse };

export function revertAction(entryId: string): Promise<ModerationRevertResponse> {
  return api.post<ModerationRevertResponse>(
    `/home/moderation/audit/${encodeURIComponent(entryId)}/revert`,
  );
}
