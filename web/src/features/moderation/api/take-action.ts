import type {
  ModerationActionInput,
  ModerationActionResponse,
} from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/home/moderation/reports/{id}/actions `{action, reason, days?}` (role moderator):
 * resolves the report and every open report of its target; 409 `already_resolved` or
 * `action_not_applicable`.
 */
export type { ModerationActionInput, ModerationActionResponse };

export function takeAction(
  reportId: string,
  input: ModerationActionInput,
): Promise<ModerationActionResponse> {
  return api.post<ModerationActionResponse>(
    `/home/moderation/reports/${encodeURIComponent(reportId)}/actions`,
    { body: input },
  );
}
