import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { ChatSide, TodoKind } from '../../model/contact-types';
import { logger } from 'firebase-functions/logger';
import { AppError } from '../../http/errors';
import { BUSY } from '../../model/error-codes';
import { runTransaction } from '../../shared/transactions';
import { blockedBetween, blockedError } from '../blocks';
import { messageMovesTrade, statusAfterMessage, todosOf } from './lifecycle';
import { type ContactDoc, type MessageDoc, contactDocSchema } from './schema';
import { parseDoc } from '../../shared/firestore-docs';
import { stateOf } from './service';
import {
  type PartyActor,
  type StoredMessage,
  contactClosed,
  isClosed,
  readContactForParty,
  readTodoKinds,
  unreadAfter,
  writeContactTodos,
} from './store';

/**
 * A chat message from the actor's side, as a use-case (`POST /home/contacts/{id}/messages`): 409
 * `contact_closed` once the trade is finished or withdrawn; the owner's first message answers a
 * waiting contact.
 */
export const createPostMessage =
  (db: Firestore) =>
  async (id: string, actor: PartyActor, body: string, date: Date): Promise<StoredMessage> => {
    const now = Timestamp.fromDate(date);
    const ref = db.collection('contacts').doc(id);
    const messageRef = ref.collection('messages').doc();
    const seen = await readContactForParty(db, undefined, id, actor.identity);
    if (isClosed(seen.doc)) throw contactClosed();
    // A block between the parties stops the chat (docs/moderation.md). Read before the write, not
    // in one transaction with it: a message that crosses a block by milliseconds is let through.
    if (await blockedBetween(db, seen.doc.ownerId, seen.doc.customerId)) throw blockedError();
    if (!messageMovesTrade(stateOf(seen.doc), seen.side)) {
      const message = { side: seen.side, kind: 'text' as const, body, byUid: actor.uid, at: now };
      await postAgain(db, id, messageRef.id, message, now);
      return { id: messageRef.id, doc: message };
    }
    return runTransaction(db, async (tx) => {
      const { doc, side } = await readContactForParty(db, tx, id, actor.identity);
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
      writeContactTodos(db, tx, id, { ...doc, ...changes }, todoKinds, now);
      return { id: messageRef.id, doc: message };
    });
  };

/**
 * A side writing again (`message.side` wrote last when it was read) changes only the chat's
 * activity: no read-modify-write of the contact (one hot document per message), but blind writes
 * of the message, the writer, the read markers and the times in one batch. Whoever commits last is
 * the last writer, so `lastMessageBy` and the markers always agree. The other side's transaction
 * may have changed the writer between this side's read and this batch: the to-dos, which follow
 * `lastMessageBy`, are then set again in a transaction (`settleTodos`; rare, so no hot lock).
 */
export async function postAgain(
  db: Firestore,
  contactId: string,
  messageId: string,
  message: MessageDoc & { side: ChatSide },
  now: Timestamp,
): Promise<void> {
  const ref = db.collection('contacts').doc(contactId);
  await db
    .batch()
    .create(ref.collection('messages').doc(messageId), message)
    .update(ref, {
      lastMessageBy: message.side,
      lastMessageAt: now,
      unread: unreadAfter(message.side, now),
      updatedAt: now,
    })
    .commit();
  // The message is stored: its sender is answered 201 even if the to-dos could not be settled
  // under contention, since whoever holds the lock writes after this batch and settles them itself.
  await settleTodos(db, contactId, now).catch((err: unknown) => {
    if (!(err instanceof AppError && err.code === BUSY)) throw err;
    logger.warn('Chat to-dos left to the next writer under contention', { contactId });
  });
}

/** Whether the contact's to-dos are the ones its state asks for. */
async function todosSettled(
  db: Firestore,
  tx: Transaction | undefined,
  id: string,
): Promise<{ settled: boolean; doc: ContactDoc; kinds: Set<TodoKind> }> {
  const ref = db.collection('contacts').doc(id);
  const snap = tx === undefined ? await ref.get() : await tx.get(ref);
  const doc = parseDoc(contactDocSchema, snap);
  const kinds = await readTodoKinds(db, tx, id);
  const wanted = todosOf(stateOf(doc));
  const desired = new Set([...wanted.owner, ...wanted.customer]);
  const settled = desired.size === kinds.size && [...desired].every((kind) => kinds.has(kind));
  return { settled, doc, kinds };
}

/** Sets the contact's to-dos from its state again, if a concurrent change left them behind. */
async function settleTodos(db: Firestore, id: string, now: Timestamp): Promise<void> {
  if ((await todosSettled(db, undefined, id)).settled) return;
  await runTransaction(
    db,
    async (tx) => {
      const { settled, doc, kinds } = await todosSettled(db, tx, id);
      if (!settled) writeContactTodos(db, tx, id, doc, kinds, now);
    },
    { serializeOn: `contact-todos:${id}` },
  );
}
