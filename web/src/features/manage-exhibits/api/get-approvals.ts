import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import type { ApprovalEntry } from '../../../lib/exhibit-admin-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/exhibits/{id}/approvals: the audit trail of an exhibit. */

export interface ApprovalsResponse {
  approvals: ApprovalEntry[];
}

export async function getApprovals(id: string, signal?: AbortSignal): Promise<ApprovalEntry[]> {
  const { approvals } = await api.get<ApprovalsResponse>(
    `/home/exhibits/${encodeURIComponent(id)}/approvals`,
    signal ? { signal } : {},
  );
  return approvals;
}

/** `version`: bump it to fetch again (after an action). */
export function useApprovals(id: string, version: number): QueryResult<ApprovalEntry[]> {
  const fetcher = useCallback(
    (signal: AbortSignal) => {
      void version;
      return getApprovals(id, signal);
    },
    [id, version],
  );
  return useQuery(fetcher);
}
