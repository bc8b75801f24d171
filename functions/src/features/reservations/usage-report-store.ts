import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { conflict, forbidden, validationError } from '../../http/errors';
import { fiscalYearRange } from '../../model/fiscal-year';
import type { UsageReportInput } from '../../model/device';
import { FORBIDDEN } from '../../model/wire';
import {
  REPORT_CONFIRMED,
  REPORT_NOT_ASKED,
  REPORT_NOT_FILED,
  SESSION_NOT_ENDED,
} from '../../model/error-codes';
import { USAGE_REPORT_LIMITS } from '../../model/limits';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { deviceDocSchema, notDeviceLender } from '../devices';
import type { Range } from './booking';
import { feeAfterUse } from './check-in';
import { type ReservationDoc, reservationDocSchema } from './schema';
import {
  notReservationParty,
  reservationNotFound,
  sideOf,
  type StepActor,
  type StoredReservation,
} from './store';
import { needsConfirmation } from './usage-report';
import { confirmTodoId, reportAsked, reportTodo, reportTodoId } from './usage-report-block';
import {
  billedRangeOf,
  recordedRangeOf,
  type UsageReportDoc,
  usageReportDocSchema,
} from './usage-report-docs';

/**
 * Usage reports (利用報告, issue 33, part 3; docs/share-mode.md): the user files one after each
 * session of a device that asks for them (`usageReports/{reservationId}`), the lender confirms one
 * far from the check-in record, and a report overdue blocks new bookings of the device by the same
 * user. Filing and confirming set the reservation's fee when it charges by use (`billedUse`), so
 * bills and earnings follow without a second source.
 */

const HOUR = 60 * 60 * 1000;

const reportNotAsked = () => conflict(REPORT_NOT_ASKED, 'This session asks for no usage report');
const sessionNotEnded = () =>
  conflict(
    SESSION_NOT_ENDED,
    'A usage report is filed once the session has ended (and the device was returned)',
  );
const reportConfirmed = () =>
  conflict(REPORT_CONFIRMED, 'The lender confirmed this report: it no longer changes');
const reportNotFiled = () => conflict(REPORT_NOT_FILED, 'No usage report was filed yet');
const onlyTheUser = () =>
  forbidden(FORBIDDEN, 'Only the user of the reservation files its usage report');

/** The fee once the report stands or not: charging by use, for the time `billedRangeOf` gives. */
const feeWith = (doc: ReservationDoc, report: UsageReportDoc | null) =>
  feeAfterUse(doc, billedRangeOf(doc, report));

/** 400 where the reported time lies too far from the booking, or lasts more than a day. */
function assertNearBooking(doc: ReservationDoc, reported: Range): void {
  const slack = USAGE_REPORT_LIMITS.slackHours * HOUR;
  const errors = [
    ...(reported.start.getTime() < doc.start.toMillis() - slack
      ? [{ location: 'body.start', message: 'More than a day before the booking' }]
      : []),
    ...(reported.end.getTime() > doc.end.toMillis() + slack
      ? [{ location: 'body.end', message: 'More than a day after the booking' }]
      : []),
    ...(reported.end.getTime() - reported.start.getTime() > 24 * HOUR
      ? [{ location: 'body.end', message: 'A session lasts at most a day' }]
      : []),
  ];
  if (errors.length > 0) throw validationError(errors);
}

/** A reservation's usage report as its user or lender sees it. */
export interface StoredUsageReport {
  reservation: StoredReservation;
  side: 'user' | 'lender';
  report: UsageReportDoc | null;
  /** What the form starts from: the check-in record, else the booking. */
  prefill: Range;
  acknowledgement: string;
}

export interface UsageReportStore {
  /** 404 unknown, 403 neither its user nor its lender. */
  get(id: string, actor: StepActor, now: Date): Promise<StoredUsageReport>;
  /** Files or amends the report (its user, once the session ended, until confirmed). */
  file(id: string, actor: StepActor, input: UsageReportInput, now: Date): Promise<void>;
  /** The lender confirms a report that needed it. */
  confirm(id: string, actor: StepActor, now: Date): Promise<void>;
  /** The lender identity's sessions asking for reports that start in fiscal year `year`. */
  lenderSessions(
    lenderId: string,
    year: number,
  ): Promise<{ reservation: StoredReservation; report: UsageReportDoc | null }[]>;
  /** The acknowledgement text of each of `deviceIds` (by id; '' for a device gone). */
  acknowledgements(deviceIds: readonly string[]): Promise<Map<string, string>>;
}

