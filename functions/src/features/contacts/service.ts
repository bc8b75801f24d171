import { conflict, forbidden, notFound, validationError } from '../../http/errors';
import type { ContactInput } from '../../model/contact';
import type { ChatSide } from './lifecycle';
import type { ContactDoc, ContactResponseBody } from './schema';

/** Rules of contacting an exhibit and of reading a contact; no Firestore in here. */

export const contactNotFound = () => notFound('Contact not found');
export const exhibitNotFound = () => notFound('Exhibit not found');
export const ownExhibit = () => forbidden('own_exhibit', 'You cannot contact your own exhibit');
export const notContactParty = () =>
  forbidden('not_contact_party', 'Only the owner and the customer can see this contact');
export const exhibitExpired = () => conflict('exhibit_expired', 'The exhibit is no longer listed');
export const alreadyContacted = () =>
  conflict('already_contacted', 'You already have an open contact for this exhibit');
export const insufficientStock = () =>
  conflict('insufficient_stock', 'Fewer items are left than you asked for');

/** The exhibit as contacting it needs it. */
export interface ContactableExhibit {
  ownerId: string;
  searchable: boolean;
  expiresAt: Date;
}

/**
 * A contact needs an exhibit on display (404 otherwise, as for its page), not the caller's own
 * (403 `own_exhibit`) and not expired (409 `exhibit_expired`).
 */
export function assertContactable(
  exhibit: ContactableExhibit | undefined,
  identity: string,
  now: Date,
): asserts exhibit is ContactableExhibit {
  if (exhibit === undefined) throw exhibitNotFound();
  if (exhibit.ownerId === identity) throw ownExhibit();
  if (!exhibit.searchable) throw exhibitNotFound();
  if (exhibit.expiresAt.getTime() <= now.getTime()) throw exhibitExpired();
}

/**
 * The requested items with their names: each must be an item of the exhibit (400 at
 * `body.items.{i}.itemId`) with at least the quantity in stock (409 `insufficient_stock`).
 */
export function requestedItems(
  requested: ContactInput['items'],
  stored: ReadonlyMap<string, { name: string; stock: number }>,
): ContactDoc['items'] {
  const unknown = requested.flatMap((item, i) =>
    stored.has(item.itemId)
      ? []
      : [{ location: `body.items.${i}.itemId`, message: 'No such item in this exhibit' }],
  );
  if (unknown.length > 0) throw validationError(unknown);
  return requested.map((item) => {
    const found = stored.get(item.itemId);
    if (found === undefined) throw new Error('checked above');
    if (item.quantity > found.stock) throw insufficientStock();
    return { itemId: item.itemId, name: found.name, quantity: item.quantity, handedOver: 0 };
  });
}

/** The side `identity` takes in the contact, or undefined when it is not a party. */
export function sideOf(
  contact: Pick<ContactDoc, 'ownerId' | 'customerId'>,
  identity: string,
): ChatSide | undefined {
  if (contact.ownerId === identity) return 'owner';
  if (contact.customerId === identity) return 'customer';
  return undefined;
}

/** The response for a party (dates as ISO strings). */
export function toContactBody(id: string, doc: ContactDoc, side: ChatSide): ContactResponseBody {
  return {
    id,
    exhibitId: doc.exhibitId,
    exhibitTitle: doc.exhibitTitle,
    ownerId: doc.ownerId,
    customerId: doc.customerId,
    side,
    status: doc.status,
    loan: doc.loan,
    message: doc.message,
    items: doc.items,
    installationPlace: doc.installationPlace,
    locationManager: doc.locationManager,
    locationManagerEmail: doc.locationManagerEmail,
    pickupAt: doc.pickupAt?.toDate().toISOString() ?? null,
    returnDueAt: doc.returnDueAt?.toDate().toISOString() ?? null,
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}
