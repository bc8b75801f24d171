import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { cancel, publish, submit, unpublish } from './approval';
import { writeSearchEntryTx } from './search-entry';
import type { OwnerExhibit } from './schema';
import { type Actor, approvalStateOf, assertOwner } from './service';
import {
  asOwner,
  readExhibitTx,
  readSmallCategories,
  recordTransition,
  withDerived,
} from './store';
import { toOwnerExhibit } from './views';
import { runTransaction } from '../../shared/transactions';

export type OwnerStep = 'submit' | 'publish' | 'unpublish' | 'cancel';

/** The approval rule of each owner step (`approval.ts`). */
const STEPS: Record<OwnerStep, typeof submit> = { submit, publish, unpublish, cancel };

/**
 * The owner submits, publishes, unpublishes or cancels an exhibit (POST /home/exhibits/{id}/{step}).
 * In one transaction: reads the exhibit, lets the approval rules decide the transition, and writes
 * the exhibit with its derived fields, its audit entry and its search entry.
 */
export function createTakeOwnerStep(db: Firestore) {
  return async function takeOwnerStep(
    exhibitId: string,
    actor: Actor,
    step: OwnerStep,
    date: Date,
  ): Promise<OwnerExhibit> {
    const now = Timestamp.fromDate(date);
    const smallCategories = await readSmallCategories(db);
    return runTransaction(db, async (tx) => {
      const { ref, doc, items } = await readExhibitTx(db, tx, exhibitId);
      assertOwner(doc, actor.accountId);
      const transition = STEPS[step](approvalStateOf(doc));
      const { changes } = recordTransition(db, tx, exhibitId, doc, transition, asOwner(actor), now);
      const next = withDerived(doc, { ...changes, updatedAt: now }, items, smallCategories);
      tx.set(ref, next);
      writeSearchEntryTx(db, tx, exhibitId, doc, next, now);
      return toOwnerExhibit(exhibitId, next, items);
    });
  };
}
