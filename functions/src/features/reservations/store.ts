import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { forbidden, notFound } from '../../http/errors';
import { NOT_RESERVATION_PARTY } from '../../model/error-codes';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../model/share-types';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { assertBookable, feeOf, minutesOf, type Range } from './booking';
import { assistanceFeeOf, type AssistanceRequest } from './assistance';
import { notBudgetHolder } from '../funds';
import { fundChargeTx } from './fund-charge';
import {
  type BookableDevice,
  bookableDeviceTx,
  bookerTerms,
  busyNearTx,
  deviceSuspended,
  ownDevice,
  reservationConflict,
  startingInQuery,
  type StoredReservation,
  writeBookingTx,
  deviceTurn,
} from './booking-tx';
import { HOLDING_STATUSES, type ReservationAction } from './lifecycle';
import { deviceOutage, standingOutages, type StandingOutage } from './outages';
import { type ReservationDoc, reservationDocSchema } from './schema';
import { planSeries, type SeriesDate, weeklyRanges } from './series';

export const reservationNotFound = () => notFound('Reservation not found');

/** Why the caller has no side: a budget step not theirs, a reservation the lender cannot see yet. */
export function refusal(doc: ReservationDoc, actor: StepActor, action?: ReservationAction) {
  if (action === 'budget_approve' || action === 'budget_reject') return notBudgetHolder();
  if (doc.lenderId === actor.identity) return reservationNotFound();
  return notReservationParty();
}
export const notReservationParty = () =>
  forbidden(NOT_RESERVATION_PARTY, 'Only the user and the lender can see this reservation');
export { deviceSuspended, ownDevice, reservationConflict, type StoredReservation };

const DAY = 24 * 60 * 60 * 1000;

export type ReservationSide = 'user' | 'lender' | 'holder';

/** What a lender sees: everything but the reservations still waiting for a budget holder. */
const LENDER_STATUSES = RESERVATION_STATUSES.filter((s) => s !== 'awaiting_budget');

/**
 * The caller's side of a reservation: its user, its lender (not while it waits for the budget
 * holder: the lender sees it once the holder approved), or the holder of the fund it is charged
 * to; a budget step is the holder's only.
 */
export function sideOf(
  doc: ReservationDoc,
  actor: StepActor,
  action?: ReservationAction,
): ReservationSide | undefined {
  const holder = doc.fund?.holderUid === actor.uid;
  if (action === 'budget_approve' || action === 'budget_reject')
    return holder ? 'holder' : undefined;
  if (doc.lenderId === actor.identity && doc.status !== 'awaiting_budget') return 'lender';
  if (doc.userId === actor.identity) return 'user';
  return holder ? 'holder' : undefined;
}

/**
 * The equality filters of `list`, in the order its query applies them: firestore.indexes.json
 * declares an index for each combination (indexes.test.ts holds it to that).
 */
export const LIST_EQUALITY_FIELDS = ['deviceId', 'status'] as const;

/** What a list of one side's reservations is narrowed to (every field optional). */
export interface ReservationFilter {
  from?: Date;
  to?: Date;
  status?: ReservationStatus;
  deviceId?: string;
}

/** A weekly series to plan or book: its first date, how many weeks in all, and the purpose. */
export interface SeriesRequest extends Range {
  weeks: number;
  purpose: string;
  /** The fund every booked date is charged to. */
  fundId?: string;
  /** Assistance asked for every date (issue 33). */
  assistance?: AssistanceRequest;
}

/** Who takes a step: the person and the identity they act as. */
export interface StepActor {
  uid: string;
  identity: string;
}

