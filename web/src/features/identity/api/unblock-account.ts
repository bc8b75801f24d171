import { api } from '../../../lib/api-client';

/** DELETE /api/v1/home/blocks/{accountId}: the current identity no longer blocks it (204). */
export async function unblockAccount(accountId: string): Promise<void> {
  await api.delete<undefined>(`/home/blocks/${encodeURIComponent(accountId)}`);
}
