import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { TodoDoc } from '../contacts';
import type { AssistanceDoc } from './assistance';
import { approvalTodoId, budgetTodoId, needsApprovalTodo, needsBudgetTodo } from './notifications';
import type { ReservationDoc } from './schema';

/**
 * The to-dos a reservation may hold open: the lender's approval, the budget holder's decision and,
 * for a request for assistance (issue 33), one per staff member of the device (made with the
 * booking, all gone once one of them decides or the booking stops holding its time).
 */

/** `todos/{id}` of a staff member asked to assist a session (one per staff member). */
export const assistanceTodoId = (reservationId: string, uid: string) =>
  `${reservationId}_assist_${uid}`;

/** A staff member's to-do of accepting or declining a request for assistance (to the person). */
export const assistanceTodo = (doc: ReservationDoc, reservationId: string, uid: string) =>
  ({
    contactId: '',
    exhibitId: doc.deviceId,
    exhibitTitle: doc.deviceName,
    accountId: uid,
    side: 'owner' as const,
    kind: 'assist_reservation' as const,
    createdAt: doc.createdAt,
    reservationId,
  }) satisfies TodoDoc & { reservationId: string };

/**
 * In a transaction that ends a reservation's hold on its time (a cancellation, a rejection, an
 * outage, a no-show) or decides its request for assistance: the staff's to-dos of that request.
 */
export function closeAssistanceTodosTx(
  db: Firestore,
  tx: Transaction,
  id: string,
  assistance: AssistanceDoc | null,
): void {
  if (assistance?.status !== 'requested') return;
  for (const uid of assistance.staffIds)
    tx.delete(db.collection('todos').doc(assistanceTodoId(id, uid)));
}

/**
 * In a transaction that ends a reservation's hold on its time without the lender (an outage, the
 * staff declining with `ifDeclined: 'cancel'`, a no-show release): every to-do it held open.
 */
export function closeTodosTx(
  db: Firestore,
  tx: Transaction,
  id: string,
  doc: Pick<ReservationDoc, 'status' | 'assistance'>,
): void {
  if (needsApprovalTodo(doc.status)) tx.delete(db.collection('todos').doc(approvalTodoId(id)));
  if (needsBudgetTodo(doc.status)) tx.delete(db.collection('todos').doc(budgetTodoId(id)));
  closeAssistanceTodosTx(db, tx, id, doc.assistance);
}
