import { conflict, forbidden } from '../../http/errors';
import {
  FUND_CAP_EXCEEDED,
  FUND_NOT_CURRENT,
  FUND_THRESHOLD_EXCEEDED,
  NOT_BUDGET_HOLDER,
  NOT_FUND_MEMBER,
} from '../../model/error-codes';
import { fiscalYearOf } from '../../model/fiscal-year';
import type { ReservationStatus } from '../../model/share-types';
import { tokyoMonth } from '../../model/tokyo-time';

/**
 * The rules of a group's funds (issue 19, part 4; docs/share-mode.md, "Funds"), free of Firebase:
 * which dates a fund may pay for, its monthly cap, and which charges wait for its budget holder.
 */

export const notFundMember = () =>
  forbidden(NOT_FUND_MEMBER, "Only members of the fund's group may charge it");
export const fundNotCurrent = () =>
  conflict(FUND_NOT_CURRENT, 'The fund is closed or does not cover this date');
export const fundCapExceeded = () =>
  conflict(FUND_CAP_EXCEEDED, 'This charge would take the fund over its monthly cap');
export const fundThresholdExceeded = () =>
  conflict(
    FUND_THRESHOLD_EXCEEDED,
    "This charge would take the reservation over the fund's approval threshold: only its budget holder may approve more",
  );
export const notBudgetHolder = () =>
  forbidden(NOT_BUDGET_HOLDER, "Only the fund's budget holder may do this");

/**
 * Statuses whose amounts count against a month's cap: what is billed, and what still holds time
 * (waiting for the holder or the lender), so that approvals can never take a fund over its cap.
 */
export const CAPPED_STATUSES: readonly ReservationStatus[] = [
  'awaiting_budget',
  'requested',
  'approved',
  'checked_out',
  'returned',
  'no_show',
];

/** What a fund is, as its rules see it. */
export interface FundTerms {
  fiscalYear: number;
  active: boolean;
  monthlyCap: number | null;
  approvalThreshold: number | null;
}

/** A charge to a fund: when the reservation starts, its status and what it costs. */
export interface FundCharge {
  start: Date;
  status: ReservationStatus;
  amount: number;
}

/** True when the fund takes charges for a reservation starting at `start`. */
export const fundCovers = (fund: FundTerms, start: Date) =>
  fund.active && fiscalYearOf(start) === fund.fiscalYear;

/** True when a charge of `amount` waits for the budget holder before the lender sees it. */
export const awaitsHolder = (fund: FundTerms, amount: number) =>
  fund.approvalThreshold !== null && amount > fund.approvalThreshold;

/** Yen counted against the cap per Tokyo month (`YYYY-MM`). */
export function cappedByMonth(charges: readonly FundCharge[]): Map<string, number> {
  const months = new Map<string, number>();
  for (const c of charges)
    if (CAPPED_STATUSES.includes(c.status))
      months.set(tokyoMonth(c.start), (months.get(tokyoMonth(c.start)) ?? 0) + c.amount);
  return months;
}

/**
 * Refuses new charges (409) that the fund does not cover, or that would take a month over its cap
 * together with the charges it already has.
 */
export function assertChargeable(
  fund: FundTerms,
  existing: readonly FundCharge[],
  adding: readonly { start: Date; amount: number }[],
): void {
  if (adding.some((a) => !fundCovers(fund, a.start))) throw fundNotCurrent();
  if (fund.monthlyCap === null) return;
  const months = cappedByMonth([
    ...existing,
    ...adding.map((a) => ({ ...a, status: 'requested' as const })),
  ]);
  const touched = new Set(adding.map((a) => tokyoMonth(a.start)));
  for (const month of touched)
    if ((months.get(month) ?? 0) > fund.monthlyCap) throw fundCapExceeded();
}

/**
 * Refuses a consumable line of `amount` on a used reservation charged to the fund (409): the fund
 * must cover the reservation's date and the month's cap take the line (`assertChargeable`), and
 * the reservation's total with it (`total`: use and consumables so far, plus the line) stay within
 * the approval threshold unless the budget holder booked it. A used reservation cannot wait for
 * the holder any more, so the line is refused rather than held.
 */
export function assertConsumableChargeable(
  fund: FundTerms,
  existing: readonly FundCharge[],
  line: { start: Date; amount: number; total: number; byHolder: boolean },
): void {
  assertChargeable(fund, existing, [{ start: line.start, amount: line.amount }]);
  if (!line.byHolder && awaitsHolder(fund, line.total)) throw fundThresholdExceeded();
}
