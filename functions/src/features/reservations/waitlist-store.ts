import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { conflict, forbidden, notFound } from '../../http/errors';
import {
  ALREADY_WAITING,
  NOT_ENTRY_OWNER,
  NOT_OFFERED,
  OFFER_EXPIRED,
  SLOT_FREE,
} from '../../model/error-codes';
import type { WaitlistEntryBody } from '../../model/share-types';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import type { TodoDoc } from '../contacts';
import { deviceDocSchema } from '../devices';
import { assertBookable, type Range } from './booking';
import {
  bookableDeviceTx,
  busyNearTx,
  deviceTurn,
  heldNearTx,
  reservationConflict,
  type StoredReservation,
  writeBookingTx,
} from './booking-tx';
import { overlaps } from './outage';
import { deviceOutage } from './outages';
import { planSeries } from './series';
import { byJoining, nextOffers, offerableRange } from './waitlist';
import {
  type EntryDoc,
  entryDocSchema,
  offerTodoId,
  toEntryBody,
  ts,
  waitlistOf,
} from './waitlist-docs';

/**
 * All Firestore access of waitlists (issue 19, part 3). A person joins for a time something holds
 * (409 `slot_free` otherwise); `offerNext` offers freed time to the first waiting entries (one
 * transaction per device, serialised with bookings on the device's `bookingVersion`), each offer a
 * `waitlist_offer` to-do that holds the time for its person until it expires; the person accepts
 * (booking through the same path as any booking) or declines. Whatever frees time (a cancellation,
 * a rejection, a no-show, a lifted outage, a resolved shutdown) and the job that expires offers call
 * `offerNext`.
 */

const entryNotFound = () => notFound('Waitlist entry not found');
const notEntryOwner = () => forbidden(NOT_ENTRY_OWNER, 'This is someone else’s waitlist entry');
const slotFree = () => conflict(SLOT_FREE, 'Nothing holds this time: book it instead');
const alreadyWaiting = () => conflict(ALREADY_WAITING, 'You already wait for this time');
const notOffered = () => conflict(NOT_OFFERED, 'No slot is offered to this entry');
const offerExpired = () => conflict(OFFER_EXPIRED, 'The offer has expired');

/** Statuses of entries still in line. */
const IN_LINE = ['waiting', 'offered'] as const;

/** The person waiting and the identity they book for. */
export interface WaitlistActor {
  uid: string;
  userId: string;
}

/**
 * Offers a device's freed time to the first waiting entries whose time is clear, expires the
 * offers past their limit and the entries too late to offer; answers how many offers were made.
 */
