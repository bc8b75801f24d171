import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { parseDoc } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { reservationNotice } from './notifications';
import { reservationDocSchema } from './schema';
import { reportAsked, reportTodo, reportTodoId } from './usage-report-block';

/**
 * The scheduled job's part (every 5 minutes): each session asking for a report that has ended
 * gives its user the to-do of filing it (`report_usage`); a session that never took place (its
 * reservation cancelled, rejected or released) is asked for none. Answers how many were reminded.
 */
export async function remindUsageReports(db: Firestore, now: Date): Promise<number> {
  const ended = await db
    .collection('reservations')
    .where('report.stage', '==', 'booked')
    .where('end', '<=', Timestamp.fromDate(now))
    .get();
  let reminded = 0;
  for (const snap of ended.docs) {
    const sent = await runTransaction(db, async (tx) => {
      const doc = parseDoc(reservationDocSchema, await tx.get(snap.ref));
      if (doc.report?.stage !== 'booked') return false;
      if (!reportAsked(doc)) {
        tx.update(snap.ref, { report: null });
        return false;
      }
      const at = Timestamp.fromDate(now);
      tx.update(snap.ref, { 'report.stage': 'reminded' });
      tx.set(
        db.collection('todos').doc(reportTodoId(snap.id)),
        reportTodo(doc, snap.id, 'report_usage', at),
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}

/**
 * The job's second part: each report still not filed past its period is told, once, to its user
 * (new bookings of the device wait for it) and to the device's lender (`usage_report_overdue`).
 * Answers how many were told.
 */
export async function noticeOverdueReports(db: Firestore, now: Date): Promise<number> {
  const late = await db
    .collection('reservations')
    .where('report.stage', '==', 'reminded')
    .where('report.dueAt', '<=', Timestamp.fromDate(now))
    .get();
  let told = 0;
  for (const snap of late.docs) {
    const sent = await runTransaction(db, async (tx) => {
      const doc = parseDoc(reservationDocSchema, await tx.get(snap.ref));
      if (doc.report?.stage !== 'reminded' || doc.report.filedAt !== null) return false;
      tx.update(snap.ref, { 'report.stage': 'overdue' });
      if (!reportAsked(doc)) return false;
      for (const to of ['user', 'lender'] as const)
        tx.create(
          db.collection('notices').doc(),
          noticeDoc(reservationNotice({ id: snap.id, ...doc }, 'usage_report_overdue', to, now)),
        );
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}
