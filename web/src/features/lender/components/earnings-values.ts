import { addMonths } from '../../../lib/months';
import { MAX_MONTHS, PAYMENT_LIMITS, PROJECT_CODE } from '@campus/model/limits';
import { textProblem } from '@campus/model/text';
import { monthCount } from '../../../lib/share-mode/tokyo-grid';
import type { BillLine } from '../../../lib/share-mode/types';

/** Earnings ranges are months, at most a year (spec section 5; the API's `monthsBetween`). */
export { MAX_MONTHS };

export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'order' | 'tooLong';

/** What is wrong with a month range (`YYYY-MM`), by field; empty when it is fine. */
export function rangeProblems(
  from: string,
  to: string,
): { from?: RangeProblem; to?: RangeProblem } {
  const fromOk = monthCount(from, from) !== null;
  const toOk = monthCount(to, to) !== null;
  if (!fromOk || !toOk) {
    return { ...(fromOk ? {} : { from: 'fromInvalid' }), ...(toOk ? {} : { to: 'toInvalid' }) };
  }
  const count = monthCount(from, to) ?? 0;
  if (count < 1) return { to: 'order' };
  if (count > MAX_MONTHS) return { to: 'tooLong' };
  return {};
}

/** One bill's part of a month: the lines of one user identity (bill id `{userId}_{month}`). */
export interface BillGroup {
  billId: string;
  userId: string;
  /** The user's current name (null: withdrawn). */
  userName: string | null;
  lines: BillLine[];
  /** The sum of those lines' amounts (use fees and consumables). */
  total: number;
}

/** The month's lines grouped by user, in the order users first appear. */
export function billGroups(month: string, lines: readonly BillLine[]): BillGroup[] {
  const groups = new Map<string, BillGroup>();
  for (const line of lines) {
    const group = groups.get(line.userId) ?? {
      billId: `${line.userId}_${month}`,
      userId: line.userId,
      userName: line.userName,
      lines: [],
      total: 0,
    };
    group.lines.push(line);
    group.total += line.amount;
    groups.set(line.userId, group);
  }
  return [...groups.values()];
}

/** Payment amounts: whole yen, 1 to 100,000,000 (the API's `paymentInputSchema`). */
export const AMOUNT_MAX = PAYMENT_LIMITS.amountMax;
export const NOTE_MAX = PAYMENT_LIMITS.noteMax;

/** The payment dialog's fields as typed. */
export interface PaymentValues {
  amount: string;
  projectCode: string;
  note: string;
}

export type PaymentProblem =
  'required' | 'amountInvalid' | 'projectCodeInvalid' | 'tooLong' | 'textInvalid';

/**
 * What is wrong with the dialog's values, by field (empty when they can be sent): the rules of the
 * API's `paymentInputSchema` (`functions/src/model/billing.ts`), which a parity test holds it to.
 */
export function paymentProblems(
  values: PaymentValues,
): Partial<Record<keyof PaymentValues, PaymentProblem>> {
  const found: Partial<Record<keyof PaymentValues, PaymentProblem>> = {};
  const amount = values.amount.trim();
  if (amount === '') found.amount = 'required';
  else if (!/^\d+$/.test(amount) || Number(amount) < 1 || Number(amount) > AMOUNT_MAX)
    found.amount = 'amountInvalid';
  if (!PROJECT_CODE.test(values.projectCode.trim())) found.projectCode = 'projectCodeInvalid';
  const note = values.note.trim();
  if (note.length > NOTE_MAX) found.note = 'tooLong';
  else if (textProblem(note, true) !== null) found.note = 'textInvalid';
  return found;
}

/** The request body `POST /home/bills/{id}/payments` gets for the dialog's values. */
export function toPaymentInput(values: PaymentValues) {
  return {
    amount: Number(values.amount.trim()),
    projectCode: values.projectCode.trim(),
    note: values.note.trim(),
  };
}

/** The `count` months ending with `lastMonth` (`YYYY-MM`), oldest first. */
export function monthsEndingWith(lastMonth: string, count: number = MAX_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(lastMonth, i - count + 1));
}

/** The value axis of the earnings chart reaches at least 1,000 yen (a quiet year's bars stay low). */
export const EARNINGS_AXIS_FLOOR = 1000;
