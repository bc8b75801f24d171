import type { BlockResponse } from '@campus/model/moderation-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useUpdateBlocks } from './get-blocks';

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
  const updateBlocks = useUpdateBlocks();
  return useApiMutation<void, BlockResponse>({
    call: async () => {
      const answer = await blockAccount(accountId);
      updateBlocks((rows) => [answer.block, ...rows.filter((row) => row.accountId !== accountId)]);
      return answer;
    },
    invalidates: () => [],
  });
}
