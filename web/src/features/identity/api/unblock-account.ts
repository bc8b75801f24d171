import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useUpdateBlocks } from './get-blocks';

/** DELETE /api/v1/home/blocks/{accountId}: the current identity no longer blocks it (204). */
export async function unblockAccount(accountId: string): Promise<void> {
  await api.delete<undefined>(`/home/blocks/${encodeURIComponent(accountId)}`);
}

/**
 * The current identity no longer blocks the account (by its id); it leaves the cached blocks at
 * once, so nothing is read again (`invalidates` names nothing).
 */
export function useUnblockAccount() {
  const updateBlocks = useUpdateBlocks();
  return useApiMutation<string>({
    call: async (accountId) => {
      await unblockAccount(accountId);
      updateBlocks((rows) => rows.filter((row) => row.accountId !== accountId));
    },
    invalidates: () => [],
  });
}
