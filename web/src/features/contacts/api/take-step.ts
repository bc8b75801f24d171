import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { Contact, ContactResponse, EvaluationScore } from './contact-types';

/**
 * The steps of a trade (docs/trades.md), each answering `{contact}`:
 * POST /api/v1/home/contacts/{id}/confirm-pickup `{pickupAt}` (owner),
 * /withdraw `{reason}` (customer), /decline `{reason}` (owner),
 * /handover `{items: [{itemId, count}], returnDueAt?}` (owner; a loan needs the due date),
 * /return-due `{returnDueAt}` and /return-complete (owner, loans), /evaluation `{score, comment}`.
 */
export type StepRequest =
  | { step: 'confirm-pickup'; pickupAt: string }
  | { step: 'withdraw'; reason: string }
  | { step: 'decline'; reason: string }
  | { step: 'handover'; items: { itemId: string; count: number }[]; returnDueAt?: string }
  | { step: 'return-due'; returnDueAt: string }
  | { step: 'return-complete' }
  | { step: 'evaluation'; score: EvaluationScore; comment: string };

export async function takeStep(id: string, request: StepRequest): Promise<Contact> {
  const { step, ...body } = request;
  const { contact } = await api.post<ContactResponse>(
    `/home/contacts/${encodeURIComponent(id)}/${step}`,
    { body },
  );
  refreshNotifications();
  return contact;
}

/**
 * Takes a step of the trade, answering the contact as it is now. The contact and the chat are the
 * page's own reads (`useChat`, outside the query cache), which it loads again itself.
 */
export function useTakeStep(contactId: string) {
  return useApiMutation<StepRequest, Contact>({
    call: (request) => takeStep(contactId, request),
    // No cached read is on screen: the chat page shows no contact list.
    invalidates: () => [],
  });
}
