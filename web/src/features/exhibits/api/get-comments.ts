import { api } from '../../../lib/api-client';
import type { CommentListResponse } from '../../../lib/exhibit-types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/exhibits/{id}/comments?limit&offset: oldest first, each with `isOwn`, and the total. */

export const COMMENTS_PAGE_SIZE = 20;

/** The cache key of an exhibit's comments, every page (reset after a post or a delete). */
export const commentsKey = (exhibitId: string) => ['/exhibits', exhibitId, 'comments'];

export function getComments(
  exhibitId: string,
  { limit, offset }: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<CommentListResponse> {
  return api.get<CommentListResponse>(`/exhibits/${encodeURIComponent(exhibitId)}/comments`, {
    query: { limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useComments(
  exhibitId: string,
  offset: number,
  limit = COMMENTS_PAGE_SIZE,
): QueryResult<CommentListResponse> {
  return useQuery([...commentsKey(exhibitId), { limit, offset }], (signal) =>
    getComments(exhibitId, { limit, offset }, signal),
  );
}
