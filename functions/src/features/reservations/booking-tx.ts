import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { conflict, forbidden } from '../../http/errors';
import { DEVICE_SUSPENDED, OWN_DEVICE, RESERVATION_CONFLICT } from '../../model/error-codes';
import { parseDoc } from '../../shared/firestore-docs';
import type { TransactionOptions } from '../../shared/transactions';
import type { TodoDoc } from '../contacts';
import { assertQualifiedTx, type DeviceDoc, deviceDocSchema, deviceNotFound } from '../devices';
import { assertMayBook, type BookerStanding, bookerStanding, feesOf } from '../outside-users';
import type { RateClass } from '../../model/outside-users';
import { feeOf, minutesOf, type Range } from './booking';
import {
  type AssistanceDoc,
  assistanceFeeOf,
  assistanceNotOffered,
  type AssistanceRequest,
} from './assistance';
import { assistanceTodo, assistanceTodoId } from './reservation-todos';
import { checkInDeadline } from './check-in';
import { overdueReport, usageReportOverdue } from './usage-report-block';
import { reportDueAt } from './usage-report';
import { HOLDING_STATUSES, initialStatus } from './lifecycle';
import type { FundChargeTx } from './fund-charge';
import { approvalTodoId, budgetTodoId, needsApprovalTodo, needsBudgetTodo } from './notifications';
import { deviceOutage, standingOutagesTx } from './outages';
import { standingOffersTx } from './waitlist-docs';
import { deviceShutDown } from './problems';
import { type ReservationDoc, reservationDocSchema } from './schema';
import { blockingOf, type Busy } from './series';

/**
 * The parts of a booking's transaction (docs/share-mode.md): the device checks, what holds the
 * device's time (holding reservations, standing outages, waitlist offers to others), and the write.
 * A single booking, a weekly series and an accepted waitlist offer all book through these.
 */

export const ownDevice = () => forbidden(OWN_DEVICE, 'You cannot reserve your own device');
export const deviceSuspended = () =>
  conflict(DEVICE_SUSPENDED, 'This device takes no bookings at the moment');
export const reservationConflict = () =>
  conflict(RESERVATION_CONFLICT, 'The device is already booked at this time');

const DAY = 24 * 60 * 60 * 1000;

const nullableTimestamp = (date: Date | null) => (date === null ? null : Timestamp.fromDate(date));

/**
 * The transactions that book a device's time or hand it on (a booking, a series, an accepted or a
 * new waitlist offer) take turns per device in this instance (`serializeOn`), as the stock moves of
 * an exhibit do: a burst on one device (everyone racing for a freed slot) would otherwise wait on
 * each other's read locks until they all ran out of attempts (503 `busy`).
 */
export const deviceTurn = (deviceId: string): TransactionOptions => ({
  serializeOn: `device:${deviceId}`,
});

/** A reservation and its id. */
export interface StoredReservation {
  id: string;
  doc: ReservationDoc;
}

/** Reservations of a device starting in [from, to) (bookings last at most a day). */
export const startingInQuery = (db: Firestore, deviceId: string, from: Date, to: Date) =>
  db
    .collection('reservations')
    .where('deviceId', '==', deviceId)
    .where('start', '>=', Timestamp.fromDate(from))
    .where('start', '<', Timestamp.fromDate(to));

/** The lender's to-do of approving a requested reservation. */
export const approvalTodo = (doc: ReservationDoc, reservationId: string, at: Timestamp) =>
  ({
    contactId: '',
    exhibitId: doc.deviceId,
    exhibitTitle: doc.deviceName,
    accountId: doc.lenderId,
    side: 'owner' as const,
    kind: 'approve_reservation' as const,
    createdAt: at,
    reservationId,
  }) satisfies TodoDoc & { reservationId: string };

/** The budget holder's to-do of deciding on a charge above the fund's threshold (to the person). */
const budgetTodo = (doc: ReservationDoc, reservationId: string, holderUid: string) =>
  ({
    contactId: '',
    exhibitId: doc.deviceId,
    exhibitTitle: doc.deviceName,
    accountId: holderUid,
    side: 'owner' as const,
    kind: 'approve_budget' as const,
    createdAt: doc.createdAt,
    reservationId,
  }) satisfies TodoDoc & { reservationId: string };

