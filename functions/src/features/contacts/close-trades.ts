import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { readExhibitTx } from '../exhibits';
import { ACTIVE_STATUSES, TRANSITIONS, nextStatus } from './lifecycle';
import { type ContactDoc, contactDocSchema } from './schema';
import { exhibitTradeState, stateOf, stockTotalOf } from './service';
import { readTodoKinds, writeContactChangeTx } from './store';

/**
 * Closes every trade `accountId` takes part in that is not over (system `close`, when the user
 * withdraws), each in its own transaction with its system message, to-dos and exhibit counters.
 * Answers how many were closed.
 */
export const createCloseTrades =
  (db: Firestore) =>
  async (accountId: string, date: Date): Promise<number> => {
    const now = Timestamp.fromDate(date);
    const closable = TRANSITIONS.close.from;
    const found = await Promise.all(
      (['ownerId', 'customerId'] as const).map((field) =>
        db
          .collection('contacts')
          .where(field, '==', accountId)
          .where('status', 'in', [...closable])
          .get(),
      ),
    );
    const ids = [...new Set(found.flatMap((snap) => snap.docs.map((d) => d.id)))];
    const closed = await Promise.all(
      ids.map((id) =>
        runTransaction(db, async (tx) => {
          const ref = db.collection('contacts').doc(id);
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
            const trade = exhibitTradeState(
              exhibit.doc,
              stockTotalOf(exhibit.items),
              doc.status,
              status,
            );
            tx.update(exhibit.ref, { ...trade, updatedAt: now });
          }
          const system = { body: 'close', byUid: null };
          writeContactChangeTx(db, tx, id, doc, changes, todoKinds, system, now);
          return 1;
        }),
      ),
    );
    return closed.reduce<number>((sum, n) => sum + n, 0);
  };
