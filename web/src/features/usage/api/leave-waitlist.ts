import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { WAITLIST_KEY } from './get-waitlist';

/**
 * DELETE /api/v1/home/waitlist/{entryId} -> 204: the caller leaves the waitlist, or declines the
 * slot offered (it goes to the next in line).
 */
export async function leaveWaitlist(entryId: string): Promise<void> {
  await api.delete<undefined>(`/home/waitlist/${encodeURIComponent(entryId)}`);
  refreshNotifications();
}

/** Leaves the waitlist, or declines an offer (by the entry's id); the waitlist follows. */
export function useLeaveWaitlist() {
  return useApiMutation<string>({
    call: (entryId) => leaveWaitlist(entryId),
    invalidates: () => [WAITLIST_KEY],
  });
}
