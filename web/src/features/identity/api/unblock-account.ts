import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { blocksUpdate } from './get-blocks';

/** DELETE /api/v1/home/blocks/{accountId}: the current identity no longer blocks it (204). */
export async function unblockAccount(accountId: string): Promise<void> {
  await api.delete<undefined>(`/home/blocks/${encodeURIComponent(accountId)}`);
}

/**
 * The current identity no longer blocks the account (by its id); it leaves the cached blocks at
 * once, so nothing is read again (`invalidates` names nothing).
 */
export function useUnblockAccount() {
  return useApiMutation<string>({
    call: unblockAccount,
    updates: (accountId) => [
      blocksUpdate((rows) => rows.filter((row) => row.accountId !== accountId)),
    ],
    invalidates: () => [],
  });
}
