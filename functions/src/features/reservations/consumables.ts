import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { conflict, notFound } from '../../http/errors';
import { CONFLICT, RESERVATION_NOT_USED } from '../../model/error-codes';
import type { ConsumableInput } from '../../model/fund';
import { FUND_LIMITS } from '../../model/limits';
import type { ReservationStatus } from '../../model/share-types';
import { parseDoc } from '../../shared/firestore-docs';
import { runTransaction } from '../../shared/transactions';
import { consumableChargeTx } from './fund-charge';
import { type ReservationDoc, reservationDocSchema } from './schema';
import { reservationNotFound, sideOf, type StepActor, type StoredReservation } from './store';
import { notReservationParty } from './store';
import { notDeviceLender } from '../devices';

/**
 * Consumables (issue 19, part 4; docs/share-mode.md, "Funds"): once a device is in use or was
 * used, its lender adds charges to the reservation (item, quantity, unit price) and may take a
 * wrong one off. They are billed with the reservation, to its fund if it has one, and must fit that
 * fund like a booking: its monthly cap, and its approval threshold unless its holder booked.
 */

/** A reservation takes consumables once its device was handed over or checked in. */
const USED_STATUSES: readonly ReservationStatus[] = ['checked_out', 'returned'];

const notUsed = () =>
  conflict(RESERVATION_NOT_USED, 'Consumables are added once the device is in use or was used');

export interface ConsumablesStore {
  add(id: string, actor: StepActor, input: ConsumableInput, now: Date): Promise<StoredReservation>;
  remove(id: string, consumableId: string, actor: StepActor, now: Date): Promise<StoredReservation>;
}

export function createConsumablesStore(db: Firestore): ConsumablesStore {
  const reservations = db.collection('reservations');

  /** In a transaction: the reservation, which the caller lends and whose device was used. */
  async function change(
    id: string,
    actor: StepActor,
    date: Date,
    apply: (
      doc: ReservationDoc,
      tx: Transaction,
    ) => Promise<ReservationDoc['consumables']> | ReservationDoc['consumables'],
  ): Promise<StoredReservation> {
    return runTransaction(db, async (tx) => {
      const ref = reservations.doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) throw reservationNotFound();
      const doc = parseDoc(reservationDocSchema, snap);
      const side = sideOf(doc, actor);
      if (side === undefined) throw notReservationParty();
      if (side !== 'lender') throw notDeviceLender();
      if (!USED_STATUSES.includes(doc.status)) throw notUsed();
      const changes = { consumables: await apply(doc, tx), updatedAt: Timestamp.fromDate(date) };
      tx.update(ref, changes);
      return { id, doc: { ...doc, ...changes } };
    });
  }

  return {
    // A line on a reservation charged to a fund must fit the fund (its cap and threshold), checked
    // in the same transaction as the fund's charges.
    add: (id, actor, input, date) =>
      change(id, actor, date, async (doc, tx) => {
        if (doc.consumables.length >= FUND_LIMITS.consumablesPerReservation)
          throw conflict(
            CONFLICT,
            `A reservation takes at most ${FUND_LIMITS.consumablesPerReservation} consumables`,
          );
        const charge = await consumableChargeTx(db, tx, doc, input.quantity * input.unitPrice);
        charge();
        return [
          ...doc.consumables,
          {
            id: reservations.doc().id,
            ...input,
            addedBy: actor.uid,
            addedAt: Timestamp.fromDate(date),
          },
        ];
      }),

    remove: (id, consumableId, actor, date) =>
      change(id, actor, date, (doc) => {
        if (!doc.consumables.some((c) => c.id === consumableId))
          throw notFound('Consumable not found');
        return doc.consumables.filter((c) => c.id !== consumableId);
      }),
  };
}
