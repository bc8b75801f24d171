import type { CommentInput } from '@campus/model/exhibit';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { savedCommentKeys } from './get-comments';

/**
 * POST /api/v1/home/exhibits/{id}/comments `{body}`: comments as the current identity (signed in,
 * with a profile). A `validation_error` names `body.body`.
 */
export type { CommentInput };

export function createComment(exhibitId: string, input: CommentInput): Promise<unknown> {
  return api.post<unknown>(`/home/exhibits/${encodeURIComponent(exhibitId)}/comments`, {
    body: input,
  });
}

/** Posts a comment (its text) on the exhibit; once posted, its comments follow. */
export function usePostComment(exhibitId: string) {
  return useApiMutation<string, unknown>({
    call: (body) => createComment(exhibitId, { body }),
    invalidates: (_body, answer) => savedCommentKeys(exhibitId, answer),
  });
}
