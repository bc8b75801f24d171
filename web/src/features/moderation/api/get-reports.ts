import type { ModerationReportsResponse, ReportStatus } from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/moderation/reports?status&limit&offset (role moderator): the open reports oldest
 * first, the resolved ones newest first, and their total.
 */
export type { ModerationReportsResponse, ReportStatus };

export interface ReportsQuery {
  status: ReportStatus;
  limit: number;
  offset: number;
}

/** The cache key of every page of the reports (stale after an action or a revert). */
export const REPORTS_KEY = ['/home/moderation/reports'];

export function getReports(
  { status, limit, offset }: ReportsQuery,
  signal?: AbortSignal,
): Promise<ModerationReportsResponse> {
  return api.get<ModerationReportsResponse>('/home/moderation/reports', {
    query: { status, limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useReports(query: ReportsQuery): QueryResult<ModerationReportsResponse> {
  const { status, limit, offset } = query;
  return useQuery([...REPORTS_KEY, { status, limit, offset }], (signal) =>
    getReports({ status, limit, offset }, signal),
  );
}
