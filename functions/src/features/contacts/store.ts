import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { conflict } from '../../http/errors';
import type { HandoverInput } from '../../model/contact';
import { exhibitDocSchema } from '../exhibits';
import { accountIdsOf } from '../../shared/identities';
import { placeTexts } from '../../shared/place-text';
import { ACTIVE_STATUSES, chatViewOf, todosOf } from './lifecycle';
import {
  CONTACT_STATUSES,
  TODO_KINDS,
  type ChatSide,
  type ContactListView,
  type ContactStatus,
  type EvaluationScore,
  type TodoKind,
} from '../../model/contact-types';
import {
  type ContactDoc,
  type MessageDoc,
  type TodoDoc,
  contactDocSchema,
  messageDocSchema,
} from './schema';
import { contactNotFound, notContactParty, sideOf, stateOf } from './service';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { APPLICATION_MODE, CONTACT_CLOSED } from '../../model/error-codes';

const ALL_TODO_KINDS: readonly TodoKind[] = [...TODO_KINDS.owner, ...TODO_KINDS.customer];

export interface ContactActor {
  uid: string;
  /** The current identity: the customer's account. */
  accountId: string;
}

export interface StoredContact {
  id: string;
  doc: ContactDoc;
}

/**
 * The contacts' documents as the routes read them, and the readers and writers the use-cases share
 * (`open-contact.ts`, `post-message.ts`, `take-step.ts`, `close-trades.ts`: every change is theirs,
 * one transaction each).
 */
export interface ContactsStore {
  /** The contact and the side of `identity` (404 unknown, 403 not a party). */
  getForParty(id: string, identity: string): Promise<StoredContact & { side: ChatSide }>;
  /** The account ids `uid` can act for: their own and their groups'. */
  accountIdsOf(uid: string): Promise<string[]>;
  /** One side's contacts of an account in a list view, latest activity first. */
  listForParty(
    accountId: string,
    side: ChatSide,
    view: ContactListView,
    limit: number,
    offset: number,
  ): Promise<{ contacts: StoredContact[]; total: number }>;
  /** Where an exhibit's items are picked up ("room, building, area" in Japanese), if it exists. */
  exhibitPlace(exhibitId: string): Promise<{ place: string } | undefined>;
  /** `identity`'s side has read the chat (its read marker cleared); parties only. */
  markRead(id: string, identity: string): Promise<void>;
  /** The contacts among `ids` (unknown ones left out). */
  getMany(ids: readonly string[]): Promise<StoredContact[]>;
  /** `customer`'s trade of `exhibitId` still in progress, if any (at most one: see `openContactTx`). */
  openContactOf(exhibitId: string, customer: string): Promise<StoredContact | undefined>;
  /** The chat, oldest first (parties only). */
  listMessages(
    id: string,
    identity: string,
    limit: number,
    offset: number,
  ): Promise<{ messages: StoredMessage[]; total: number }>;
}

/** A party acting: the user and the identity they act as. */
export interface PartyActor {
  uid: string;
  identity: string;
}

export interface StoredMessage {
  id: string;
  doc: MessageDoc;
}

export type ContactStep =
  | { action: 'confirm_pickup'; pickupAt: Date }
  | { action: 'withdraw' | 'decline'; reason: string }
  | { action: 'handover'; items: HandoverInput['items']; returnDueAt?: Date }
  | { action: 'change_due'; returnDueAt: Date }
  | { action: 'return_complete' }
  | { action: 'evaluate'; score: EvaluationScore; comment: string };

/** The read markers after `side` wrote (a message or a step): the other side has news. */
export function unreadAfter(side: ChatSide, now: Timestamp): ContactDoc['unread'] {
  return side === 'owner' ? { owner: null, customer: now } : { owner: now, customer: null };
}

/** The statuses of a list view (undefined: all). */
const VIEW_STATUSES: Record<ContactListView, readonly ContactStatus[] | undefined> = {
  all: undefined,
  open: CONTACT_STATUSES.filter((s) => chatViewOf(s) === 'open'),
  pickup: CONTACT_STATUSES.filter((s) => chatViewOf(s) === 'pickup'),
  evaluation: CONTACT_STATUSES.filter((s) => chatViewOf(s) === 'evaluation'),
  return: CONTACT_STATUSES.filter((s) => chatViewOf(s) === 'return'),
};

/** A finished or withdrawn trade takes no more messages. */
export const isClosed = (doc: ContactDoc) =>
  doc.status === 'finished' || doc.status === 'withdrawn';

export const contactClosed = () => conflict(CONTACT_CLOSED, 'This trade is over: no more messages');
export const applicationMode = () =>
  conflict(APPLICATION_MODE, 'This exhibit takes applications until its draw: apply instead');

/** Makes a contact's to-dos those of its new state: new ones created, done ones deleted. */
export function writeContactTodos(
  db: Firestore,
  tx: Transaction,
  contactId: string,
  doc: ContactDoc,
  existing: ReadonlySet<TodoKind>,
  now: Timestamp,
): void {
  const todoRef = (kind: TodoKind) => db.collection('todos').doc(`${contactId}_${kind}`);
  const wanted = todosOf(stateOf(doc));
  const desired = new Map<TodoKind, ChatSide>([
    ...wanted.owner.map((kind) => [kind, 'owner'] as const),
    ...wanted.customer.map((kind) => [kind, 'customer'] as const),
  ]);
  for (const kind of existing) if (!desired.has(kind)) tx.delete(todoRef(kind));
  for (const [kind, side] of desired) {
    if (existing.has(kind)) continue;
    const todo: TodoDoc = {
      contactId,
      exhibitId: doc.exhibitId,
      exhibitTitle: doc.exhibitTitle,
      accountId: side === 'owner' ? doc.ownerId : doc.customerId,
      side,
      kind,
      createdAt: now,
    };
    tx.create(todoRef(kind), todo);
  }
}

