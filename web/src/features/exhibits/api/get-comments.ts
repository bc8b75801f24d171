import type { CommentListResponse } from '../../../lib/exhibit-types';
import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';

/** GET /api/v1/exhibits/{id}/comments?limit&offset: oldest first, each with `isOwn`, and the total. */

export const COMMENTS_PAGE_SIZE = 20;

/** The cache key of an exhibit's comments, every page (stale after a post, an edit or a delete). */
export const commentsKey = (exhibitId: string) => ['/exhibits', exhibitId, 'comments'];

/**
 * What posting or editing a comment makes stale, given the server's answer: the comments once it
 * is saved. A refusal (the text, as the form shows) changed nothing, so nothing is fetched again.
 */
export const savedCommentKeys = (exhibitId: string, answer: unknown) =>
  answer === undefined ? [] : [commentsKey(exhibitId)];

export function useComments(
  exhibitId: string,
  offset: number,
  limit = COMMENTS_PAGE_SIZE,
): QueryResult<CommentListResponse> {
  return usePage(
    `/exhibits/${encodeURIComponent(exhibitId)}/comments`,
    { limit, offset },
    commentsKey(exhibitId),
  );
}
