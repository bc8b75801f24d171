import { CHARGED_STATUSES, type ReservationStatus } from './lifecycle';
import { tokyoMonth } from '../../model/tokyo-time';

/**
 * Bills and earnings (docs/share-mode.md): a user identity's bill for a Tokyo month lists its charged
 * reservations that start in that month, at their frozen fees; a lender's earnings for a month are
 * the same lines seen from the lender's side. Payments are recorded per bill and lender. Amounts are
 * whole yen. Plain functions: the store reads the reservations and payments, these add them up.
 */

export interface BillableReservation {
  id: string;
  userId: string;
  lenderId: string;
  deviceId: string;
  deviceName: string;
  start: Date;
  end: Date;
  status: ReservationStatus;
  fee: number;
}

/** A reservation on a bill; `userId` is the billed identity (the bill is `{userId}_{month}`). */
export interface BillLine extends Omit<BillableReservation, 'id'> {
  reservationId: string;
}

export interface Payment {
  billId: string;
  lenderId: string;
  amount: number;
}

export interface Bill {
  id: string;
  userId: string;
  month: string;
  lines: BillLine[];
  total: number;
  paid: number;
  due: number;
}

/** `bills` are identified by user identity and month. */
export const billIdOf = (userId: string, month: string) => `${userId}_${month}`;

const isCharged = (r: BillableReservation) => CHARGED_STATUSES.includes(r.status) && r.fee > 0;

const lineOf = (r: BillableReservation): BillLine => ({
  reservationId: r.id,
  userId: r.userId,
  lenderId: r.lenderId,
  deviceId: r.deviceId,
  deviceName: r.deviceName,
  start: r.start,
  end: r.end,
  status: r.status,
  fee: r.fee,
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The bill of `userId` for `month` from its reservations (others are ignored) and payments. */
export function billOf(
  userId: string,
  month: string,
  reservations: readonly BillableReservation[],
  payments: readonly Payment[],
): Bill {
  const id = billIdOf(userId, month);
  const lines = reservations
    .filter((r) => r.userId === userId && tokyoMonth(r.start) === month && isCharged(r))
    .map(lineOf)
    .sort(
      (a, b) =>
        a.start.getTime() - b.start.getTime() || a.reservationId.localeCompare(b.reservationId),
    );
  const total = sum(lines.map((l) => l.fee));
  const paid = sum(payments.filter((p) => p.billId === id).map((p) => p.amount));
  return { id, userId, month, lines, total, paid, due: total - paid };
}

export interface Earnings {
  lenderId: string;
  month: string;
  lines: BillLine[];
  total: number;
  /** Paid to this lender against the bills of the month. */
  received: number;
  outstanding: number;
}

/** A lender's earnings for `month`: its charged lines, what was paid to it and what is still owed. */
export function earningsOf(
  lenderId: string,
  month: string,
  reservations: readonly BillableReservation[],
  payments: readonly Payment[],
): Earnings {
  const lines = reservations
    .filter((r) => r.lenderId === lenderId && tokyoMonth(r.start) === month && isCharged(r))
    .map(lineOf)
    .sort(
      (a, b) =>
        a.start.getTime() - b.start.getTime() || a.reservationId.localeCompare(b.reservationId),
    );
  const total = sum(lines.map((l) => l.fee));
  const bills = new Set(
    reservations
      .filter((r) => r.lenderId === lenderId && tokyoMonth(r.start) === month)
      .map((r) => billIdOf(r.userId, month)),
  );
  const received = sum(
    payments.filter((p) => p.lenderId === lenderId && bills.has(p.billId)).map((p) => p.amount),
  );
  return { lenderId, month, lines, total, received, outstanding: total - received };
}

/**
 * How much a lender may still record as paid on a bill: its share of the bill's total less what it
 * has recorded (a payment never takes a lender's share below zero).
 */
export function payableTo(bill: Bill, lenderId: string, payments: readonly Payment[]): number {
  const share = sum(bill.lines.filter((l) => l.lenderId === lenderId).map((l) => l.fee));
  const paid = sum(
    payments.filter((p) => p.billId === bill.id && p.lenderId === lenderId).map((p) => p.amount),
  );
  return share - paid;
}
