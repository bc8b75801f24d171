import type { ModerationRevertResponse } from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { moderationListKeys } from './take-action';

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

/**
 * Reverts the action of one audit entry (by its id); the audit log and the reports follow, also
 * after a refusal (it may have been reverted meanwhile).
 */
export function useRevertAction() {
  return useApiMutation<string, ModerationRevertResponse>({
    call: revertAction,
    invalidates: moderationListKeys,
  });
}
