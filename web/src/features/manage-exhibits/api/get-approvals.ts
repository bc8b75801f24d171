import type { ApprovalsResponse } from '@campus/model/exhibit-types';
import { api } from '../../../lib/api-client';
import type { ApprovalEntry } from '../../../lib/exhibit-admin-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/exhibits/{id}/approvals: the audit trail of an exhibit. */

export async function getApprovals(id: string, signal?: AbortSignal): Promise<ApprovalEntry[]> {
  const { approvals } = await api.get<ApprovalsResponse>(
    `/home/exhibits/${encodeURIComponent(id)}/approvals`,
    signal ? { signal } : {},
  );
  return approvals;
}

/** The cache key of an exhibit's trail (stale after an action). */
export const approvalsKey = (id: string) => ['/home/exhibits', id, 'approvals'];

export function useApprovals(id: string): QueryResult<ApprovalEntry[]> {
  return useQuery(approvalsKey(id), (signal) => getApprovals(id, signal));
}
