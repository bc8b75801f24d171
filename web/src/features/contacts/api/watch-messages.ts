import {
  collection,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { ChatMessage } from './contact-types';
import { MESSAGES_PAGE_SIZE } from './get-messages';

/**
 * The chat's messages live from Firestore (`contacts/{id}/messages`, which `firestore.rules` lets
 * the two parties' identities read): the newest `MESSAGES_PAGE_SIZE`, oldest first, as
 * `GET /home/contacts/{id}/messages` answers them. Heavy (the Firestore SDK): loaded lazily by
 * `use-chat.ts`.
 */

/** A stored message (`functions/src/features/contacts/schema.ts`) as the API words it. */
export function toChatMessage(id: string, data: DocumentData): ChatMessage {
  const at: unknown = data['at'];
  const side: unknown = data['side'];
  const kind: unknown = data['kind'];
  // A message the moderators hid shows no body, whatever the document still holds.
  const removed = kind === 'removed';
  return {
    id,
    side: side === 'owner' || side === 'customer' ? side : null,
    kind: removed ? 'removed' : kind === 'system' ? 'system' : 'text',
    body: !removed && typeof data['body'] === 'string' ? data['body'] : '',
    at: (at instanceof Timestamp ? at.toDate() : new Date(0)).toISOString(),
  };
}

export interface MessagesObserver {
  /** The messages as the server has them, or null while only the cache answers (not live). */
  next(messages: ChatMessage[] | null): void;
  /** The listener stopped for good (permission denied, Firestore unavailable, ...). */
  error(error: Error): void;
}

/** Listens to the chat of contact `id`; returns the function that stops listening. */
export function watchMessages(
  firestore: Firestore,
  id: string,
  observer: MessagesObserver,
): () => void {
  const newest = query(
    collection(firestore, 'contacts', id, 'messages'),
    orderBy('at'),
    limitToLast(MESSAGES_PAGE_SIZE),
  );
  // With metadata changes, a snapshot tells when the connection is lost (served from the cache) and
  // when it is back, so the caller polls exactly while the listener is not live.
  return onSnapshot(
    newest,
    { includeMetadataChanges: true },
    (snapshot) => {
      observer.next(
        snapshot.metadata.fromCache
          ? null
          : snapshot.docs.map((message) => toChatMessage(message.id, message.data())),
      );
    },
    observer.error,
  );
}
