import {
  type DocumentReference,
  type Firestore,
  type Query,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { parseDoc } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { reservationNotice } from './notifications';
import { type ReservationDoc, reservationDocSchema } from './schema';
import { reportAsked, reportTodo, reportTodoId } from './usage-report-block';

/**
 * The scheduled job's part of usage reports (every 5 minutes, docs/share-mode.md): sessions that
 * ended are asked for their report, and reports past their period are told to both sides. Each
 * reservation moves its `report.stage` once, in a transaction that reads it again.
 */

type Step = (tx: Transaction, ref: DocumentReference, doc: ReservationDoc) => boolean;

/**
 * Runs `step` on each reservation `query` finds that is still at `stage` (read again in the
 * step's transaction); answers how many steps did something.
 */
async function stepEach(db: Firestore, query: Query, stage: string, step: Step): Promise<number> {
  let done = 0;
  for (const snap of (await query.get()).docs) {
    const did = await runTransaction(db, async (tx) => {
      const doc = parseDoc(reservationDocSchema, await tx.get(snap.ref));
      return doc.report?.stage === stage && step(tx, snap.ref, doc);
    });
    if (did) done += 1;
  }
  return done;
}

/**
 * Each session asking for a report that has ended gives its user the to-do of filing it
 * (`report_usage`); a session that never took place (its reservation cancelled, rejected or
 * released) is asked for none. Answers how many were reminded.
 */
export function remindUsageReports(db: Firestore, now: Date): Promise<number> {
  const ended = db
    .collection('reservations')
    .where('report.stage', '==', 'booked')
    .where('end', '<=', Timestamp.fromDate(now));
  return stepEach(db, ended, 'booked', (tx, ref, doc) => {
    if (!reportAsked(doc)) {
      tx.update(ref, { report: null });
      return false;
    }
    tx.update(ref, { 'report.stage': 'reminded' });
    const todo = reportTodo(doc, ref.id, 'report_usage', Timestamp.fromDate(now));
    tx.set(db.collection('todos').doc(reportTodoId(ref.id)), todo);
    return true;
  });
}

/**
 * Each report still not filed past its period is told, once, to its user (new bookings of the
 * device wait for it) and to the device's lender (`usage_report_overdue`). Answers how many.
 */
export function noticeOverdueReports(db: Firestore, now: Date): Promise<number> {
  const late = db
    .collection('reservations')
    .where('report.stage', '==', 'reminded')
    .where('report.dueAt', '<=', Timestamp.fromDate(now));
  return stepEach(db, late, 'reminded', (tx, ref, doc) => {
    tx.update(ref, { 'report.stage': 'overdue' });
    if (!reportAsked(doc)) return false;
    for (const to of ['user', 'lender'] as const) {
      const notice = reservationNotice({ id: ref.id, ...doc }, 'usage_report_overdue', to, now);
      tx.create(db.collection('notices').doc(), noticeDoc(notice));
    }
    return true;
  });
}
