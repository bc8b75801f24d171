import type { Firestore } from 'firebase-admin/firestore';
import { accountIdsOf, uidsActingFor } from '../../shared/identities';
import type { CounterSink } from './counter-sink';
import type { NotificationsStore } from './store';

/**
 * The fan-out of DESIGN.md "Notifications": when a to-do, notice or contact of some accounts
 * changes, every uid that can act for those accounts gets its counters recounted from Firestore and
 * written to the sink. Run by the Firestore triggers in `index.ts`; tested with the memory sink.
 */
export interface CounterFanout {
  /** Recounts for every uid acting for any of `accountIds`. */
  accountsChanged(accountIds: readonly string[]): Promise<void>;
  /** Recounts one uid (e.g. after they joined or left a group). */
  refresh(uid: string): Promise<void>;
}

export function createCounterFanout(
  db: Firestore,
  store: Pick<NotificationsStore, 'counters'>,
  sink: CounterSink,
): CounterFanout {
  async function refresh(uid: string): Promise<void> {
    const accountIds = await accountIdsOf(db, uid);
    await sink.write(uid, await store.counters(accountIds));
  }
  return {
    refresh,
    async accountsChanged(accountIds) {
      const uids = new Set(
        (await Promise.all(accountIds.map((id) => uidsActingFor(db, id)))).flat(),
      );
      await Promise.all([...uids].map(refresh));
    },
  };
}
