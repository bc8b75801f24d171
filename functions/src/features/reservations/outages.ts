import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { conflict, notFound, validationError } from '../../http/errors';
import { DEVICE_OUTAGE } from '../../model/error-codes';
import type { OutageBody } from '../../model/share-types';
import type { OutageInput } from '../../model/device';
import { noticeDoc } from '../../shared/notices';
import { parseDoc, timestampSchema as timestamp } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { deviceDocSchema, deviceNotFound, type LenderActor, notDeviceLender } from '../devices';
import type { Range } from './booking';
import { reservationNotice } from './notifications';
import { cancelledByOutage, outageProblems } from './outage';
import { closeTodosTx } from './reservation-todos';
import { reservationDocSchema } from './schema';

/**
 * All Firestore access of scheduled outages (issue 19, part 2): `devices/{id}/outages/{outageId}`.
 * Scheduling one cancels, in the same transaction, the reservations it overlaps that hold time and
 * are not in use (`CANCELLED_BY_OUTAGE`), each with a `reservation_outage_cancelled` notice to its
 * user naming the booking's time and the outage's reason; bookings over a
 * standing outage are 409 `device_outage`. Like a booking, it bumps the device's
 * `bookingVersion`, so an outage and a booking of the same time never both succeed.
 */

const DAY = 24 * 60 * 60_000;

const outageDocSchema = z.object({
  start: timestamp,
  end: timestamp,
  reason: z.string(),
  createdBy: z.string(),
  createdAt: timestamp,
  liftedAt: timestamp.nullable(),
  cancelledReservations: z.array(z.string()),
});
type OutageDoc = z.infer<typeof outageDocSchema>;

export const deviceOutage = () =>
  conflict(DEVICE_OUTAGE, 'The device is out for maintenance at this time');

const outageNotFound = () => notFound('Outage not found');

/** An outage with its dates (`liftedAt` null while it stands). */
export interface StandingOutage extends Range {
  reason: string;
  liftedAt: Date | null;
}

const rangeOf = (doc: OutageDoc): StandingOutage => ({
  start: doc.start.toDate(),
  end: doc.end.toDate(),
  reason: doc.reason,
  liftedAt: doc.liftedAt?.toDate() ?? null,
});

