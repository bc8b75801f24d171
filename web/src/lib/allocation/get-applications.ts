import type { ApplicationBody, ApplicationsResponse } from '@campus/model/allocation-types';
import { api } from '../api-client';
import { useQuery, type QueryResult } from '../use-query';

/**
 * GET /api/v1/home/exhibits/{id}/applications (docs/allocation.md): the applications of an exhibit
 * in application mode, oldest first: all of them to the owner, one's own to an applicant. The
 * public exhibit page reads the caller's own, the owner's page all.
 */
export type { ApplicationBody };

/** The cache key of an exhibit's applications (reset after applying, withdrawing or a draw). */
export const applicationsKey = (exhibitId: string) => ['/home/exhibits', exhibitId, 'applications'];

export async function getApplications(
  exhibitId: string,
  signal?: AbortSignal,
): Promise<ApplicationBody[]> {
  const { applications } = await api.get<ApplicationsResponse>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/applications`,
    signal ? { signal } : {},
  );
  return applications;
}

/** Fetched afresh each time it shows (others apply and withdraw meanwhile). */
export function useApplications(exhibitId: string): QueryResult<ApplicationBody[]> {
  return useQuery(applicationsKey(exhibitId), (signal) => getApplications(exhibitId, signal), {
    staleTime: 0,
  });
}
