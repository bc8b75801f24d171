import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type AppError, conflict } from '../../http/errors';
import { USAGE_REPORT_OVERDUE } from '../../model/error-codes';
import { parseDoc } from '../../shared/firestore-docs';
import type { TodoDoc } from '../contacts';
import { CHARGED_STATUSES } from './lifecycle';
import { type ReservationDoc, reservationDocSchema } from './schema';

/**
 * What bookings and the scheduled job need of usage reports (docs/share-mode.md), apart from the
 * reports' store so that neither loads the routes: which sessions are asked for a report, the
 * booking's block while one is overdue, and the reports' to-dos.
 */

/** The web page of a reservation's usage report (the form for its user, the record for its lender). */
export const usageReportPath = (reservationId: string) =>
  `/manage/user/reservations/${encodeURIComponent(reservationId)}/report`;

export function usageReportOverdue(reservationId: string): AppError {
  const error = conflict(
    USAGE_REPORT_OVERDUE,
    'A usage report of an earlier session of this device is overdue: file it to book again',
  );
  error.link = usageReportPath(reservationId);
  return error;
}

/** `todos/{id}`: the user's reminder to report a session, and the lender's to confirm one. */
export const reportTodoId = (reservationId: string) => `${reservationId}_report_usage`;
export const confirmTodoId = (reservationId: string) => `${reservationId}_confirm_report`;

/** The to-do of a usage report: the user's to file it, or the lender's to confirm it. */
export const reportTodo = (
  doc: ReservationDoc,
  reservationId: string,
  kind: 'report_usage' | 'confirm_report',
  at: Timestamp,
) =>
  ({
    contactId: '',
    exhibitId: doc.deviceId,
    exhibitTitle: doc.deviceName,
    accountId: kind === 'report_usage' ? doc.userId : doc.lenderId,
    side: kind === 'report_usage' ? ('customer' as const) : ('owner' as const),
    kind,
    createdAt: at,
    reservationId,
  }) satisfies TodoDoc & { reservationId: string };

/** A session whose report is asked for: its device asks for one and it took place. */
export const reportAsked = (doc: ReservationDoc): doc is ReservationDoc & { report: object } =>
  doc.report !== null && CHARGED_STATUSES.includes(doc.status);

/**
 * The earliest usage report of `userId`'s sessions of the device that is overdue at `date` (its
 * reservation id), else null. Called from a booking's transaction but read outside it, as the
 * block between two parties is (contacts/post-message.ts): a report filed or falling due within
 * the booking's milliseconds changes nothing that must be serialised, while a transactional query
 * would lock every reservation of the user it scans, so their steps elsewhere (a check-in, an
 * approval, another booking) would wait on this booking and it on them (seen as bookings from the
 * browser hanging past 30 s under the stack tests' parallel load).
 */
export async function overdueReport(
  db: Firestore,
  deviceId: string,
  userId: string,
  date: Date,
): Promise<string | null> {
  const snap = await db
    .collection('reservations')
    .where('userId', '==', userId)
    .where('deviceId', '==', deviceId)
    .where('report.filedAt', '==', null)
    .where('report.dueAt', '<', Timestamp.fromDate(date))
    .orderBy('report.dueAt')
    .get();
  const overdue = snap.docs.find((d) => reportAsked(parseDoc(reservationDocSchema, d)));
  return overdue?.id ?? null;
}
