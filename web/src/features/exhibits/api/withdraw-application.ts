import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { lotteryKeys } from './apply-for-exhibit';

/** DELETE /api/v1/home/exhibits/{id}/applications: withdraws the caller's application before the deadline. */
export async function withdrawApplication(exhibitId: string): Promise<void> {
  await api.delete(`/home/exhibits/${encodeURIComponent(exhibitId)}/applications`);
}

/** Withdraws the caller's application; the application and the exhibit's count follow. */
export function useWithdrawApplication(exhibitId: string) {
  return useApiMutation({
    call: () => withdrawApplication(exhibitId),
    invalidates: () => lotteryKeys(exhibitId),
  });
}