export function createUsageReportStore(db: Firestore): UsageReportStore {
  const reservations = db.collection('reservations');
  const reports = db.collection('usageReports');
  const todos = db.collection('todos');

  /** The reservation (read in `tx` if given) and the caller's side, user or lender only. */
  async function readParty(tx: Transaction | undefined, id: string, actor: StepActor) {
    const ref = reservations.doc(id);
    const snap = tx === undefined ? await ref.get() : await tx.get(ref);
    if (!snap.exists) throw reservationNotFound();
    const doc = parseDoc(reservationDocSchema, snap);
    const side = sideOf(doc, actor);
    if (side !== 'user' && side !== 'lender') throw notReservationParty();
    return { doc, side };
  }

  async function readReport(tx: Transaction | undefined, id: string) {
    const ref = reports.doc(id);
    const snap = tx === undefined ? await ref.get() : await tx.get(ref);
    return snap.exists ? parseDoc(usageReportDocSchema, snap) : null;
  }

  async function acknowledgements(deviceIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(deviceIds)];
    if (ids.length === 0) return new Map();
    const snaps = await db.getAll(...ids.map((id) => db.collection('devices').doc(id)));
    return new Map(
      snaps.map((snap) => [
        snap.id,
        snap.exists ? parseDoc(deviceDocSchema, snap).usageReports.acknowledgement : '',
      ]),
    );
  }

  return {
    acknowledgements,

    async get(id, actor) {
      const { doc, side } = await readParty(undefined, id, actor);
      const [report, texts] = await Promise.all([
        readReport(undefined, id),
        acknowledgements([doc.deviceId]),
      ]);
      const booked = { start: doc.start.toDate(), end: doc.end.toDate() };
      return {
        reservation: { id, doc },
        side,
        report,
        prefill: recordedRangeOf(doc) ?? booked,
        acknowledgement: texts.get(doc.deviceId) ?? '',
      };
    },

    async file(id, actor, input, date) {
      const reported = { start: new Date(input.start), end: new Date(input.end) };
      await runTransaction(db, async (tx) => {
        const { doc, side } = await readParty(tx, id, actor);
        const existing = await readReport(tx, id);
        if (side !== 'user') throw onlyTheUser();
        if (!reportAsked(doc)) throw reportNotAsked();
        if (date < doc.end.toDate() || doc.status === 'checked_out') throw sessionNotEnded();
        if (existing?.confirmedAt != null) throw reportConfirmed();
        assertNearBooking(doc, reported);
        const now = Timestamp.fromDate(date);
        const recorded = recordedRangeOf(doc);
        const report: UsageReportDoc = {
          deviceId: doc.deviceId,
          deviceName: doc.deviceName,
          lenderId: doc.lenderId,
          userId: doc.userId,
          filedBy: actor.uid,
          start: Timestamp.fromDate(reported.start),
          end: Timestamp.fromDate(reported.end),
          recordedStart: doc.actualStart,
          recordedEnd: doc.actualEnd,
          samples: input.samples,
          work: input.work,
          results: input.results,
          needsConfirmation: needsConfirmation(recorded, reported),
          confirmedAt: null,
          confirmedBy: null,
          filedAt: existing?.filedAt ?? now,
          updatedAt: now,
        };
        tx.set(reports.doc(id), report);
        tx.update(reservations.doc(id), {
          report: {
            ...doc.report,
            filedAt: report.filedAt,
            needsConfirmation: report.needsConfirmation,
            confirmedAt: null,
            stage: 'filed',
          },
          fee: feeWith(doc, report),
          updatedAt: now,
        });
        tx.delete(todos.doc(reportTodoId(id)));
        if (report.needsConfirmation)
          tx.set(todos.doc(confirmTodoId(id)), reportTodo(doc, id, 'confirm_report', now));
        else tx.delete(todos.doc(confirmTodoId(id)));
      });
    },

    async confirm(id, actor, date) {
      await runTransaction(db, async (tx) => {
        const { doc, side } = await readParty(tx, id, actor);
        const report = await readReport(tx, id);
        if (side !== 'lender') throw notDeviceLender();
        if (report === null || doc.report === null) throw reportNotFiled();
        if (!report.needsConfirmation || report.confirmedAt !== null) throw reportConfirmed();
        const now = Timestamp.fromDate(date);
        const confirmed = { ...report, confirmedAt: now, confirmedBy: actor.uid, updatedAt: now };
        tx.set(reports.doc(id), confirmed);
        tx.update(reservations.doc(id), {
          report: { ...doc.report, confirmedAt: now },
          fee: feeWith(doc, confirmed),
          updatedAt: now,
        });
        tx.delete(todos.doc(confirmTodoId(id)));
      });
    },

    async lenderSessions(lenderId, year) {
      const { start, end } = fiscalYearRange(year);
      const snap = await reservations
        .where('lenderId', '==', lenderId)
        .where('start', '>=', Timestamp.fromDate(start))
        .where('start', '<', Timestamp.fromDate(end))
        .orderBy('start')
        .get();
      const asked = snap.docs
        .map((d) => ({ id: d.id, doc: parseDoc(reservationDocSchema, d) }))
        .filter(({ doc }) => reportAsked(doc));
      const found =
        asked.length === 0 ? [] : await db.getAll(...asked.map(({ id }) => reports.doc(id)));
      return asked.map((reservation, i) => {
        const snapshot = found[i];
        return {
          reservation,
          report: snapshot?.exists ? parseDoc(usageReportDocSchema, snapshot) : null,
        };
      });
    },
  };
}
