import type { ModerationAuditResponse } from '@campus/model/moderation-types';
import { usePage, type PageRequest } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/moderation/audit?limit&offset (role moderator): the actions, newest first. */
export type { ModerationAuditResponse };

const AUDIT_PATH = '/home/moderation/audit';

/** The cache key of every page of the audit log (stale after an action or a revert). */
export const AUDIT_KEY = [AUDIT_PATH];

export function useAudit(page: PageRequest): QueryResult<ModerationAuditResponse> {
  return usePage<ModerationAuditResponse>(AUDIT_PATH, page, AUDIT_KEY);
}
