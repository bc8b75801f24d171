import { api } from '../../../lib/api-client';
import type { ApprovalStatus, ExhibitSummary } from '../../../lib/exhibit-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/exhibits: the current identity's exhibits, newest first. */

export interface MyExhibitsResponse {
  exhibits: ExhibitSummary[];
  total: number;
}

export interface MyExhibitsQuery {
  status?: ApprovalStatus | undefined;
  limit: number;
  offset: number;
}

export function getMyExhibits(
  { status, limit, offset }: MyExhibitsQuery,
  signal?: AbortSignal,
): Promise<MyExhibitsResponse> {
  return api.get<MyExhibitsResponse>('/home/exhibits', {
    query: { type: 'reuse', status, limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useMyExhibits({ status, limit, offset }: MyExhibitsQuery) {
  return useQuery(['/home/exhibits', { status, limit, offset }], (signal) =>
    getMyExhibits({ status, limit, offset }, signal),
  ) satisfies QueryResult<MyExhibitsResponse>;
}
