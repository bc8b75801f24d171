import type { Timestamp } from 'firebase-admin/firestore';
import { conflict, forbidden, notFound, validationError } from '../../http/errors';
import type { ContactInput, HandoverInput } from '../../model/contact';
import type { ChatSide, ContactStatus } from '../../model/contact-types';
import { EXHIBIT_LIMITS } from '../../model/limits';
import {
  type ContactState,
  chatViewOf,
  evaluationVisible,
  insufficientStock,
  stockAfterHandover,
} from './lifecycle';
import { ACTIVE_STATUSES } from './lifecycle';
import type { ContactDoc, ContactResponseBody } from './schema';
import {
  ALREADY_CONTACTED,
  EXHIBIT_EXPIRED,
  NOT_CONTACT_PARTY,
  NO_PICKUP_RESERVATION,
  OWN_EXHIBIT,
} from '../../model/error-codes';

/** Rules of contacting an exhibit and of reading a contact; no Firestore in here. */

const DAY_MS = 24 * 60 * 60 * 1000;

export const contactNotFound = () => notFound('Contact not found');
export const exhibitNotFound = () => notFound('Exhibit not found');
export const ownExhibit = () => forbidden(OWN_EXHIBIT, 'You cannot contact your own exhibit');
export const notContactParty = () =>
  forbidden(NOT_CONTACT_PARTY, 'Only the owner and the customer can see this contact');
export const exhibitExpired = () => conflict(EXHIBIT_EXPIRED, 'The exhibit is no longer listed');
export const noPickupReservation = () =>
  conflict(NO_PICKUP_RESERVATION, 'No pick-up time has been confirmed for this trade');
export const alreadyContacted = () =>
  conflict(ALREADY_CONTACTED, 'You already have an open contact for this exhibit');

/** The exhibit as contacting it needs it. */
export interface ContactableExhibit {
  ownerId: string;
  searchable: boolean;
  expiresAt: Date;
}

/**
 * A contact (or an application) needs an exhibit on display (404 otherwise, as for its page), not the
 * caller's own (403 `own_exhibit`) and not expired (409 `exhibit_expired`). The caller's own is
 * whatever the person can act as (`actsForTx`): their account and every group they belong to, whoever
 * they act as now; one person never trades with herself through two identities (docs/allocation.md).
 */
