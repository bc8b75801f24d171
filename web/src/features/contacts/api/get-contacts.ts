import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { ChatSide, ContactListResponse, ContactListView } from './contact-types';

/** GET /api/v1/home/contacts?role&view&limit&offset: one side's contacts, newest activity first. */

export const CONTACTS_PAGE_SIZE = 20;

export interface ContactListQuery {
  role: ChatSide;
  view: ContactListView;
  limit: number;
  offset: number;
}

export function getContacts(
  query: ContactListQuery,
  signal?: AbortSignal,
): Promise<ContactListResponse> {
  return api.get<ContactListResponse>('/home/contacts', {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
}

export function useContacts(
  role: ChatSide,
  view: ContactListView,
  offset: number,
  limit = CONTACTS_PAGE_SIZE,
): QueryResult<ContactListResponse> {
  return useQuery(['/home/contacts', { role, view, limit, offset }], (signal) =>
    getContacts({ role, view, limit, offset }, signal),
  );
}
