import type { BlockResponse } from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';

/**
 * PUT /api/v1/home/blocks/{accountId} (no body, idempotent): the current identity blocks the
 * account; 409 `own_target` for itself.
 */
export type { BlockResponse };

export function blockAccount(accountId: string): Promise<BlockResponse> {
  return api.put<BlockResponse>(`/home/blocks/${encodeURIComponent(accountId)}`);
}