export function assertContactable(
  exhibit: ContactableExhibit | undefined,
  callerActsForOwner: boolean,
  now: Date,
): asserts exhibit is ContactableExhibit {
  if (exhibit === undefined) throw exhibitNotFound();
  if (callerActsForOwner) throw ownExhibit();
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

/** The state-machine view of a stored contact. */
export function stateOf(doc: ContactDoc): ContactState {
  const at = (e: StoredEvaluation | undefined) =>
    e === undefined ? undefined : { score: e.score, comment: e.comment, at: e.at.toDate() };
  const owner = at(doc.evaluations.owner);
  const customer = at(doc.evaluations.customer);
  return {
    status: doc.status,
    loan: doc.loan,
    lastMessageBy: doc.lastMessageBy,
    evaluations: { ...(owner ? { owner } : {}), ...(customer ? { customer } : {}) },
  };
}

type StoredEvaluation = NonNullable<ContactDoc['evaluations']['owner']>;
const evaluationBody = (e: StoredEvaluation) => ({
  score: e.score,
  comment: e.comment,
  at: e.at.toDate().toISOString(),
});

/**
 * The evaluations a party may see: none until both sides are in or 7 days have passed since the
 * handover (`evaluationVisible`), so neither side answers the other's.
 */
export function visibleEvaluations(doc: ContactDoc, now: Date): ContactResponseBody['evaluations'] {
  const { owner, customer } = doc.evaluations;
  if (!evaluationVisible(stateOf(doc), doc.evaluationSince?.toDate() ?? null, now)) return null;
  return {
    ...(owner ? { owner: evaluationBody(owner) } : {}),
    ...(customer ? { customer: evaluationBody(customer) } : {}),
  };
}

/** The response for a party (dates as ISO strings). */
export function toContactBody(
  id: string,
  doc: ContactDoc,
  side: ChatSide,
  now: Date = new Date(),
): ContactResponseBody {
  return {
    id,
    exhibitId: doc.exhibitId,
    exhibitTitle: doc.exhibitTitle,
    ownerId: doc.ownerId,
    customerId: doc.customerId,
    side,
    status: doc.status,
    loan: doc.loan,
    loanDays: doc.loanDays,
    message: doc.message,
    items: doc.items,
    installationPlace: doc.installationPlace,
    locationManager: doc.locationManager,
    locationManagerEmail: doc.locationManagerEmail,
    pickupAt: doc.pickupAt?.toDate().toISOString() ?? null,
    returnDueAt: doc.returnDueAt?.toDate().toISOString() ?? null,
    view: chatViewOf(doc.status),
    unread: doc.unread[side] !== null,
    evaluated: {
      owner: doc.evaluations.owner !== undefined,
      customer: doc.evaluations.customer !== undefined,
    },
    evaluations: visibleEvaluations(doc, now),
    createdAt: doc.createdAt.toDate().toISOString(),
    updatedAt: doc.updatedAt.toDate().toISOString(),
  };
}

/** The display state of an exhibit: finished without stock, contacted while trades are active. */
export function displayStateOf(
  activeContactCount: number,
  stockTotal: number,
): 'on_display' | 'contacted' | 'finished' {
  if (stockTotal <= 0) return 'finished';
  return activeContactCount > 0 ? 'contacted' : 'on_display';
}

/** What an exhibit's items hold in all. */
export const stockTotalOf = (items: readonly { doc: { stock: number } }[]): number =>
  items.reduce((sum, item) => sum + item.doc.stock, 0);

/**
 * An exhibit's active trades and display state once one of its contacts goes from `from` to `to`:
 * one fewer active when the contact leaves the active statuses.
 */
export function exhibitTradeState(
  exhibit: { activeContactCount: number },
  stockTotal: number,
  from: ContactStatus,
  to: ContactStatus,
) {
  const ended = ACTIVE_STATUSES.includes(from) && !ACTIVE_STATUSES.includes(to);
  const activeContactCount = exhibit.activeContactCount - (ended ? 1 : 0);
  return { activeContactCount, displayState: displayStateOf(activeContactCount, stockTotal) };
}

/**
 * A handover: each item must be one the customer asked for (400 at `body.items.{i}.itemId`), and
 * at most what is still owed (400) and in stock (409 `insufficient_stock`). Returns the contact's
 * items with the new handed-over counts and the new stock of each item handed over.
 */
export function handoverPlan(
  contactItems: ContactDoc['items'],
  handover: HandoverInput['items'],
  stockOf: ReadonlyMap<string, number>,
): { items: ContactDoc['items']; stock: Map<string, number> } {
  const byId = new Map(contactItems.map((item) => [item.itemId, item]));
  const unknown = handover.flatMap((h, i) =>
    byId.has(h.itemId)
      ? []
      : [{ location: `body.items.${i}.itemId`, message: 'This item was not asked for' }],
  );
  if (unknown.length > 0) throw validationError(unknown);
  const stock = new Map<string, number>();
  const counts = new Map<string, number>();
  handover.forEach((h, i) => {
    const item = byId.get(h.itemId);
    if (item === undefined) throw new Error('checked above');
    const owed = item.quantity - item.handedOver;
    if (h.count > owed) {
      throw validationError([
        { location: `body.items.${i}.count`, message: `At most ${owed} of this item are owed` },
      ]);
    }
    stock.set(h.itemId, stockAfterHandover(owed, stockOf.get(h.itemId) ?? 0, h.count));
    counts.set(h.itemId, h.count);
  });
  return {
    items: contactItems.map((item) => ({
      ...item,
      handedOver: item.handedOver + (counts.get(item.itemId) ?? 0),
    })),
    stock,
  };
}

/**
 * A loan's return due date: required on a loan's handover and on a change, after now and at most
 * the date-range limit (1 year) ahead (400 at `body.returnDueAt`); a give-away has none.
 */
export function returnDueOf(loan: boolean, returnDueAt: Date | undefined, now: Date): Date | null {
  if (!loan) {
    if (returnDueAt === undefined) return null;
    throw validationError([
      { location: 'body.returnDueAt', message: 'Only a loan has a return due date' },
    ]);
  }
  if (returnDueAt === undefined)
    throw validationError([
      { location: 'body.returnDueAt', message: 'A loan needs a return due date' },
    ]);
  if (returnDueAt.getTime() <= now.getTime())
    throw validationError([
      { location: 'body.returnDueAt', message: 'The return due date must be in the future' },
    ]);
  if (returnDueAt.getTime() > now.getTime() + EXHIBIT_LIMITS.rangeMaxDays * DAY_MS)
    throw validationError([
      { location: 'body.returnDueAt', message: 'The return due date must be within 1 year' },
    ]);
  return returnDueAt;
}

/** What a new contact copies: the customer's request, from a contact form or an application. */
export interface ContactRequestFields {
  message: string;
  items: ContactDoc['items'];
  installationPlace: string;
  locationManager: string;
  locationManagerEmail: string;
}

/**
 * A new contact as stored: the exhibit's terms (a loan and its period) and the customer's request,
 * the customer's message the newest, unread by the owner. `waiting` for a contact request, `open`
 * for a lottery's winner (docs/allocation.md).
 */
export function newContactDoc(input: {
  exhibitId: string;
  exhibit: { title: string; ownerId: string; loan: boolean; loanDays: number | null };
  customer: { accountId: string; uid: string };
  request: ContactRequestFields;
  status: 'waiting' | 'open';
  now: Timestamp;
}): ContactDoc {
  const { exhibit, customer, request, now } = input;
  return {
    exhibitId: input.exhibitId,
    exhibitTitle: exhibit.title,
    ownerId: exhibit.ownerId,
    customerId: customer.accountId,
    createdBy: customer.uid,
    status: input.status,
    loan: exhibit.loan,
    loanDays: exhibit.loan ? exhibit.loanDays : null,
    message: request.message,
    items: request.items,
    installationPlace: request.installationPlace,
    locationManager: request.locationManager,
    locationManagerEmail: request.locationManagerEmail,
    pickupAt: null,
    returnDueAt: null,
    evaluations: {},
    evaluationSince: null,
    lastMessageBy: 'customer',
    lastMessageAt: now,
    unread: { owner: now, customer: null },
    createdAt: now,
    updatedAt: now,
  };
}