export async function offerNext(db: Firestore, deviceId: string, now: Date): Promise<number> {
  return runTransaction(
    db,
    async (tx) => {
      const deviceRef = db.collection('devices').doc(deviceId);
      const deviceSnap = await tx.get(deviceRef);
      if (!deviceSnap.exists) return 0;
      const device = parseDoc(deviceDocSchema, deviceSnap);
      const inLine = await tx.get(
        waitlistOf(db)
          .where('deviceId', '==', deviceId)
          .where('status', 'in', [...IN_LINE]),
      );
      const entries = inLine.docs.map((d) => ({ id: d.id, doc: parseDoc(entryDocSchema, d) }));
      const expired = entries.filter(
        (e) =>
          e.doc.status === 'offered' && (e.doc.offer?.expiresAt.toMillis() ?? 0) <= now.getTime(),
      );
      const standing = entries.filter((e) => e.doc.status === 'offered' && !expired.includes(e));
      const waiting = entries.filter((e) => e.doc.status === 'waiting');
      if (waiting.length === 0 && expired.length === 0) return 0;

      const bookable = device.active && device.shutdown === null;
      let offers: ReturnType<typeof nextOffers> = { offers: [], tooLate: [] };
      if (bookable && waiting.length > 0) {
        const from = Math.min(...waiting.map((e) => e.doc.start.toMillis()));
        const to = Math.max(...waiting.map((e) => e.doc.end.toMillis()));
        const span = { start: new Date(from), end: new Date(to) };
        const held = [
          ...(await heldNearTx(db, tx, deviceId, device, span, span)),
          ...standing.flatMap((e) =>
            e.doc.offer
              ? [
                  {
                    start: e.doc.offer.start.toDate(),
                    end: e.doc.offer.end.toDate(),
                    kind: 'reservation' as const,
                  },
                ]
              : [],
          ),
        ];
        const line = waiting.map((e) => ({
          id: e.id,
          start: e.doc.start.toDate(),
          end: e.doc.end.toDate(),
          createdAt: e.doc.createdAt.toDate(),
        }));
        offers = nextOffers(line, held, device.rules, now);
      }

      const todos = db.collection('todos');
      for (const e of expired) {
        tx.update(waitlistOf(db).doc(e.id), { status: 'expired' });
        tx.delete(todos.doc(offerTodoId(e.id)));
      }
      for (const id of offers.tooLate) tx.update(waitlistOf(db).doc(id), { status: 'expired' });
      for (const offer of offers.offers) {
        const entry = waiting.find((e) => e.id === offer.id)!;
        tx.update(waitlistOf(db).doc(offer.id), {
          status: 'offered',
          offer: {
            start: ts(offer.range.start),
            end: ts(offer.range.end),
            expiresAt: ts(offer.expiresAt),
          },
        });
        const todo: TodoDoc = {
          contactId: '',
          exhibitId: deviceId,
          exhibitTitle: device.name,
          accountId: entry.doc.userId,
          side: 'customer',
          kind: 'waitlist_offer',
          createdAt: ts(now),
        };
        tx.set(todos.doc(offerTodoId(offer.id)), todo);
      }
      const changed = expired.length + offers.tooLate.length + offers.offers.length > 0;
      if (changed) tx.update(deviceRef, { bookingVersion: FieldValue.increment(1) });
      return offers.offers.length;
    },
    deviceTurn(deviceId),
  );
}

