import { api } from '../../../lib/api-client';
import type { MessagesResponse } from './contact-types';

/** GET /api/v1/home/contacts/{id}/messages?limit&offset: the chat, oldest first. */

export const MESSAGES_PAGE_SIZE = 100;

export function getMessages(
  id: string,
  { limit, offset }: { limit: number; offset: number },
  options: { signal?: AbortSignal; background?: boolean } = {},
): Promise<MessagesResponse> {
  return api.get<MessagesResponse>(`/home/contacts/${encodeURIComponent(id)}/messages`, {
    query: { limit, offset },
    ...options,
  });
}

/** The newest `MESSAGES_PAGE_SIZE` messages (oldest first): a second call when there are more. */
export async function getLatestMessages(
  id: string,
  options: { signal?: AbortSignal; background?: boolean } = {},
): Promise<MessagesResponse> {
  const first = await getMessages(id, { limit: MESSAGES_PAGE_SIZE, offset: 0 }, options);
  if (first.total <= first.messages.length) return first;
  return getMessages(
    id,
    { limit: MESSAGES_PAGE_SIZE, offset: Math.max(0, first.total - MESSAGES_PAGE_SIZE) },
    options,
  );
}
