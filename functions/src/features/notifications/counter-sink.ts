import type { Database } from 'firebase-admin/database';
import { newerCounters } from './service';
import type { VersionedCounters } from './schema';

/**
 * Where the counters of each uid are kept for live clients: the Realtime Database
 * (`/notifications/{uid}`), or nowhere in degraded local mode, where clients poll
 * `GET /home/notifications` instead (DESIGN.md). One interface, chosen at start-up.
 */
export interface CounterSink {
  /** Stores `counters` for `uid` unless what is stored is newer (see `newerCounters`). */
  write(uid: string, counters: VersionedCounters): Promise<void>;
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
  };
  return { sink, nodes };
}

export type CounterSinkKind = 'realtime-database' | 'none';

/**
 * Inside the Functions emulator without the Database emulator (`FIREBASE_DATABASE_EMULATOR_HOST`
 * unset): none, the degraded local mode; otherwise the Realtime Database.
 */
export function counterSinkKind(
  env: Readonly<Record<string, string | undefined>>,
): CounterSinkKind {
  if ((env.FIREBASE_DATABASE_EMULATOR_HOST ?? '') !== '') return 'realtime-database';
  return env.FUNCTIONS_EMULATOR === 'true' ? 'none' : 'realtime-database';
}
