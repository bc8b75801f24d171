import type { ContactInput } from '@campus/model/contact';
import { api } from '../../../lib/api-client';
import { refreshNotifications } from '../../../lib/notification-refresh';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /api/v1/home/exhibits/{id}/contacts: the customer's contact (body: `contactInputSchema` in
 * `functions/src/model/contact.ts`). 201 `{contact}`; 400 `validation_error`, 403 `own_exhibit`,
 * 409 `already_contacted`, `insufficient_stock` or `exhibit_expired`.
 */

export type { ContactInput };

export interface CreatedContact {
  id: string;
  exhibitId: string;
  status: string;
}

export async function createContact(
  exhibitId: string,
  input: ContactInput,
): Promise<CreatedContact> {
  const { contact } = await api.post<{ contact: CreatedContact }>(
    `/home/exhibits/${encodeURIComponent(exhibitId)}/contacts`,
    // A customer has one open contact per exhibit (409 already_contacted), so asking a busy
    // server again (503: nothing was written) can never create a second one.
    { body: input, idempotent: true },
  );
  refreshNotifications();
  return contact;
}

/** Contacts the exhibit's owner (first come); the page then goes to the new trade's chat. */
export function useCreateContact(exhibitId: string) {
  return useApiMutation<ContactInput, CreatedContact>({
    call: (input) => createContact(exhibitId, input),
    // Nothing shown here is fetched again: the chat follows, and a refusal stays in the dialog
    // (the open contact fetched again would replace the dialog with the chat's link).
    invalidates: () => [],
  });
}