/** A device as one user books it: with their standing with its lender (issue 33, part 4). */
export interface BookableDevice extends DeviceDoc {
  standing: BookerStanding;
}

/**
 * In a booking's transaction: the device, refused when it cannot be booked at all, or not by
 * `actor.userId` while a usage report of theirs of the device is overdue at `date` (409
 * `usage_report_overdue`, linking to the report); with the user's standing with its lender, which
 * `bookerTerms` checks for each session.
 */
export async function bookableDeviceTx(
  db: Firestore,
  tx: Transaction,
  deviceId: string,
  actor: { userId: string },
  date: Date,
): Promise<BookableDevice> {
  const snap = await tx.get(db.collection('devices').doc(deviceId));
  if (!snap.exists) throw deviceNotFound();
  const device = parseDoc(deviceDocSchema, snap);
  if (device.lenderId === actor.userId) throw ownDevice();
  if (!device.active) throw deviceSuspended();
  if (device.shutdown !== null) throw deviceShutDown();
  const [overdue, standing] = await Promise.all([
    overdueReport(db, deviceId, actor.userId, date),
    bookerStanding(db, device.lenderId, actor.userId),
  ]);
  if (overdue !== null) throw usageReportOverdue(overdue);
  return { ...device, standing };
}

/**
 * What the user of `device` is charged for a session from `start`: their rate class, its fee per
 * hour and their affiliation. 409 `affiliation_required` or `registration_required` when they may
 * not book it.
 */
export function bookerTerms(
  device: BookableDevice,
  start: Date,
): { rateClass: RateClass; feePerHour: number; affiliation: string } {
  const rateClass = assertMayBook(device.standing, device.lenderId, start);
  return {
    rateClass,
    feePerHour: feesOf(device)[rateClass],
    affiliation: device.standing.affiliation?.name ?? '',
  };
}

/**
 * In a booking's transaction, after the rules: the person's qualification (403), then what holds
 * the device's time around [from.start, to.end): holding reservations, standing outages and the
 * slots offered to people on the waitlist (but `acceptingEntryId`'s, which is being accepted).
 */
export async function busyNearTx(
  db: Firestore,
  tx: Transaction,
  deviceId: string,
  device: DeviceDoc,
  uid: string,
  from: Range,
  to: Range,
  date: Date,
  acceptingEntryId: string | null = null,
): Promise<Busy[]> {
  await assertQualifiedTx(db, tx, deviceId, device.qualification, uid, date);
  const offers = await standingOffersTx(db, tx, deviceId, date);
  const held = await heldNearTx(db, tx, deviceId, device, from, to);
  const offered = offers
    .filter((o) => o.id !== acceptingEntryId)
    .map((o) => ({ start: o.start, end: o.end, kind: 'reservation' as const }));
  return [...held, ...offered];
}

/**
 * In a transaction: what holds the device's time around [from.start, to.end): its holding
 * reservations (but `exceptId`) and its standing outages.
 */
export async function heldNearTx(
  db: Firestore,
  tx: Transaction,
  deviceId: string,
  device: DeviceDoc,
  from: Range,
  to: Range,
  exceptId: string | null = null,
): Promise<Busy[]> {
  const buffer = device.rules.bufferMinutes * 60_000;
  const outages = await standingOutagesTx(db, tx, deviceId, from.start);
  const nearby = await tx.get(
    startingInQuery(
      db,
      deviceId,
      new Date(from.start.getTime() - DAY - buffer),
      new Date(to.end.getTime() + buffer),
    ),
  );
  const held = nearby.docs
    .filter((d) => d.id !== exceptId)
    .map((d) => parseDoc(reservationDocSchema, d))
    .filter((r) => HOLDING_STATUSES.includes(r.status))
    .map((r) => ({ start: r.start.toDate(), end: r.end.toDate(), kind: 'reservation' as const }));
  return [...held, ...outages.map((o) => ({ ...o, kind: 'outage' as const }))];
}

/**
 * In an approval's transaction (the lender's `approve`, the budget holder's `budget_approve`):
 * nothing may be confirmed that a booking of its time would not get: the device in service (409
 * `device_shut_down`), no standing outage over it (409 `device_outage`), no other holding
 * reservation within the buffer (409 `reservation_conflict`). Answers the device and the write
 * (after every read) that bumps its `bookingVersion`, so approvals serialise with bookings and
 * outages of the device.
 */
