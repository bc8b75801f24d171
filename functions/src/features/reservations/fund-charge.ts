import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { tokyoMonth } from '../../model/tokyo-time';
import { parseDoc } from '../../shared/firestore-docs';
import {
  assertChargeable,
  assertConsumableChargeable,
  awaitsHolder,
  chargeableFundTx,
  chargedFundTx,
  type FundCharge,
  touchFundTx,
} from '../funds';
import { tokyoMonthRange } from './booking';
import {
  amountOf,
  type ReservationDoc,
  type ReservationFund,
  reservationDocSchema,
} from './schema';

/**
 * Charging a booking to a fund (issue 19, part 4; docs/share-mode.md, "Funds"): in the booking's
 * transaction, the booker must belong to the fund's group, the fund must cover each date's fiscal
 * year, and no month may go over the fund's cap with what it holds already. Every charge bumps the
 * fund's version, so two bookings on one fund never both slip under its cap. A charge above the
 * fund's threshold waits for its budget holder, unless the holder books it.
 */

/** Reservations charged to a fund starting within [from, to). */
export const fundChargesQuery = (db: Firestore, fundId: string, from: Date, to: Date) =>
  db
    .collection('reservations')
    .where('fund.id', '==', fundId)
    .where('start', '>=', Timestamp.fromDate(from))
    .where('start', '<', Timestamp.fromDate(to));

/** In a transaction: the fund's charges in the Tokyo months of the dates `adding` names. */
async function monthsChargesTx(
  db: Firestore,
  tx: Transaction,
  fundId: string,
  adding: readonly { start: Date }[],
): Promise<FundCharge[]> {
  const existing: FundCharge[] = [];
  for (const month of new Set(adding.map((a) => tokyoMonth(a.start)))) {
    const { start, end } = tokyoMonthRange(month);
    const snap = await tx.get(fundChargesQuery(db, fundId, start, end));
    for (const d of snap.docs) {
      const r = parseDoc(reservationDocSchema, d);
      existing.push({
        start: r.start.toDate(),
        status: r.status,
        amount: amountOf(r),
      });
    }
  }
  return existing;
}

/** A fund the booking was let charge, and which of its amounts wait for the holder. */
export interface FundChargeTx {
  fund: ReservationFund;
  awaitsHolder: (amount: number) => boolean;
  /** The charge's write (after every read of the transaction). */
  touch: () => void;
}

/** In a booking's transaction: checks charging `adding` to `fundId` by `uid` (403, 404, 409). */
export async function fundChargeTx(
  db: Firestore,
  tx: Transaction,
  fundId: string,
  uid: string,
  adding: readonly { start: Date; amount: number }[],
): Promise<FundChargeTx> {
  const { doc } = await chargeableFundTx(db, tx, fundId, uid);
  const existing = await monthsChargesTx(db, tx, fundId, adding);
  assertChargeable(doc, existing, adding);
  return {
    fund: {
      id: fundId,
      groupId: doc.groupId,
      name: doc.name,
      projectCode: doc.projectCode,
      holderUid: doc.holderUid,
    },
    awaitsHolder: (amount) => doc.holderUid !== uid && awaitsHolder(doc, amount),
    touch: () => touchFundTx(db, tx, fundId),
  };
}

/**
 * In a consumable's transaction, for a reservation charged to a fund: refuses a line of `amount`
 * the fund cannot take (409 `fund_not_current`, `fund_cap_exceeded`, `fund_threshold_exceeded`:
 * over the threshold unless the budget holder booked it); answers the charge's write, which bumps
 * the fund's version like a booking, so concurrent lines and bookings never both slip under its cap.
 */
export async function consumableChargeTx(
  db: Firestore,
  tx: Transaction,
  reservation: Pick<
    ReservationDoc,
    'fund' | 'start' | 'fee' | 'consumables' | 'assistance' | 'createdBy'
  >,
  amount: number,
): Promise<() => void> {
  const fundId = reservation.fund?.id;
  if (fundId === undefined) return () => undefined;
  const { doc } = await chargedFundTx(db, tx, fundId);
  const start = reservation.start.toDate();
  const existing = await monthsChargesTx(db, tx, fundId, [{ start }]);
  assertConsumableChargeable(doc, existing, {
    start,
    amount,
    total: amountOf(reservation) + amount,
    byHolder: reservation.createdBy === doc.holderUid,
  });
  return () => touchFundTx(db, tx, fundId);
}