/** All Firestore access of reservations. */
export interface ReservationsStore {
  /**
   * Books `range` on a device for `userId`: the device's rules (400), not its own lender (403
   * `own_device`), active (409 `device_suspended`), in service (409 `device_shut_down`), the
   * person qualified where required (403 `qualification_required`), clear of scheduled outages
   * (409 `device_outage`) and free of holding reservations with the buffer
   * (409 `reservation_conflict`). One transaction that also bumps the device's `bookingVersion`, so
   * bookings of one device are serialised and never overlap.
   */
  book(
    actor: { uid: string; userId: string },
    deviceId: string,
    input: Range & { purpose: string; fundId?: string; assistance?: AssistanceRequest },
    now: Date,
  ): Promise<StoredReservation>;
  /**
   * The dates of a weekly series from `input` (its first date), each with what stands in its way
   * (the rules, an outage, another booking): the device checks of `book` apply to the whole.
   */
  planSeries(
    actor: { uid: string; userId: string },
    deviceId: string,
    input: SeriesRequest,
    now: Date,
  ): Promise<SeriesDate[]>;
  /**
   * Books the free dates of a weekly series in one transaction, each its own reservation sharing a
   * `seriesId`; 409 `reservation_conflict` when no date is free.
   */
  bookSeries(
    actor: { uid: string; userId: string },
    deviceId: string,
    input: SeriesRequest,
    now: Date,
  ): Promise<{ seriesId: string; dates: SeriesDate[]; booked: StoredReservation[] }>;
  /**
   * The reservation and the caller's side (404, 403 `not_reservation_party`); for a budget step,
   * the fund's holder's (403 `not_budget_holder`).
   */
  getForParty(
    id: string,
    actor: StepActor,
    action?: ReservationAction,
  ): Promise<StoredReservation & { side: ReservationSide }>;
  /**
   * One side's reservations of an identity, by start (newest first), optionally starting within
   * [from, to), of one status, of one device.
   */
  list(
    identity: string,
    side: ReservationSide,
    filter: ReservationFilter,
    limit: number,
    offset: number,
  ): Promise<{ reservations: StoredReservation[]; total: number }>;
  /** The reservations waiting for `uid`'s decision as budget holder, by start. */
  budgetReviews(uid: string): Promise<StoredReservation[]>;
  /** The busy ranges of a device within [from, to): holding reservations, no personal data. */
  busy(deviceId: string, from: Date, to: Date): Promise<Range[]>;
  /** The standing outages of a device overlapping [from, to), by start. */
  outages(deviceId: string, from: Date, to: Date): Promise<StandingOutage[]>;
}

/**
 * What a booking may charge a fund: its fee, and the assistance asked with it (a fund's cap and
 * threshold count it in at booking, as if the staff accepted).
 */
const bookedAmount = (
  device: BookableDevice,
  range: Range,
  assistance: AssistanceRequest | undefined,
) =>
  feeOf(bookerTerms(device, range.start).feePerHour, minutesOf(range)) +
  (assistance === undefined || !device.assistance.offered
    ? 0
    : assistanceFeeOf(device.assistance.feePerSlot, range));

