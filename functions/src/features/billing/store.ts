import {
  type Firestore,
  type Query,
  type QuerySnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { conflict } from '../../http/errors';
import {
  tokyoMonthRange,
  type BillableReservation,
  type Payment,
  billIdOf,
  assistanceCharge,
  consumablesTotal,
  fundBodyOf,
  fundChargesQuery,
  billOf,
  payableTo,
  reservationDocSchema,
} from '../reservations';
import { OUTSIDE_COLLECTIONS, registrationDocSchema } from '../outside-users';
import { type PaymentDoc, paymentDocSchema } from './schema';
import { runTransaction } from '../../shared/transactions';
import { parseDoc } from '../../shared/firestore-docs';
import { OVERPAYMENT } from '../../model/error-codes';

export const overpayment = (payable: number) =>
  conflict(OVERPAYMENT, `At most ${payable} yen is still owed to this lender on this bill`);

/** `{userId}_{YYYY-MM}` back into its parts (user ids may contain `_`; months do not). */
export function parseBillId(id: string): { userId: string; month: string } {
  const at = id.lastIndexOf('_');
  return { userId: id.slice(0, at), month: id.slice(at + 1) };
}

/** All Firestore access of bills, payments and earnings. */
export interface BillingStore {
  /**
   * Reservations of one side of an identity starting in the months, and the registrations (issue
   * 33, part 4) made in them: what its bills or earnings list.
   */
  reservations(
    side: 'userId' | 'lenderId',
    identity: string,
    months: readonly string[],
  ): Promise<BillableReservation[]>;
  /** Reservations charged to a fund starting in the months. */
  fundReservations(fundId: string, months: readonly string[]): Promise<BillableReservation[]>;
  /** Payments on the bills of a user, or to a lender, in the months. */
  payments(
    side: 'userId' | 'lenderId',
    identity: string,
    months: readonly string[],
  ): Promise<Payment[]>;
  /**
   * Records a payment for `lenderId`'s lines of a bill, in a transaction with the bill's lines and
   * earlier payments: at most what those lines still owe (409 `overpayment`).
   */
  recordPayment(
    billId: string,
    payment: Omit<PaymentDoc, 'billId' | 'userId' | 'month' | 'at'>,
    now: Date,
  ): Promise<{ id: string; doc: PaymentDoc }>;
}

export function createBillingStore(db: Firestore): BillingStore {
  const reservations = db.collection('reservations');
  const payments = db.collection('payments');

  const span = (months: readonly string[]) => ({
    start: Timestamp.fromDate(tokyoMonthRange(months[0] ?? '1970-01').start),
    end: Timestamp.fromDate(tokyoMonthRange(months[months.length - 1] ?? '1970-01').end),
  });

  const registrations = db.collection(OUTSIDE_COLLECTIONS.registrations);

  const toBillable = (id: string, data: unknown): BillableReservation => {
    const doc = reservationDocSchema.parse(data);
    return {
      kind: 'reservation',
      id,
      userId: doc.userId,
      lenderId: doc.lenderId,
      deviceId: doc.deviceId,
      deviceName: doc.deviceName,
      start: doc.start.toDate(),
      end: doc.end.toDate(),
      status: doc.status,
      fee: doc.fee,
      consumables: consumablesTotal(doc.consumables),
      assistance: assistanceCharge(doc.assistance),
      fund: fundBodyOf(doc.fund),
      rateClass: doc.rateClass,
      fiscalYear: null,
    };
  };

  /** A registration as a bill's line: no device, made and billed at `createdAt`. */
  const registrationBillable = (id: string, data: unknown): BillableReservation => {
    const doc = registrationDocSchema.parse(data);
    const at = doc.createdAt.toDate();
    return {
      kind: 'registration',
      id,
      userId: doc.userId,
      lenderId: doc.lenderId,
      deviceId: '',
      deviceName: '',
      start: at,
      end: at,
      status: 'approved',
      fee: doc.fee,
      consumables: 0,
      assistance: 0,
      fund: null,
      rateClass: doc.rateClass,
      fiscalYear: doc.fiscalYear,
    };
  };

  /** The billables of one side of an identity in [start, end): reservations and registrations. */
  const billablesOf = async (
    read: <T extends Query>(query: T) => Promise<QuerySnapshot>,
    side: 'userId' | 'lenderId',
    identity: string,
    start: Timestamp,
    end: Timestamp,
  ) => {
    // One read at a time: a transaction's reads may not overlap (shared/transactions.ts).
    const booked = await read(
      reservations.where(side, '==', identity).where('start', '>=', start).where('start', '<', end),
    );
    const registered = await read(
      registrations
        .where(side, '==', identity)
        .where('createdAt', '>=', start)
        .where('createdAt', '<', end),
    );
    return [
      ...booked.docs.map((d) => toBillable(d.id, d.data())),
      ...registered.docs.map((d) => registrationBillable(d.id, d.data())),
    ];
  };

  return {
    async reservations(side, identity, months) {
      const { start, end } = span(months);
      return billablesOf((query) => query.get(), side, identity, start, end);
    },

    async fundReservations(fundId, months) {
      const { start, end } = span(months);
      const snap = await fundChargesQuery(db, fundId, start.toDate(), end.toDate()).get();
      return snap.docs.map((d) => toBillable(d.id, d.data()));
    },

    async payments(side, identity, months) {
      if (months.length === 0) return [];
      const snap = await payments
        .where(side, '==', identity)
        .where('month', 'in', [...months])
        .get();
      return snap.docs.map((d) => {
        const p = parseDoc(paymentDocSchema, d);
        return { billId: p.billId, lenderId: p.lenderId, amount: p.amount };
      });
    },

    async recordPayment(billId, payment, date) {
      const { userId, month } = parseBillId(billId);
      const { start, end } = span([month]);
      return runTransaction(db, async (tx) => {
        const lines = await billablesOf((query) => tx.get(query), 'userId', userId, start, end);
        const earlier = await tx.get(payments.where('billId', '==', billId));
        const paid = earlier.docs.map((d) => {
          const p = parseDoc(paymentDocSchema, d);
          return { billId: p.billId, lenderId: p.lenderId, amount: p.amount };
        });
        const bill = billOf(userId, month, lines, paid);
        const payable = payableTo(bill, payment.lenderId, paid);
        if (payment.amount > payable) throw overpayment(payable);
        const doc: PaymentDoc = {
          ...payment,
          billId: billIdOf(userId, month),
          userId,
          month,
          at: Timestamp.fromDate(date),
        };
        const ref = payments.doc();
        tx.create(ref, doc);
        return { id: ref.id, doc };
      });
    },
  };
}
