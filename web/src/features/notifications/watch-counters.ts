import { doc, onSnapshot, type Firestore } from 'firebase/firestore';

/**
 * The user's counters live from Firestore `counters/{uid}`, which the triggers write where there is
 * no Realtime Database (docs/trades.md, Counters) and `firestore.rules` lets only that uid read.
 * Heavy (the Firestore SDK): loaded lazily by `counter-subscription.tsx`.
 */
export interface CountersObserver {
  /** The stored counters (the payload `countsFromPayload` reads), or undefined when none is stored yet. */
  next(payload: unknown): void;
  /** The listener stopped for good (permission denied, Firestore unavailable, ...). */
  error(error: Error): void;
}

/** Listens to `counters/{uid}`; returns the function that stops listening. */
export function watchCounters(
  firestore: Firestore,
  uid: string,
  observer: CountersObserver,
): () => void {
  return onSnapshot(
    doc(firestore, 'counters', uid),
    (snapshot) => {
      // Only what the server has counts: an answer of the cache alone (offline) may be stale.
      if (snapshot.metadata.fromCache) return;
      observer.next(snapshot.exists() ? snapshot.data() : undefined);
    },
    observer.error,
  );
}