/** A customer's trades of an exhibit still in progress (one at most). */
export const openContactsOf = (db: Firestore, exhibitId: string, customer: string) =>
  db
    .collection('contacts')
    .where('exhibitId', '==', exhibitId)
    .where('customerId', '==', customer)
    .where('status', 'in', [...ACTIVE_STATUSES]);

/**
 * Writes a change of a contact's state in `tx`: the system message that records it in the chat
 * (`body`: the step, or `close`), the contact and its to-dos. Answers the contact as changed.
 */
export function writeContactChangeTx(
  db: Firestore,
  tx: Transaction,
  id: string,
  doc: ContactDoc,
  changes: Partial<ContactDoc>,
  todoKinds: ReadonlySet<TodoKind>,
  system: { body: string; byUid: string | null },
  now: Timestamp,
): ContactDoc {
  const ref = db.collection('contacts').doc(id);
  const message: MessageDoc = { side: null, kind: 'system', ...system, at: now };
  tx.create(ref.collection('messages').doc(), message);
  tx.update(ref, changes);
  const next = { ...doc, ...changes };
  writeContactTodos(db, tx, id, next, todoKinds, now);
  return next;
}

/** The kinds of to-do the contact has now (read in `tx` if given, before its writes). */
export async function readTodoKinds(
  db: Firestore,
  tx: Transaction | undefined,
  contactId: string,
): Promise<Set<TodoKind>> {
  const todos = db.collection('todos');
  const refs = ALL_TODO_KINDS.map((kind) => todos.doc(`${contactId}_${kind}`));
  const snaps = tx === undefined ? await db.getAll(...refs) : await tx.getAll(...refs);
  return new Set(snaps.flatMap((snap, i) => (snap.exists ? [ALL_TODO_KINDS[i] as TodoKind] : [])));
}

/** The contact and the side of `identity`, read in `tx` if given (404 unknown, 403 not a party). */
export async function readContactForParty(
  db: Firestore,
  tx: Transaction | undefined,
  id: string,
  identity: string,
): Promise<{ doc: ContactDoc; side: ChatSide }> {
  const ref = db.collection('contacts').doc(id);
  const snap = tx === undefined ? await ref.get() : await tx.get(ref);
  if (!snap.exists) throw contactNotFound();
  const doc = parseDoc(contactDocSchema, snap);
  const side = sideOf(doc, identity);
  if (side === undefined) throw notContactParty();
  return { doc, side };
}

export function createContactsStore(db: Firestore): ContactsStore {
  const contacts = db.collection('contacts');
  const exhibits = db.collection('exhibits');

  const readForParty = (tx: Transaction | undefined, id: string, identity: string) =>
    readContactForParty(db, tx, id, identity);

  const openContacts = (exhibitId: string, customer: string) =>
    openContactsOf(db, exhibitId, customer);

  return {
    async openContactOf(exhibitId, customer) {
      const snap = await openContacts(exhibitId, customer).limit(1).get();
      const found = snap.docs[0];
      return found && { id: found.id, doc: parseDoc(contactDocSchema, found) };
    },

    async getForParty(id, identity) {
      const snap = await contacts.doc(id).get();
      if (!snap.exists) throw contactNotFound();
      const doc = parseDoc(contactDocSchema, snap);
      const side = sideOf(doc, identity);
      if (side === undefined) throw notContactParty();
      return { id, doc, side };
    },

    accountIdsOf: (uid) => accountIdsOf(db, uid),

    async listMessages(id, identity, limit, offset) {
      await readForParty(undefined, id, identity);
      const messages = contacts.doc(id).collection('messages');
      const { docs, total } = await readPage(messages, 'at', 'asc', { limit, offset });
      return {
        messages: docs.map((d) => ({ id: d.id, doc: parseDoc(messageDocSchema, d) })),
        total,
      };
    },

    async listForParty(accountId, side, view, limit, offset) {
      let query = contacts.where(side === 'owner' ? 'ownerId' : 'customerId', '==', accountId);
      const statuses = VIEW_STATUSES[view];
      if (statuses !== undefined) query = query.where('status', 'in', [...statuses]);
      const { docs, total } = await readPage(query, 'updatedAt', 'desc', { limit, offset });
      return {
        contacts: docs.map((d) => ({ id: d.id, doc: parseDoc(contactDocSchema, d) })),
        total,
      };
    },

    async exhibitPlace(exhibitId) {
      const snap = await exhibits.doc(exhibitId).get();
      if (!snap.exists) return undefined;
      const [place] = await placeTexts(db, [parseDoc(exhibitDocSchema, snap).place]);
      return { place: place ?? '' };
    },

    async markRead(id, identity) {
      const { doc, side } = await readForParty(undefined, id, identity);
      if (doc.unread[side] === null) return;
      // A blind write, no transaction: clearing the marker takes no lock on the chat's busiest
      // document, and a message landing just before is cleared either way (as it would be after).
      await contacts.doc(id).update({ [`unread.${side}`]: null });
    },

    async getMany(ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const snaps = await db.getAll(...unique.map((id) => contacts.doc(id)));
      return snaps
        .filter((snap) => snap.exists)
        .map((snap) => ({ id: snap.id, doc: parseDoc(contactDocSchema, snap) }));
    },
  };
}
