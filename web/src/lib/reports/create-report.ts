import type { ReportCreatedResponse, ReportInput } from '@campus/model/moderation-types';
import { api } from '../api-client';

/**
 * POST /api/v1/home/reports `{target, reason, text}`: reports an exhibit, a share listing, a
 * comment, a chat message or an account to the moderators, as the current identity (signed in,
 * with a profile). 201 `{report}`; 409 `already_reported` (this identity reported it before) or
 * `own_target`; 400 `validation_error` naming `body.text` when `other` comes without a text.
 */
export type { ReportCreatedResponse, ReportInput };

export function createReport(input: ReportInput): Promise<ReportCreatedResponse> {
  return api.post<ReportCreatedResponse>('/home/reports', { body: input });
}
