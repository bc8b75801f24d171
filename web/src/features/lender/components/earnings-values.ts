import { MAX_MONTHS, PAYMENT_LIMITS, PROJECT_CODE } from '@campus/model/limits';
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
  /** The sum of those lines' fees. */
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
    group.total += line.fee;
    groups.set(line.userId, group);
  }
  return [...groups.values()];
}

/** Payment amounts: whole yen, 1 to 100,000,000 (the API's `paymentInputSchema`). */
export const AMOUNT_MAX = PAYMENT_LIMITS.amountMax;
export const NOTE_MAX = PAYMENT_LIMITS.noteMax;
export { PROJECT_CODE };
