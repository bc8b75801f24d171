import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ContactInput } from '../../model/contact';
import { exhibitDocSchema, itemDocSchema } from '../exhibits/schema';
import { parseDoc } from '../exhibits/store';
import { ACTIVE_STATUSES, type ChatSide } from './lifecycle';
import { type ContactDoc, type MessageDoc, contactDocSchema } from './schema';
import {
  alreadyContacted,
  assertContactable,
  contactNotFound,
  exhibitNotFound,
  notContactParty,
  requestedItems,
  sideOf,
} from './service';

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
  hasActiveProfile(uid: string): Promise<boolean>;
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
  /** The contacts among `ids` (unknown ones left out). */
  getMany(ids: readonly string[]): Promise<StoredContact[]>;
}

export function createContactsStore(db: Firestore): ContactsStore {
  const contacts = db.collection('contacts');
  const exhibits = db.collection('exhibits');

  return {
    async hasActiveProfile(uid) {
      const snap = await db.collection('profiles').doc(uid).get();
      return snap.exists && (snap.get('withdrawnAt') ?? null) === null;
    },

    async create(actor, exhibitId, input, date) {
      const now = Timestamp.fromDate(date);
      const exhibitRef = exhibits.doc(exhibitId);
      const ref = contacts.doc();
      return db.runTransaction(async (tx) => {
        const [exhibitSnap, itemsSnap, openSnap] = await Promise.all([
          tx.get(exhibitRef),
          tx.get(exhibitRef.collection('items')),
          tx.get(
            contacts
              .where('exhibitId', '==', exhibitId)
              .where('customerId', '==', actor.accountId)
              .where('status', 'in', [...ACTIVE_STATUSES]),
          ),
        ]);
        if (!exhibitSnap.exists) throw exhibitNotFound();
        const exhibit = parseDoc(exhibitDocSchema, exhibitSnap);
        assertContactable(
          {
            ownerId: exhibit.ownerId,
            searchable: exhibit.searchable,
            expiresAt: exhibit.expiresAt.toDate(),
          },
          actor.accountId,
          date,
        );
        if (!openSnap.empty) throw alreadyContacted();
        const stored = new Map(
          itemsSnap.docs.map((snap) => {
            const item = parseDoc(itemDocSchema, snap);
            return [snap.id, { name: item.name, stock: item.stock }] as const;
          }),
        );
        const items = requestedItems(input.items, stored);

        const doc: ContactDoc = {
          exhibitId,
          exhibitTitle: exhibit.title,
          ownerId: exhibit.ownerId,
          customerId: actor.accountId,
          createdBy: actor.uid,
          status: 'waiting',
          loan: false,
          message: input.message,
          items,
          installationPlace: input.installationPlace,
          locationManager: input.locationManager,
          locationManagerEmail: input.locationManagerEmail,
          pickupAt: null,
          returnDueAt: null,
          evaluations: {},
          evaluationSince: null,
          lastMessageBy: 'customer',
          lastMessageAt: now,
          createdAt: now,
          updatedAt: now,
        };
        const message: MessageDoc = {
          side: 'customer',
          kind: 'text',
          body: input.message,
          byUid: actor.uid,
          at: now,
        };
        tx.create(ref, doc);
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
      });
    },

    async getForParty(id, identity) {
      const snap = await contacts.doc(id).get();
      if (!snap.exists) throw contactNotFound();
      const doc = parseDoc(contactDocSchema, snap);
      const side = sideOf(doc, identity);
      if (side === undefined) throw notContactParty();
      return { id, doc, side };
    },

    async accountIdsOf(uid) {
      const memberships = await db.collectionGroup('members').where('uid', '==', uid).get();
      const groups = memberships.docs.flatMap((m) => {
        const group = m.ref.parent.parent;
        return group !== null && group.parent.id === 'groups' ? [group.id] : [];
      });
      return [uid, ...groups];
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
