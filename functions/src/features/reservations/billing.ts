import { CHARGED_STATUSES, type ReservationStatus } from './lifecycle';
import { tokyoMonth } from '../../model/tokyo-time';
import type { ReservationFundBody } from '../../model/fund-types';
import type { RateClass } from '../../model/outside-users';

/**
 * Bills and earnings (docs/share-mode.md): a user identity's bill for a Tokyo month lists its charged
 * reservations that start in that month, at their frozen fees; a lender's earnings for a month are
 * the same lines seen from the lender's side. Payments are recorded per bill and lender. Amounts are
 * whole yen. Plain functions: the store reads the reservations and payments, these add them up.
 */

export interface BillableReservation {
  /**
   * A session, or an outside user's yearly registration with the lender (issue 33, part 4: its id,
   * no device, `start` and `end` when it was made, its fee as `fee`).
   */
  kind: 'reservation' | 'registration';
  id: string;
  userId: string;
  lenderId: string;
  deviceId: string;
  deviceName: string;
  start: Date;
  end: Date;
  status: ReservationStatus;
  /** The use of the device (frozen when booked, or from the actual use). */
  fee: number;
  /** What the lender's consumables come to. */
  consumables: number;
  /** The fee of an accepted assistance (0: none). */
  assistance: number;
  /** The fund it is charged to (null: none). */
  fund: ReservationFundBody | null;
  /** The user's rate class, frozen when booked or registered. */
  rateClass: RateClass;
  /** The fiscal year of a registration (null: a session). */
  fiscalYear: number | null;
}

/** A reservation on a bill; `userId` is the billed identity (the bill is `{userId}_{month}`). */
export interface BillLine extends Omit<BillableReservation, 'id'> {
  reservationId: string;
  /** `fee`, `consumables` and `assistance`. */
  amount: number;
}

/** What the lines charged to one fund (or to none) come to. */
export interface FundSubtotal {
  fund: ReservationFundBody | null;
  total: number;
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
  byFund: FundSubtotal[];
  total: number;
  paid: number;
  due: number;
}

/** `bills` are identified by user identity and month. */
export const billIdOf = (userId: string, month: string) => `${userId}_${month}`;

const isCharged = (r: BillableReservation) =>
  CHARGED_STATUSES.includes(r.status) && r.fee + r.consumables + r.assistance > 0;

const lineOf = (r: BillableReservation): BillLine => ({
  kind: r.kind,
  reservationId: r.id,
  userId: r.userId,
  lenderId: r.lenderId,
  deviceId: r.deviceId,
  deviceName: r.deviceName,
  start: r.start,
  end: r.end,
  status: r.status,
  fee: r.fee,
  consumables: r.consumables,
  assistance: r.assistance,
  amount: r.fee + r.consumables + r.assistance,
  fund: r.fund,
  rateClass: r.rateClass,
  fiscalYear: r.fiscalYear,
});

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The charged lines of `reservations` that start in `month` and pass `filter`, by start. */
const chargedLines = (
  reservations: readonly BillableReservation[],
  month: string,
  filter: (r: BillableReservation) => boolean,
) =>
  reservations
    .filter((r) => filter(r) && tokyoMonth(r.start) === month && isCharged(r))
    .map(lineOf)
    .sort(
      (a, b) =>
        a.start.getTime() - b.start.getTime() || a.reservationId.localeCompare(b.reservationId),
    );

/** Lines' amounts by the fund they are charged to, in the order each fund first appears. */
export function subtotalsByFund(lines: readonly BillLine[]): FundSubtotal[] {
  const byId = new Map<string, FundSubtotal>();
  for (const line of lines) {
    const key = line.fund?.id ?? '';
    const subtotal = byId.get(key) ?? { fund: line.fund, total: 0 };
    subtotal.total += line.amount;
    byId.set(key, subtotal);
  }
  return [...byId.values()];
}

/** The bill of `userId` for `month` from its reservations (others are ignored) and payments. */
export function billOf(
  userId: string,
  month: string,
  reservations: readonly BillableReservation[],
  payments: readonly Payment[],
): Bill {
  const id = billIdOf(userId, month);
  const lines = chargedLines(reservations, month, (r) => r.userId === userId);
  const total = sum(lines.map((l) => l.amount));
  const paid = sum(payments.filter((p) => p.billId === id).map((p) => p.amount));
  return {
    id,
    userId,
    month,
    lines,
    byFund: subtotalsByFund(lines),
    total,
    paid,
    due: total - paid,
  };
}

export interface Earnings {
  lenderId: string;
  month: string;
  lines: BillLine[];
  byFund: FundSubtotal[];
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
  const lines = chargedLines(reservations, month, (r) => r.lenderId === lenderId);
  const total = sum(lines.map((l) => l.amount));
  const bills = new Set(
    reservations
      .filter((r) => r.lenderId === lenderId && tokyoMonth(r.start) === month)
      .map((r) => billIdOf(r.userId, month)),
  );
  const received = sum(
    payments.filter((p) => p.lenderId === lenderId && bills.has(p.billId)).map((p) => p.amount),
  );
  return {
    lenderId,
    month,
    lines,
    byFund: subtotalsByFund(lines),
    total,
    received,
    outstanding: total - received,
  };
}

/**
 * How much a lender may still record as paid on a bill: its share of the bill's total less what it
 * has recorded (a payment never takes a lender's share below zero).
 */
export function payableTo(bill: Bill, lenderId: string, payments: readonly Payment[]): number {
  const share = sum(bill.lines.filter((l) => l.lenderId === lenderId).map((l) => l.amount));
  const paid = sum(
    payments.filter((p) => p.billId === bill.id && p.lenderId === lenderId).map((p) => p.amount),
  );
  return share - paid;
}

/** What one month of a fund's fiscal year holds: billed lines, and requests still held. */
export interface FundMonth {
  month: string;
  charged: number;
  held: number;
}

/**
 * A fund's statement for fiscal year `months` (April first): its charged lines by start, each
 * month's charged and held (awaiting a decision) yen, and the year's total.
 */
export function fundStatementOf(
  months: readonly string[],
  reservations: readonly BillableReservation[],
): { months: FundMonth[]; lines: BillLine[]; total: number } {
  const lines = months.flatMap((month) => chargedLines(reservations, month, () => true));
  const waiting = reservations.filter(
    (r) => r.status === 'awaiting_budget' || r.status === 'requested',
  );
  return {
    months: months.map((month) => ({
      month,
      charged: sum(lines.filter((l) => tokyoMonth(l.start) === month).map((l) => l.amount)),
      held: sum(
        waiting.filter((r) => tokyoMonth(r.start) === month).map((r) => r.fee + r.consumables),
      ),
    })),
    lines,
    total: sum(lines.map((l) => l.amount)),
  };
}
