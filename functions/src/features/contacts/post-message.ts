import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ChatSide } from '../../model/contact-types';
import { runTransaction } from '../../shared/transactions';
import { blockedBetween, blockedError } from '../blocks';
import { messageMovesTrade, statusAfterMessage } from './lifecycle';
import type { MessageDoc } from './schema';
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
