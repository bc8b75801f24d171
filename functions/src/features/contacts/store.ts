import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { conflict } from '../../http/errors';
import type { ContactInput, HandoverInput } from '../../model/contact';
import { exhibitDocSchema, itemDocSchema, readExhibitTx } from '../exhibits';
import { accountIdsOf, actsForTx } from '../../shared/identities';
import {
  ACTIVE_STATUSES,
  chatViewOf,
  nextStatus,
  TRANSITIONS,
  messageMovesTrade,
  statusAfterMessage,
  todosOf,
} from './lifecycle';
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
import {
  newContactDoc,
  alreadyContacted,
  assertContactable,
  contactNotFound,
  displayStateOf,
  exhibitNotFound,
  notContactParty,
  requestedItems,
  sideOf,
  stateOf,
} from './service';
import { runTransaction } from '../../shared/transactions';
import { assertNotBlockedTx, blockedBetween, blockedError } from '../blocks';
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

/** All Firestore access of contacts; every change is one transaction. */
export interface ContactsStore {
  /**
   * Opens a contact (`waiting`) with the customer's first message, counts it on the exhibit
   * (`contactCount`, `activeContactCount`, display state `contacted`) and on the requested items
   * (`tradeCount`), in one transaction.
   */
  create(
    actor: ContactActor,
    exhibitId: string,
    input: ContactInput,
    now: Date,
  ): Promise<StoredContact>;
  /** The contact and the side of `identity` (404 unknown, 403 not a party). */
  getForParty(id: string, identity: string): Promise<StoredContact & { side: ChatSide }>;
  /** The account ids `uid` can act for: their own and their groups'. */
  accountIdsOf(uid: string): Promise<string[]>;
  /**
   * Closes every trade `accountId` takes part in that is not over (system `close`, e.g. when the user
   * withdraws), each in its own transaction with its system message, to-dos and exhibit counters.
   * Answers how many were closed.
   */
  closeTradesOf(accountId: string, now: Date): Promise<number>;
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
  /** `customer`'s trade of `exhibitId` still in progress, if any (at most one: see `create`). */
  openContactOf(exhibitId: string, customer: string): Promise<StoredContact | undefined>;
  /**
   * A chat message from `identity`'s side (409 `contact_closed` once finished or withdrawn); the
   * owner's first message answers a waiting contact.
   */
  postMessage(id: string, actor: PartyActor, body: string, now: Date): Promise<StoredMessage>;
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
const isClosed = (doc: ContactDoc) => doc.status === 'finished' || doc.status === 'withdrawn';

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
const openContactsOf = (db: Firestore, exhibitId: string, customer: string) =>
  db
    .collection('contacts')
    .where('exhibitId', '==', exhibitId)
    .where('customerId', '==', customer)
    .where('status', 'in', [...ACTIVE_STATUSES]);

/**
 * Opens a contact (`waiting`) inside `tx`: the contact form's path, so every rule of contacting
 * holds wherever a contact starts (the form, or a wanted post's accepted offer). Reads first (the
 * exhibit, its items, the customer's open trades, blocks), then writes the contact, its first
 * message and to-dos, and counts it on the exhibit and its items. A caller's own writes in the
 * same transaction come after this.
 */
export async function openContactTx(
  db: Firestore,
  tx: Transaction,
  actor: ContactActor,
  exhibitId: string,
  input: ContactInput,
  date: Date,
): Promise<StoredContact> {
  const now = Timestamp.fromDate(date);
  const exhibitRef = db.collection('exhibits').doc(exhibitId);
  const ref = db.collection('contacts').doc();
  // One read at a time: when the emulator (or Firestore) aborts a contended transaction,
  // a read still in flight can fail with "Transaction is invalid or closed", which is not retried.
  const exhibitSnap = await tx.get(exhibitRef);
  const itemsSnap = await tx.get(exhibitRef.collection('items'));
  const openSnap = await tx.get(openContactsOf(db, exhibitId, actor.accountId));
  if (!exhibitSnap.exists) throw exhibitNotFound();
  const exhibit = parseDoc(exhibitDocSchema, exhibitSnap);
  assertContactable(
    {
      ownerId: exhibit.ownerId,
      searchable: exhibit.searchable,
      expiresAt: exhibit.expiresAt.toDate(),
    },
    await actsForTx(db, tx, actor.uid, exhibit.ownerId),
    date,
  );
  if (!openSnap.empty) throw alreadyContacted();
  if (exhibit.allocation !== null && exhibit.allocation.drawnAt === null) {
    throw applicationMode();
  }
  await assertNotBlockedTx(db, tx, actor.accountId, exhibit.ownerId);
  const stored = new Map(
    itemsSnap.docs.map((snap) => {
      const item = parseDoc(itemDocSchema, snap);
      return [snap.id, { name: item.name, stock: item.stock }] as const;
    }),
  );
  const items = requestedItems(input.items, stored);

  const doc = newContactDoc({
    exhibitId,
    exhibit,
    customer: { accountId: actor.accountId, uid: actor.uid },
    request: { ...input, items },
    status: 'waiting',
    now,
  });
  const message: MessageDoc = {
    side: 'customer',
    kind: 'text',
    body: input.message,
    byUid: actor.uid,
    at: now,
  };
  tx.create(ref, doc);
  writeContactTodos(db, tx, ref.id, doc, new Set(), now);
  tx.create(ref.collection('messages').doc(), message);
  tx.update(exhibitRef, {
    contactCount: FieldValue.increment(1),
    activeContactCount: FieldValue.increment(1),
    ...(exhibit.displayState === 'on_display' ? { displayState: 'contacted' } : {}),
    updatedAt: now,
  });
  for (const item of items) {
    tx.update(exhibitRef.collection('items').doc(item.itemId), {
      tradeCount: FieldValue.increment(1),
    });
  }
  return { id: ref.id, doc };
}

/** The kinds of to-do the contact has now (read in `tx`, before its writes). */
export async function readTodoKinds(
  db: Firestore,
  tx: Transaction,
  contactId: string,
): Promise<Set<TodoKind>> {
  const todos = db.collection('todos');
  const snaps = await tx.getAll(...ALL_TODO_KINDS.map((kind) => todos.doc(`${contactId}_${kind}`)));
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

  /** Makes the contact's to-dos those of its new state (`writeContactTodos`). */
  const writeTodos = (
    tx: Transaction,
    contactId: string,
    doc: ContactDoc,
    existing: ReadonlySet<TodoKind>,
    now: Timestamp,
  ) => writeContactTodos(db, tx, contactId, doc, existing, now);
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

    async create(actor, exhibitId, input, date) {
      return runTransaction(db, (tx) => openContactTx(db, tx, actor, exhibitId, input, date));
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

    async postMessage(id, actor, body, date) {
      const now = Timestamp.fromDate(date);
      const ref = contacts.doc(id);
      const messageRef = ref.collection('messages').doc();
      const seen = await readForParty(undefined, id, actor.identity);
      if (isClosed(seen.doc)) throw contactClosed();
      // A block between the parties stops the chat (docs/moderation.md). Read before the write, not
      // in one transaction with it: a message that crosses a block by milliseconds is let through.
      if (await blockedBetween(db, seen.doc.ownerId, seen.doc.customerId)) throw blockedError();
      if (!messageMovesTrade(stateOf(seen.doc), seen.side)) {
        // A side writing again changes only the chat's activity: no read-modify-write of the
        // contact (one hot document per message), but blind writes of the message, the read
        // markers and the times in one batch. Status, lastMessageBy and the to-dos are left to the
        // transactions that change them, so they stay consistent whatever runs beside this.
        const message: MessageDoc = {
          side: seen.side,
          kind: 'text',
          body,
          byUid: actor.uid,
          at: now,
        };
        const other: ChatSide = seen.side === 'owner' ? 'customer' : 'owner';
        await db
          .batch()
          .create(messageRef, message)
          .update(ref, {
            lastMessageAt: now,
            [`unread.${seen.side}`]: null,
            [`unread.${other}`]: now,
            updatedAt: now,
          })
          .commit();
        return { id: messageRef.id, doc: message };
      }
      return runTransaction(db, async (tx) => {
        const { doc, side } = await readForParty(tx, id, actor.identity);
        const todoKinds = await readTodoKinds(db, tx, id);
        if (isClosed(doc)) throw contactClosed();
        const message: MessageDoc = { side, kind: 'text', body, byUid: actor.uid, at: now };
        tx.create(messageRef, message);
        const changes = {
          status: statusAfterMessage(stateOf(doc), side),
          lastMessageBy: side,
          lastMessageAt: now,
          // Writing implies reading; the other side has a new message.
          unread: unreadAfter(side, now),
          updatedAt: now,
        };
        tx.update(ref, changes);
        writeTodos(tx, id, { ...doc, ...changes }, todoKinds, now);
        return { id: messageRef.id, doc: message };
      });
    },

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

    async closeTradesOf(accountId, date) {
      const now = Timestamp.fromDate(date);
      const closable = TRANSITIONS.close.from;
      const found = await Promise.all(
        (['ownerId', 'customerId'] as const).map((field) =>
          contacts
            .where(field, '==', accountId)
            .where('status', 'in', [...closable])
            .get(),
        ),
      );
      const ids = [...new Set(found.flatMap((snap) => snap.docs.map((d) => d.id)))];
      const closed = await Promise.all(
        ids.map((id) =>
          runTransaction(db, async (tx) => {
            const ref = contacts.doc(id);
            const snap = await tx.get(ref);
            const doc = parseDoc(contactDocSchema, snap);
            const exhibit = await readExhibitTx(db, tx, doc.exhibitId);
            const todoKinds = await readTodoKinds(db, tx, id);
            const state = stateOf(doc);
            if (!closable.includes(state.status)) return 0; // closed meanwhile
            const status = nextStatus(state, 'close', 'system');
            const changes: Partial<ContactDoc> = {
              status,
              unread: { owner: now, customer: now },
              updatedAt: now,
            };
            if (ACTIVE_STATUSES.includes(doc.status)) {
              const active = exhibit.doc.activeContactCount - 1;
              const stockTotal = exhibit.items.reduce((sum, item) => sum + item.doc.stock, 0);
              tx.update(exhibit.ref, {
                activeContactCount: active,
                displayState: displayStateOf(active, stockTotal),
                updatedAt: now,
              });
            }
            const system: MessageDoc = {
              side: null,
              kind: 'system',
              body: 'close',
              byUid: null,
              at: now,
            };
            tx.create(ref.collection('messages').doc(), system);
            tx.update(ref, changes);
            writeTodos(tx, id, { ...doc, ...changes }, todoKinds, now);
            return 1;
          }),
        ),
      );
      return closed.reduce<number>((sum, n) => sum + n, 0);
    },

    async exhibitPlace(exhibitId) {
      const snap = await exhibits.doc(exhibitId).get();
      if (!snap.exists) return undefined;
      const { areaId, buildingId, room } = parseDoc(exhibitDocSchema, snap).place;
      const area = db.collection('areas').doc(areaId);
      const [areaSnap, buildingSnap] = await db.getAll(
        area,
        area.collection('buildings').doc(buildingId),
      );
      const nameOf = (s: typeof areaSnap) => (s?.get('name.ja') as string | undefined) ?? '';
      return {
        place: [room, nameOf(buildingSnap), nameOf(areaSnap)].filter((p) => p !== '').join(', '),
      };
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