export function createWaitlistStore(db: Firestore) {
  const waitlist = waitlistOf(db);

  /** Where an entry stands among those waiting for its device (1-based), in the line's order. */
  async function positionOf(id: string, doc: EntryDoc): Promise<number | null> {
    if (doc.status !== 'waiting') return null;
    const line = await waitlist
      .where('deviceId', '==', doc.deviceId)
      .where('status', '==', 'waiting')
      .get();
    const order = line.docs
      .map((d) => ({ id: d.id, createdAt: parseDoc(entryDocSchema, d).createdAt.toDate() }))
      .sort(byJoining);
    return order.findIndex((e) => e.id === id) + 1;
  }

  async function ownEntry(entryId: string, uid: string) {
    const snap = await waitlist.doc(entryId).get();
    if (!snap.exists) throw entryNotFound();
    const doc = parseDoc(entryDocSchema, snap);
    if (doc.uid !== uid) throw notEntryOwner();
    return doc;
  }

  return {
    /**
     * Joins the waitlist of a time of a device: the device checks and rules of a booking apply,
     * the time must be taken (409 `slot_free`), once per person and time (409 `already_waiting`).
     */
    async join(
      actor: WaitlistActor,
      deviceId: string,
      range: Range,
      now: Date,
    ): Promise<WaitlistEntryBody> {
      const { id, doc } = await runTransaction(
        db,
        async (tx) => {
          const device = await bookableDeviceTx(db, tx, deviceId, actor, now);
          assertBookable(range, device.rules, now);
          const busy = await busyNearTx(db, tx, deviceId, device, actor.uid, range, range, now);
          const mine = await tx.get(
            waitlist
              .where('deviceId', '==', deviceId)
              .where('uid', '==', actor.uid)
              .where('status', 'in', [...IN_LINE]),
          );
          const [planned] = planSeries(range, 1, device.rules, busy, now);
          if (planned?.conflict === null) throw slotFree();
          const twice = mine.docs
            .map((d) => parseDoc(entryDocSchema, d))
            .some((e) => overlaps(range, { start: e.start.toDate(), end: e.end.toDate() }));
          if (twice) throw alreadyWaiting();
          const doc: EntryDoc = {
            deviceId,
            deviceName: device.name,
            uid: actor.uid,
            userId: actor.userId,
            start: ts(range.start),
            end: ts(range.end),
            status: 'waiting',
            createdAt: ts(now),
            offer: null,
            reservationId: null,
          };
          const ref = waitlist.doc();
          tx.create(ref, doc);
          return { id: ref.id, doc };
        },
        deviceTurn(deviceId),
      );
      return toEntryBody(id, doc, await positionOf(id, doc));
    },

    /** The person's entries: in line first (by start), then the 20 most recently ended. */
    async mine(uid: string): Promise<WaitlistEntryBody[]> {
      const snap = await waitlist.where('uid', '==', uid).get();
      const entries = snap.docs.map((d) => ({ id: d.id, doc: parseDoc(entryDocSchema, d) }));
      const inLine = entries
        .filter((e) => (IN_LINE as readonly string[]).includes(e.doc.status))
        .sort((a, b) => a.doc.start.toMillis() - b.doc.start.toMillis());
      const ended = entries
        .filter((e) => !inLine.includes(e))
        .sort((a, b) => b.doc.createdAt.toMillis() - a.doc.createdAt.toMillis())
        .slice(0, 20);
      return Promise.all(
        [...inLine, ...ended].map(async (e) =>
          toEntryBody(e.id, e.doc, await positionOf(e.id, e.doc)),
        ),
      );
    },

    /** Leaves the line (or declines an offer, which then goes to the next in line). */
    async withdraw(uid: string, entryId: string, now: Date): Promise<void> {
      const before = await ownEntry(entryId, uid);
      const wasOffered = await runTransaction(db, async (tx) => {
        const snap = await tx.get(waitlist.doc(entryId));
        const doc = parseDoc(entryDocSchema, snap);
        if (!(IN_LINE as readonly string[]).includes(doc.status)) return false;
        tx.update(snap.ref, { status: 'withdrawn' });
        tx.delete(db.collection('todos').doc(offerTodoId(entryId)));
        return doc.status === 'offered';
      });
      if (wasOffered) await offerNext(db, before.deviceId, now);
    },

    /**
     * Accepts an offer: books the offered time (from the next boundary if it has begun) through the
     * booking path, for the identity that joined. 409 `not_offered`, `offer_expired`; what refuses
     * a booking refuses it too (`device_shut_down`, `device_outage` scheduled since the offer).
     */
    async accept(uid: string, entryId: string, now: Date): Promise<StoredReservation> {
      const { deviceId } = await ownEntry(entryId, uid);
      return runTransaction(
        db,
        async (tx) => {
          const snap = await tx.get(waitlist.doc(entryId));
          const entry = parseDoc(entryDocSchema, snap);
          if (entry.status !== 'offered' || entry.offer === null) throw notOffered();
          if (entry.offer.expiresAt.toMillis() <= now.getTime()) throw offerExpired();
          const actor = { uid: entry.uid, userId: entry.userId };
          const device = await bookableDeviceTx(db, tx, entry.deviceId, actor, now);
          const range = offerableRange(
            { start: entry.offer.start.toDate(), end: entry.offer.end.toDate() },
            device.rules.minMinutes,
            now,
          );
          if (range === null) throw offerExpired();
          assertBookable(range, device.rules, now);
          const busy = await busyNearTx(
            db,
            tx,
            entry.deviceId,
            device,
            entry.uid,
            range,
            range,
            now,
            entryId,
          );
          const [planned] = planSeries(range, 1, device.rules, busy, now);
          // An outage scheduled over the offer since it was made.
          if (planned?.conflict?.kind === 'outage') throw deviceOutage();
          if (planned?.conflict) throw reservationConflict();
          const booked = writeBookingTx(
            db,
            tx,
            entry.deviceId,
            device,
            actor,
            { ...range, purpose: '' },
            now,
          );
          tx.update(snap.ref, { status: 'booked', reservationId: booked.id });
          tx.delete(db.collection('todos').doc(offerTodoId(entryId)));
          return booked;
        },
        deviceTurn(deviceId),
      );
    },
  };
}

export type WaitlistStore = ReturnType<typeof createWaitlistStore>;
