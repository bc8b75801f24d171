import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import type { ChatMessage } from './contact-types';

/** POST /api/v1/home/contacts/{id}/messages `{body}`: 201 `{message}`; 409 `contact_closed`. */
export async function sendMessage(id: string, body: string): Promise<ChatMessage> {
  const { message } = await api.post<{ message: ChatMessage }>(
    `/home/contacts/${encodeURIComponent(id)}/messages`,
    { body: { body } },
  );
  refreshNotifications();
  return message;
}
