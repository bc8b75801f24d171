import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { parseDoc } from '../../shared/firestore-docs';
import { noticeDoc } from '../../shared/notices';
import { runTransaction } from '../../shared/transactions';
import { assertDecidable, assertStaffFree, type AssistanceDoc } from './assistance';
import type { StoredReservation } from './booking-tx';
import { CHARGED_STATUSES, HOLDING_STATUSES } from './lifecycle';
import { reservationNotice } from './notifications';
import { closeAssistanceTodosTx, closeTodosTx } from './reservation-todos';
import { type ReservationDoc, reservationDocSchema } from './schema';
import { reservationNotFound } from './store';
import { offerNext } from './waitlist-store';

/** `staffTurns/{uid}`: written by every acceptance of the staff member, which it serialises. */
export const STAFF_TURNS = 'staffTurns';

const DAY = 86_400_000;

/**
 * Assisted use (docs/share-mode.md, issue 33 part 2): the device's staff accept or decline the
 * requests for assistance made with bookings, and see the sessions they assist. Firestore access of
 * the feature in one place; the rules are `assistance.ts`'s.
 */
export interface AssistanceStore {
  /**
   * `uid` assists the session: 403 `not_device_staff`, 409 `assistance_decided` once decided or
   * over, 409 `staff_conflict` when `uid` already assists a session overlapping it. Concurrent
   * acceptances by one staff member are serialised on `staffTurns/{uid}`: of overlapping ones, one
   * wins.
   */
  accept(id: string, uid: string, now: Date): Promise<StoredReservation>;
  /**
   * `uid` declines, saying why: the booking stays an ordinary one, or is cancelled (its time
   * offered to the waitlist), as its user chose.
   */
  decline(id: string, uid: string, reason: string, now: Date): Promise<StoredReservation>;
  /** The requests waiting for `uid` as staff whose sessions have not ended, by start. */
  requests(uid: string, now: Date): Promise<StoredReservation[]>;
  /** The sessions `uid` accepted to assist starting in [from, to) and still holding or used. */
  sessions(uid: string, from: Date, to: Date): Promise<StoredReservation[]>;
}

const shownSession = (doc: ReservationDoc) =>
  HOLDING_STATUSES.includes(doc.status) || CHARGED_STATUSES.includes(doc.status);

/**
 * `queued: false` leaves out this instance's queue of a staff member's acceptances
 * (`serializeOn`), so that a test meets what two instances would: the exclusion then rests on the
 * transaction's write of `staffTurns/{uid}` alone.
 */
export function createAssistanceStore(
  db: Firestore,
  { queued = true }: { queued?: boolean } = {},
): AssistanceStore {
  const reservations = db.collection('reservations');
  const assistedBy = (uid: string, from: Date, to: Date) =>
    reservations
      .where('assistance.staffId', '==', uid)
      .where('start', '>=', Timestamp.fromDate(new Date(from.getTime() - DAY)))
      .where('start', '<', Timestamp.fromDate(to));
  const stored = (d: FirebaseFirestore.QueryDocumentSnapshot) => ({
    id: d.id,
    doc: parseDoc(reservationDocSchema, d),
  });

  /** In a decision's transaction: the reservation and its request, refused unless `uid` decides. */
  async function decidableTx(
    tx: FirebaseFirestore.Transaction,
    id: string,
    uid: string,
    now: Date,
  ) {
    const snap = await tx.get(reservations.doc(id));
    if (!snap.exists) throw reservationNotFound();
    const doc = parseDoc(reservationDocSchema, snap);
    const assistance = assertDecidable(
      doc.assistance,
      { status: doc.status, end: doc.end.toDate() },
      uid,
      now,
    );
    return { ref: snap.ref, doc, assistance };
  }

  return {
    accept(id, uid, now) {
      return runTransaction(
        db,
        async (tx) => {
          const { ref, doc, assistance } = await decidableTx(tx, id, uid, now);
          const turn = db.collection(STAFF_TURNS).doc(uid);
          await tx.get(turn);
          const range = { start: doc.start.toDate(), end: doc.end.toDate() };
          const near = await tx.get(assistedBy(uid, range.start, range.end));
          assertStaffFree(
            range,
            near.docs
              .filter((d) => d.id !== id)
              .map((d) => parseDoc(reservationDocSchema, d))
              .filter((r) => HOLDING_STATUSES.includes(r.status))
              .map((r) => ({ start: r.start.toDate(), end: r.end.toDate() })),
          );
          const at = Timestamp.fromDate(now);
          const accepted: AssistanceDoc = {
            ...assistance,
            status: 'accepted',
            staffId: uid,
            decidedAt: at,
          };
          tx.set(turn, { version: FieldValue.increment(1), updatedAt: at }, { merge: true });
          tx.update(ref, { assistance: accepted, updatedAt: at });
          closeAssistanceTodosTx(db, tx, id, assistance);
          tx.create(
            db.collection('notices').doc(),
            noticeDoc(reservationNotice({ id, ...doc }, 'assistance_accepted', 'user', now)),
          );
          return { id, doc: { ...doc, assistance: accepted, updatedAt: at } };
        },
        queued ? { serializeOn: `staff:${uid}` } : {},
      );
    },

    async decline(id, uid, reason, now) {
      const declined = await runTransaction(db, async (tx) => {
        const { ref, doc, assistance } = await decidableTx(tx, id, uid, now);
        const at = Timestamp.fromDate(now);
        const decided: AssistanceDoc = { ...assistance, status: 'declined', reason, decidedAt: at };
        const cancel = assistance.ifDeclined === 'cancel';
        const changes: Partial<ReservationDoc> = cancel
          ? {
              assistance: decided,
              status: 'cancelled',
              reason,
              history: [...doc.history, { status: 'cancelled', by: uid, at }],
              updatedAt: at,
            }
          : { assistance: decided, updatedAt: at };
        tx.update(ref, changes);
        if (cancel) closeTodosTx(db, tx, id, doc);
        else closeAssistanceTodosTx(db, tx, id, assistance);
        tx.create(
          db.collection('notices').doc(),
          noticeDoc(reservationNotice({ id, ...doc }, 'assistance_declined', 'user', now)),
        );
        return { id, doc: { ...doc, ...changes } };
      });
      // A cancelled booking's time goes to the waitlist (the decision stands whatever it finds).
      if (declined.doc.status === 'cancelled') await offerNext(db, declined.doc.deviceId, now);
      return declined;
    },

    async requests(uid, now) {
      const snap = await reservations
        .where('assistance.staffIds', 'array-contains', uid)
        .where('assistance.status', '==', 'requested')
        .limit(200)
        .get();
      return snap.docs
        .map(stored)
        .filter(({ doc }) => HOLDING_STATUSES.includes(doc.status) && doc.end.toDate() > now)
        .sort((a, b) => a.doc.start.toMillis() - b.doc.start.toMillis());
    },

    async sessions(uid, from, to) {
      const snap = await assistedBy(uid, from, to).get();
      return snap.docs
        .map(stored)
        .filter(({ doc }) => shownSession(doc) && doc.end.toDate() > from)
        .sort((a, b) => a.doc.start.toMillis() - b.doc.start.toMillis());
    },
  };
}
