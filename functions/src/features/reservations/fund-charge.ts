import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { tokyoMonth } from '../../model/tokyo-time';
import { parseDoc } from '../../shared/firestore-docs';
import {
  assertChargeable,
  awaitsHolder,
  chargeableFundTx,
  type FundCharge,
  touchFundTx,
} from '../funds';
import { tokyoMonthRange } from './booking';
import { consumablesTotal, type ReservationFund, reservationDocSchema } from './schema';

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
  const existing: FundCharge[] = [];
  for (const month of new Set(adding.map((a) => tokyoMonth(a.start)))) {
    const { start, end } = tokyoMonthRange(month);
    const snap = await tx.get(fundChargesQuery(db, fundId, start, end));
    for (const d of snap.docs) {
      const r = parseDoc(reservationDocSchema, d);
      existing.push({
        start: r.start.toDate(),
        status: r.status,
        amount: r.fee + consumablesTotal(r.consumables),
      });
    }
  }
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
