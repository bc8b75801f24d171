import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ContactInput } from '../../model/contact';
import { parseDoc } from '../../shared/firestore-docs';
import { actsForTx } from '../../shared/identities';
import { runTransaction } from '../../shared/transactions';
import { assertNotBlockedTx } from '../blocks';
import { exhibitDocSchema, itemDocSchema } from '../exhibits';
import type { MessageDoc } from './schema';
import {
  alreadyContacted,
  assertContactable,
  exhibitNotFound,
  newContactDoc,
  requestedItems,
} from './service';
import {
  type ContactActor,
  type StoredContact,
  applicationMode,
  openContactsOf,
  writeContactTodos,
} from './store';

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

/**
 * Opens a contact (`waiting`) with the customer's first message, counts it on the exhibit
 * (`contactCount`, `activeContactCount`, display state `contacted`) and on the requested items
 * (`tradeCount`), in one transaction: the use-case of `POST /home/exhibits/{id}/contacts`.
 */
export const createOpenContact =
  (db: Firestore) =>
  (
    actor: ContactActor,
    exhibitId: string,
    input: ContactInput,
    date: Date,
  ): Promise<StoredContact> =>
    runTransaction(db, (tx) => openContactTx(db, tx, actor, exhibitId, input, date));
