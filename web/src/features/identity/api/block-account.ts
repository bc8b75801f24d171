import type { BlockResponse } from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { blocksUpdate } from './get-blocks';

/**
 * PUT /api/v1/home/blocks/{accountId} (no body, idempotent): the current identity blocks the
 * account; 409 `own_target` for itself.
 */
export type { BlockResponse };

export function blockAccount(accountId: string): Promise<BlockResponse> {
  return api.put<BlockResponse>(`/home/blocks/${encodeURIComponent(accountId)}`);
}

/**
 * The current identity blocks the account; the cached blocks take the answer's block at once, so
 * nothing is read again (`invalidates` names nothing).
 */
export function useBlockAccount(accountId: string) {
  return useApiMutation<void, BlockResponse>({
    call: () => blockAccount(accountId),
    updates: (_none, { block }) => [
      blocksUpdate((rows) => [block, ...rows.filter((row) => row.accountId !== accountId)]),
    ],
    invalidates: () => [],
  });
}
