import { paths } from '../../../lib/paths';
import { CONTACT_LIST_VIEWS, type ChatSide, type ContactListView } from '../api/contact-types';

/** Addresses and URL parameters of the contact lists and chats. */

export const chatHref = (role: ChatSide, id: string) =>
  role === 'owner' ? paths.ownerChat.getHref(id) : paths.customerChat.getHref(id);

export const listHref = (role: ChatSide) =>
  role === 'owner' ? paths.ownerContacts.getHref() : paths.customerContacts.getHref();

/** `?view=` as a list view; anything else is `all`. */
export function viewOf(value: string | null): ContactListView {
  return (CONTACT_LIST_VIEWS as readonly string[]).includes(value ?? '')
    ? (value as ContactListView)
    : 'all';
}

/** The address of a view's page (`base` is the list or the chat index). */
export function viewHref(base: string, view: ContactListView, page = 1): string {
  const params = new URLSearchParams();
  if (view !== 'all') params.set('view', view);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
