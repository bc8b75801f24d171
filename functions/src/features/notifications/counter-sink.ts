import type { Database } from 'firebase-admin/database';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../../shared/transactions';
import { newerCounters } from './service';
import type { VersionedCounters } from './schema';

/**
 * Where the counters of each uid are kept for live clients: the Realtime Database
 * (`/notifications/{uid}`), or, where it is absent (degraded local mode), the Firestore document
 * `counters/{uid}`, which the web client listens to (docs/trades.md, Counters). Clients that cannot
 * listen poll `GET /home/notifications`. One interface, chosen at start-up.
 */
export interface CounterSink {
  /** Stores `counters` for `uid` unless what is stored is newer (see `newerCounters`). */
  write(uid: string, counters: VersionedCounters): Promise<void>;
  /**
   * What is stored for `uid` (undefined: nothing yet): `GET /home/notifications` answers it instead
   * of recounting, one read (Firestore) or none billed per read (the Realtime Database bills bytes).
   */
  read(uid: string): Promise<unknown>;
}

/** The node a uid's counters live at; its rules let only that uid read it. */
export const countersPath = (uid: string) => `notifications/${uid}`;

/** The Realtime Database: a transaction per write keeps the newest version. */
export function createRealtimeSink(database: () => Database): CounterSink {
  return {
    async write(uid, counters) {
      await database()
        .ref(countersPath(uid))
        .transaction((stored: unknown) => newerCounters(stored, counters));
    },
    async read(uid) {
      const value: unknown = (await database().ref(countersPath(uid)).get()).val();
      return value ?? undefined;
    },
  };
}

/** The Firestore collection of `createFirestoreSink`; its rules let only the uid read `counters/{uid}`. */
export const COUNTERS_COLLECTION = 'counters';

/**
 * Firestore `counters/{uid}`: a transaction per write keeps the newest version, as the Realtime
 * Database's does. The whole document is replaced, so chats read meanwhile leave the unread map.
 */
export function createFirestoreSink(db: Firestore): CounterSink {
  return {
    async write(uid, counters) {
      const ref = db.collection(COUNTERS_COLLECTION).doc(uid);
      await runTransaction(db, async (tx) => {
        const next = newerCounters((await tx.get(ref)).data(), counters);
        if (next !== undefined) tx.set(ref, next);
      });
    },
    async read(uid) {
      return (await db.collection(COUNTERS_COLLECTION).doc(uid).get()).data();
    },
  };
}

/**
 * A Realtime Database node in memory with the same transaction semantics (tests): `write` reads,
 * waits (so concurrent writes interleave), then compares and sets unless another write got in first,
 * in which case it retries, as RTDB transactions do.
 */
export function createMemorySink(delay: () => Promise<void> = () => Promise.resolve()) {
  const nodes = new Map<string, VersionedCounters>();
  const sink: CounterSink = {
    async write(uid, counters) {
      for (;;) {
        const stored = nodes.get(uid);
        await delay();
        if (nodes.get(uid) !== stored) continue; // changed meanwhile: run the update again
        const next = newerCounters(stored, counters);
        if (next !== undefined) nodes.set(uid, next);
        return;
      }
    },
    read: (uid) => Promise.resolve(nodes.get(uid)),
  };
  return { sink, nodes };
}

export type CounterSinkKind = 'realtime-database' | 'firestore';

/**
 * Inside the Functions emulator without the Database emulator (`FIREBASE_DATABASE_EMULATOR_HOST`
 * unset): Firestore, the degraded local mode; otherwise the Realtime Database.
 */
export function counterSinkKind(
  env: Readonly<Record<string, string | undefined>>,
): CounterSinkKind {
  if ((env.FIREBASE_DATABASE_EMULATOR_HOST ?? '') !== '') return 'realtime-database';
  return env.FUNCTIONS_EMULATOR === 'true' ? 'firestore' : 'realtime-database';
}

/** Builds the sink `counterSinkKind` picks; only the chosen factory runs. */
export function chooseCounterSink(
  env: Readonly<Record<string, string | undefined>>,
  factories: Record<CounterSinkKind, () => CounterSink>,
): CounterSink {
  return factories[counterSinkKind(env)]();
}
