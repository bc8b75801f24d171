import { api } from '../../../lib/api-client';

/** DELETE /api/v1/home/exhibits/{id}/comments/{commentId}: own comments only (403 otherwise). */
export function deleteComment(exhibitId: string, commentId: string): Promise<unknown> {
  return api.delete<unknown>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/comments/${encodeURIComponent(commentId)}`,
  );
}