function toBody(deviceId: string, id: string, doc: OutageDoc): OutageBody {
  return {
    id,
    deviceId,
    start: doc.start.toDate().toISOString(),
    end: doc.end.toDate().toISOString(),
    reason: doc.reason,
    liftedAt: doc.liftedAt?.toDate().toISOString() ?? null,
    cancelledReservations: doc.cancelledReservations.length,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

const outagesOf = (db: Firestore, deviceId: string) =>
  db.collection('devices').doc(deviceId).collection('outages');

/** Outages of a device that end after `from` (lifted ones too), by start. */
async function endingAfter(
  db: Firestore,
  deviceId: string,
  from: Date,
  tx?: Transaction,
): Promise<{ id: string; doc: OutageDoc }[]> {
  const query = outagesOf(db, deviceId).where('end', '>', Timestamp.fromDate(from));
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs
    .map((d) => ({ id: d.id, doc: parseDoc(outageDocSchema, d) }))
    .sort((a, b) => a.doc.start.toMillis() - b.doc.start.toMillis());
}

/** In a transaction: the standing (not lifted) outages of a device that end after `from`. */
export async function standingOutagesTx(
  db: Firestore,
  tx: Transaction,
  deviceId: string,
  from: Date,
): Promise<StandingOutage[]> {
  const outages = await endingAfter(db, deviceId, from, tx);
  return outages.map((o) => rangeOf(o.doc)).filter((o) => o.liftedAt === null);
}

/** The standing outages of a device that overlap [from, to), for the availability. */
export async function standingOutages(
  db: Firestore,
  deviceId: string,
  from: Date,
  to: Date,
): Promise<StandingOutage[]> {
  const outages = await endingAfter(db, deviceId, from);
  return outages
    .map((o) => rangeOf(o.doc))
    .filter((o) => o.liftedAt === null && o.start.getTime() < to.getTime());
}

export function createOutagesStore(db: Firestore) {
  const devices = db.collection('devices');
  const reservations = db.collection('reservations');

  async function assertLender(deviceId: string, lender: LenderActor) {
    const snap = await devices.doc(deviceId).get();
    if (!snap.exists) throw deviceNotFound();
    if (parseDoc(deviceDocSchema, snap).lenderId !== lender.identity) throw notDeviceLender();
  }

  return {
    /** The device's outages not ended more than 30 days before `now`, by start. */
    async list(deviceId: string, lender: LenderActor, now: Date): Promise<OutageBody[]> {
      await assertLender(deviceId, lender);
      const outages = await endingAfter(db, deviceId, new Date(now.getTime() - 30 * DAY));
      return outages.map(({ id, doc }) => toBody(deviceId, id, doc));
    },

    /**
     * Schedules an outage (400 at `body.end` for a bad range) and cancels the reservations it
     * overlaps that hold time and are not in use, closing their to-dos and telling their users;
     * one transaction.
     */
    async schedule(
      deviceId: string,
      lender: LenderActor,
      input: OutageInput,
      now: Date,
    ): Promise<OutageBody> {
      const range = { start: new Date(input.start), end: new Date(input.end) };
      const problems = outageProblems(range, now);
      if (problems.length > 0) throw validationError(problems);
      const at = Timestamp.fromDate(now);
      return runTransaction(db, async (tx) => {
        const deviceRef = devices.doc(deviceId);
        const deviceSnap = await tx.get(deviceRef);
        if (!deviceSnap.exists) throw deviceNotFound();
        const device = parseDoc(deviceDocSchema, deviceSnap);
        if (device.lenderId !== lender.identity) throw notDeviceLender();
        // Reservations last at most a day: those starting from a day before may overlap.
        const nearby = await tx.get(
          reservations
            .where('deviceId', '==', deviceId)
            .where('start', '>=', Timestamp.fromDate(new Date(range.start.getTime() - DAY)))
            .where('start', '<', Timestamp.fromDate(range.end)),
        );
        const cancelled = nearby.docs
          .map((d) => ({ id: d.id, doc: parseDoc(reservationDocSchema, d) }))
          .filter(({ doc }) =>
            cancelledByOutage(range, {
              start: doc.start.toDate(),
              end: doc.end.toDate(),
              status: doc.status,
            }),
          );
        for (const { id, doc } of cancelled) {
          tx.update(reservations.doc(id), {
            status: 'cancelled',
            reason: input.reason,
            history: [...doc.history, { status: 'cancelled', by: lender.uid, at }],
            updatedAt: at,
          });
          closeTodosTx(db, tx, id, doc);
          // The notice says which booking (its time) and why, so the user can book again.
          const notice = {
            ...reservationNotice({ id, ...doc }, 'reservation_outage_cancelled', 'user', now),
            reservation: { start: doc.start.toDate(), end: doc.end.toDate(), reason: input.reason },
          };
          tx.create(db.collection('notices').doc(), noticeDoc(notice));
        }
        const doc: OutageDoc = {
          start: Timestamp.fromDate(range.start),
          end: Timestamp.fromDate(range.end),
          reason: input.reason,
          createdBy: lender.uid,
          createdAt: at,
          liftedAt: null,
          cancelledReservations: cancelled.map((r) => r.id),
        };
        const ref = outagesOf(db, deviceId).doc();
        tx.create(ref, doc);
        tx.update(deviceRef, { bookingVersion: FieldValue.increment(1) });
        return toBody(deviceId, ref.id, doc);
      });
    },

    /** Lifts an outage early: its time may be booked again (cancelled reservations stay so). */
    async lift(deviceId: string, lender: LenderActor, outageId: string, now: Date): Promise<void> {
      await assertLender(deviceId, lender);
      await runTransaction(db, async (tx) => {
        const ref = outagesOf(db, deviceId).doc(outageId);
        const snap = await tx.get(ref);
        if (!snap.exists) throw outageNotFound();
        if ((snap.get('liftedAt') ?? null) === null)
          tx.update(ref, { liftedAt: Timestamp.fromDate(now) });
      });
    },
  };
}

export type OutagesStore = ReturnType<typeof createOutagesStore>;
