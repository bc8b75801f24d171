import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';

/** POST /api/v1/home/contacts/{id}/read: the caller's side has read the chat (204). */
export async function markRead(id: string): Promise<void> {
  // Idempotent (clearing a cleared marker changes nothing), so a busy server is asked again.
  await api.post<undefined>(`/home/contacts/${encodeURIComponent(id)}/read`, {
    background: true,
    idempotent: true,
  });
  refreshNotifications();
}
