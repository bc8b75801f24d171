import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import { useApiMutation } from '../../../lib/use-api-mutation';
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

/**
 * Sends a message (its text) in the chat. The chat is the page's own read (`useChat`, outside the
 * query cache), which it loads again itself.
 */
export function useSendMessage(contactId: string) {
  return useApiMutation<string, ChatMessage>({
    call: (body) => sendMessage(contactId, body),
    // No cached read is on screen: the chat page shows no contact list.
    invalidates: () => [],
  });
}
