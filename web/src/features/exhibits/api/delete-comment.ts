import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { commentsKey } from './get-comments';

/** DELETE /api/v1/home/exhibits/{id}/comments/{commentId}: own comments only (403 otherwise). */
export function deleteComment(exhibitId: string, commentId: string): Promise<unknown> {
  return api.delete<unknown>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/comments/${encodeURIComponent(commentId)}`,
  );
}

/** Deletes a comment (by its id); the exhibit's comments follow. */
export function useDeleteComment(exhibitId: string) {
  return useApiMutation<string, unknown>({
    call: (commentId) => deleteComment(exhibitId, commentId),
    invalidates: () => [commentsKey(exhibitId)],
  });
}
