import type {
  ModerationActionInput,
  ModerationActionResponse,
} from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { AUDIT_KEY } from './get-audit';
import { REPORTS_KEY } from './get-reports';

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

/** An action on one report, with what it needs. */
export interface ReportAction {
  reportId: string;
  input: ModerationActionInput;
}

/** The reports and the audit log a moderator's action or revert changes. */
export const moderationListKeys = () => [REPORTS_KEY, AUDIT_KEY];

/**
 * Takes an action on a report (resolving every open report of its target); the reports and the
 * audit log follow, also after a refusal (another moderator may have resolved it meanwhile).
 */
export function useTakeAction() {
  return useApiMutation<ReportAction, ModerationActionResponse>({
    call: ({ reportId, input }) => takeAction(reportId, input),
    invalidates: moderationListKeys,
  });
}
