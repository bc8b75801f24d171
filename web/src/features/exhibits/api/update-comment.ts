import { api } from '../../../lib/api-client';
import type { CommentInput } from './create-comment';

/** PUT /api/v1/home/exhibits/{id}/comments/{commentId} `{body}`: own comments only (403 otherwise). */
export function updateComment(
  exhibitId: string,
  commentId: string,
  input: CommentInput,
): Promise<unknown> {
  return api.put<unknown>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/comments/${encodeURIComponent(commentId)}`,
    { body: input },
  );
}
