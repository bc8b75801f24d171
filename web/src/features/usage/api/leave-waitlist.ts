import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';

/**
 * DELETE /api/v1/home/waitlist/{entryId} -> 204: the caller leaves the waitlist, or declines the
 * slot offered (it goes to the next in line).
 */
export async function leaveWaitlist(entryId: string): Promise<void> {
  await api.delete<undefined>(`/home/waitlist/${encodeURIComponent(entryId)}`);
  refreshNotifications();
}
