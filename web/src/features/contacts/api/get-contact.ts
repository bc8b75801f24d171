import { api } from '../../../lib/api-client';
import type { ContactResponse } from './contact-types';

/** GET /api/v1/home/contacts/{id}: the contact as the caller's side sees it (parties only). */
export function getContact(id: string, signal?: AbortSignal): Promise<ContactResponse> {
  return api.get<ContactResponse>(`/home/contacts/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
}
