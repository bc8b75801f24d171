import type { CommentInput } from '@campus/model/exhibit';
import { api } from '../../../lib/api-client';

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