export function createReservationsStore(db: Firestore): ReservationsStore {
  const reservations = db.collection('reservations');

  /** Reservations of a device starting in [from, to) (bookings last at most a day). */
  const startingIn = (deviceId: string, from: Date, to: Date) =>
    startingInQuery(db, deviceId, from, to);

  /** In a transaction: a weekly series' dates, each with what stands in its way. */
  async function seriesTx(
    tx: Transaction,
    deviceId: string,
    actor: { uid: string; userId: string },
    input: SeriesRequest,
    date: Date,
  ) {
    const device = await bookableDeviceTx(db, tx, deviceId, actor, date);
    const ranges = weeklyRanges(input, input.weeks);
    const last = ranges[ranges.length - 1] ?? input;
    const busy = await busyNearTx(db, tx, deviceId, device, actor.uid, input, last, date);
    return { device, dates: planSeries(input, input.weeks, device.rules, busy, date) };
  }

  return {
    async book(actor, deviceId, input, date) {
      return runTransaction(
        db,
        async (tx) => {
          const device = await bookableDeviceTx(db, tx, deviceId, actor, date);
          assertBookable(input, device.rules, date);
          const busy = await busyNearTx(db, tx, deviceId, device, actor.uid, input, input, date);
          const [planned] = planSeries(input, 1, device.rules, busy, date);
          if (planned?.conflict?.kind === 'outage') throw deviceOutage();
          if (planned?.conflict) throw reservationConflict();
          const charge =
            input.fundId === undefined
              ? null
              : await fundChargeTx(db, tx, input.fundId, actor.uid, [
                  { start: input.start, amount: bookedAmount(device, input, input.assistance) },
                ]);
          return writeBookingTx(db, tx, deviceId, device, actor, input, date, null, charge);
        },
        deviceTurn(deviceId),
      );
    },

    async planSeries(actor, deviceId, input, date) {
      return runTransaction(db, async (tx) => {
        const { dates } = await seriesTx(tx, deviceId, actor, input, date);
        return dates;
      });
    },

    async bookSeries(actor, deviceId, input, date) {
      return runTransaction(
        db,
        async (tx) => {
          const { device, dates } = await seriesTx(tx, deviceId, actor, input, date);
          const free = dates.filter((d) => d.conflict === null);
          if (free.length === 0) throw reservationConflict();
          const charge =
            input.fundId === undefined
              ? null
              : await fundChargeTx(
                  db,
                  tx,
                  input.fundId,
                  actor.uid,
                  free.map((d) => ({
                    start: d.start,
                    amount: bookedAmount(device, d, input.assistance),
                  })),
                );
          const seriesId = reservations.doc().id;
          const booked = free.map((range) =>
            writeBookingTx(
              db,
              tx,
              deviceId,
              device,
              actor,
              { ...range, purpose: input.purpose, assistance: input.assistance },
              date,
              seriesId,
              charge,
            ),
          );
          return { seriesId, dates, booked };
        },
        deviceTurn(deviceId),
      );
    },

    async getForParty(id, actor, action) {
      const snap = await reservations.doc(id).get();
      if (!snap.exists) throw reservationNotFound();
      const doc = parseDoc(reservationDocSchema, snap);
      const side = sideOf(doc, actor, action);
      if (side === undefined) throw refusal(doc, actor, action);
      return { id, doc, side };
    },

    async list(identity, side, filter, limit, offset) {
      if (side === 'lender' && filter.status === 'awaiting_budget')
        return { reservations: [], total: 0 };
      let query = reservations.where(side === 'lender' ? 'lenderId' : 'userId', '==', identity);
      for (const field of LIST_EQUALITY_FIELDS) {
        const value = filter[field];
        if (value !== undefined) query = query.where(field, '==', value);
      }
      if (side === 'lender' && filter.status === undefined)
        query = query.where('status', 'in', LENDER_STATUSES);
      if (filter.from !== undefined)
        query = query.where('start', '>=', Timestamp.fromDate(filter.from));
      if (filter.to !== undefined) query = query.where('start', '<', Timestamp.fromDate(filter.to));
      const { docs, total } = await readPage(query, 'start', 'desc', { limit, offset });
      return {
        reservations: docs.map((d) => ({ id: d.id, doc: parseDoc(reservationDocSchema, d) })),
        total,
      };
    },

    async budgetReviews(uid) {
      const snap = await reservations
        .where('fund.holderUid', '==', uid)
        .where('status', '==', 'awaiting_budget')
        .orderBy('start', 'asc')
        .limit(200)
        .get();
      return snap.docs.map((d) => ({ id: d.id, doc: parseDoc(reservationDocSchema, d) }));
    },

    async busy(deviceId, from, to) {
      const snap = await startingIn(deviceId, new Date(from.getTime() - DAY), to).get();
      return snap.docs
        .map((d) => parseDoc(reservationDocSchema, d))
        .filter((r) => HOLDING_STATUSES.includes(r.status))
        .map((r) => ({ start: r.start.toDate(), end: r.end.toDate() }))
        .filter((r) => r.end > from && r.start < to)
        .sort((a, b) => a.start.getTime() - b.start.getTime());
    },

    outages: (deviceId, from, to) => standingOutages(db, deviceId, from, to),
  };
}
