import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { OwnedShareExhibit } from './types';

/** GET /api/v1/home/share-exhibits?limit&offset: the acting identity's listings, newest first. */

export interface MyShareExhibitsResponse {
  exhibits: OwnedShareExhibit[];
  total: number;
}

export function getMyShareExhibits(
  { limit, offset }: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<MyShareExhibitsResponse> {
  return api.get<MyShareExhibitsResponse>('/home/share-exhibits', {
    query: { limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useMyShareExhibits(
  limit: number,
  offset: number,
): QueryResult<MyShareExhibitsResponse> {
  return useQuery(['/home/share-exhibits', { limit, offset }], (signal) =>
    getMyShareExhibits({ limit, offset }, signal),
  );
}
