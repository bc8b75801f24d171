import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { savedCommentKeys } from './get-comments';
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

/** A comment's new text. */
export interface CommentEdit {
  commentId: string;
  body: string;
}

/** Changes the text of one's own comment; once saved, the exhibit's comments follow. */
export function useEditComment(exhibitId: string) {
  return useApiMutation<CommentEdit, unknown>({
    call: ({ commentId, body }) => updateComment(exhibitId, commentId, { body }),
    invalidates: (_edit, answer) => savedCommentKeys(exhibitId, answer),
  });
}
