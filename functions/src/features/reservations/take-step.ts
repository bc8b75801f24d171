import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ReservationStatus } from '../../model/share-types';
import { parseDoc } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { qualificationRef } from '../devices';
import { fundCovers, fundNotCurrent, heldFundTx } from '../funds';
import { approvalTodo, clearForApprovalTx, type StoredReservation } from './booking-tx';
import { feeAfterUse } from './check-in';
import {
  HOLDING_STATUSES,
  initialStatus,
  nextReservationStatus,
  type ReservationAction,
} from './lifecycle';
import {
  approvalTodoId,
  budgetTodoId,
  needsApprovalTodo,
  needsBudgetTodo,
  noticesOfStep,
} from './notifications';
import { closeAssistanceTodosTx } from './reservation-todos';
import { reservationDocSchema } from './schema';
import {
  refusal,
  reservationNotFound,
  type ReservationSide,
  sideOf,
  type StepActor,
} from './store';
import { offerNext } from './waitlist-store';

/** Steps to these free a reservation's time for the waitlist. */
const FREEING_STATUSES: readonly ReservationStatus[] = ['cancelled', 'rejected', 'no_show'];

/**
 * A step of a reservation's state machine by the caller's side (docs/share-mode.md), in one
 * transaction: the new status (an approval only where the time is still clear, a budget holder's
 * only while they hold a fund that covers it), the use's actual times and fee, the qualification's
 * last use, the to-dos and the notices. Time freed goes to the waitlist afterwards.
 */
export function createTakeReservationStep(db: Firestore) {
  return async (
    id: string,
    actor: StepActor,
    action: ReservationAction,
    reason: string,
    date: Date,
  ): Promise<StoredReservation & { side: ReservationSide }> => {
    const now = Timestamp.fromDate(date);
    const stepped = await runTransaction(db, async (tx) => {
      const ref = db.collection('reservations').doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) throw reservationNotFound();
      const doc = parseDoc(reservationDocSchema, snap);
      const side = sideOf(doc, actor, action);
      if (side === undefined) throw refusal(doc, actor, action);
      const stepped = nextReservationStatus(
        {
          status: doc.status,
          start: doc.start.toDate(),
          end: doc.end.toDate(),
          checkInBy: doc.checkInBy?.toDate() ?? null,
        },
        action,
        side,
        date,
      );
      // The holder hands an approved charge on to the lender, or books it when the device books
      // without approval; they must still hold the fund (and be an admin of its group), and the
      // fund still take charges (a closed one: 409 `fund_not_current`, the holder rejects).
      let status = stepped;
      if (action === 'budget_approve' || action === 'budget_reject') {
        const fund = await heldFundTx(db, tx, doc.fund?.id ?? '', actor.uid);
        if (action === 'budget_approve' && !fundCovers(fund.doc, doc.start.toDate()))
          throw fundNotCurrent();
      }
      // No approval confirms a time that a booking would not get (an outage, a shutdown,
      // another booking).
      const clear =
        action === 'approve' || action === 'budget_approve'
          ? await clearForApprovalTx(db, tx, id, doc)
          : null;
      if (action === 'budget_approve' && clear !== null)
        status = initialStatus(clear.device.requiresApproval);
      // Use starts when the device is handed over or checked in, and ends when it comes back.
      const actualStart = status === 'checked_out' ? now : doc.actualStart;
      const actualEnd = status === 'returned' ? now : doc.actualEnd;
      const changes = {
        status,
        reason: reason === '' ? doc.reason : reason,
        actualStart,
        actualEnd,
        fee:
          status === 'returned' && actualStart !== null
            ? feeAfterUse(doc, { start: actualStart.toDate(), end: date })
            : doc.fee,
        history: [...doc.history, { status, by: actor.uid, at: now }],
        updatedAt: now,
      };
      // A return is a use: the booker's qualification for the device (if any) counts idle days
      // from now (issue 19, part 1).
      const qualification =
        status === 'returned'
          ? await tx.get(qualificationRef(db, doc.deviceId, doc.createdBy))
          : undefined;
      tx.update(ref, changes);
      clear?.touch();
      if (qualification?.exists) tx.update(qualification.ref, { lastUsedAt: now });
      if (needsApprovalTodo(doc.status) && !needsApprovalTodo(status))
        tx.delete(db.collection('todos').doc(approvalTodoId(id)));
      if (!needsApprovalTodo(doc.status) && needsApprovalTodo(status))
        tx.create(db.collection('todos').doc(approvalTodoId(id)), approvalTodo(doc, id, now));
      if (needsBudgetTodo(doc.status) && !needsBudgetTodo(status))
        tx.delete(db.collection('todos').doc(budgetTodoId(id)));
      if (!HOLDING_STATUSES.includes(status)) closeAssistanceTodosTx(db, tx, id, doc.assistance);
      const facts = { id, ...doc, status };
      for (const notice of noticesOfStep(facts, doc.status, action, side, date))
        tx.create(db.collection('notices').doc(), noticeDoc(notice));
      return { id, doc: { ...doc, ...changes }, side };
    });
    // Freed time goes to the waitlist (a separate transaction: the step stands whatever it finds).
    if (FREEING_STATUSES.includes(stepped.doc.status))
      await offerNext(db, stepped.doc.deviceId, date);
    return stepped;
  };
}