export async function clearForApprovalTx(
  db: Firestore,
  tx: Transaction,
  id: string,
  doc: ReservationDoc,
): Promise<{ device: DeviceDoc; touch: () => void }> {
  const ref = db.collection('devices').doc(doc.deviceId);
  const snap = await tx.get(ref);
  if (!snap.exists) throw deviceNotFound();
  const device = parseDoc(deviceDocSchema, snap);
  if (device.shutdown !== null) throw deviceShutDown();
  const range = { start: doc.start.toDate(), end: doc.end.toDate() };
  const held = await heldNearTx(db, tx, doc.deviceId, device, range, range, id);
  const blocking = blockingOf(range, held, device.rules.bufferMinutes);
  if (blocking?.kind === 'outage') throw deviceOutage();
  if (blocking !== undefined) throw reservationConflict();
  return {
    device,
    touch: () => tx.update(ref, { bookingVersion: FieldValue.increment(1) }),
  };
}

/**
 * In a booking's transaction, after its checks (and the fund's, when `charge` names one): the new
 * reservation and its to-do (the lender's, or the budget holder's above the fund's threshold).
 */
export function writeBookingTx(
  db: Firestore,
  tx: Transaction,
  deviceId: string,
  device: BookableDevice,
  actor: { uid: string; userId: string },
  input: Range & { purpose: string; assistance?: AssistanceRequest | undefined },
  date: Date,
  seriesId: string | null = null,
  charge: FundChargeTx | null = null,
): StoredReservation {
  const now = Timestamp.fromDate(date);
  const terms = bookerTerms(device, input.start);
  const fee = feeOf(terms.feePerHour, minutesOf(input));
  if (input.assistance !== undefined && !device.assistance.offered) throw assistanceNotOffered();
  const assistance: AssistanceDoc | null =
    input.assistance === undefined
      ? null
      : {
          status: 'requested',
          note: input.assistance.note,
          ifDeclined: input.assistance.ifDeclined,
          feePerSlot: device.assistance.feePerSlot,
          fee: assistanceFeeOf(device.assistance.feePerSlot, input),
          staffIds: device.assistance.staffIds,
          staffId: null,
          reason: '',
          decidedAt: null,
        };
  const status =
    charge?.awaitsHolder(fee) === true ? 'awaiting_budget' : initialStatus(device.requiresApproval);
  const doc: ReservationDoc = {
    deviceId,
    deviceName: device.name,
    lenderId: device.lenderId,
    userId: actor.userId,
    createdBy: actor.uid,
    start: Timestamp.fromDate(input.start),
    end: Timestamp.fromDate(input.end),
    status,
    purpose: input.purpose,
    feePerHour: terms.feePerHour,
    fee,
    rateClass: terms.rateClass,
    affiliation: terms.affiliation,
    reason: '',
    seriesId,
    checkInBy: nullableTimestamp(checkInDeadline(input.start, device.checkIn)),
    actualStart: null,
    actualEnd: null,
    chargeBy: device.chargeBy,
    fund: charge?.fund ?? null,
    consumables: [],
    assistance,
    report: device.usageReports.required
      ? {
          dueAt: Timestamp.fromDate(reportDueAt(input.end, device.usageReports.withinDays)),
          filedAt: null,
          needsConfirmation: false,
          confirmedAt: null,
          stage: 'booked',
        }
      : null,
    history: [{ status, by: actor.uid, at: now }],
    createdAt: now,
    updatedAt: now,
  };
  const ref = db.collection('reservations').doc();
  tx.create(ref, doc);
  tx.update(db.collection('devices').doc(deviceId), { bookingVersion: FieldValue.increment(1) });
  if (needsApprovalTodo(status))
    tx.create(db.collection('todos').doc(approvalTodoId(ref.id)), approvalTodo(doc, ref.id, now));
  if (needsBudgetTodo(status) && charge !== null)
    tx.create(
      db.collection('todos').doc(budgetTodoId(ref.id)),
      budgetTodo(doc, ref.id, charge.fund.holderUid),
    );
  for (const uid of assistance?.staffIds ?? [])
    tx.create(
      db.collection('todos').doc(assistanceTodoId(ref.id, uid)),
      assistanceTodo(doc, ref.id, uid),
    );
  charge?.touch();
  return { id: ref.id, doc };
}
