import { validationError } from '../../http/errors';
import { toCsv } from '../../shared/csv';
import { tokyoMonth, tokyoText } from '../../model/tokyo-time';
import {
  type AccountNames,
  type Bill,
  type BillLine,
  type Earnings,
  type Payment,
  subtotalsByFund,
} from '../reservations';

/** Month ranges and CSV of bills and earnings (docs/share-mode.md); no Firestore in here. */

/**
 * A user's bill as one of its lenders sees it: only the lines it lent, its share as the total, what
 * was paid to it as paid (never the other lenders' lines or payments).
 */
export function lenderViewOf(bill: Bill, lenderId: string, payments: readonly Payment[]): Bill {
  const lines = bill.lines.filter((l) => l.lenderId === lenderId);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const paid = payments
    .filter((p) => p.billId === bill.id && p.lenderId === lenderId)
    .reduce((sum, p) => sum + p.amount, 0);
  return { ...bill, lines, byFund: subtotalsByFund(lines), total, paid, due: total - paid };
}

/** Date-range dialogs cover at most 1 year: 12 months. */
export const MAX_MONTHS = 12;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The months from `from` to `to` inclusive (`YYYY-MM`); 400 at `query.to` beyond 12 or reversed. */
export function monthsBetween(from: string, to: string): string[] {
  const a = MONTH.exec(from);
  const b = MONTH.exec(to);
  if (a === null || b === null) throw new Error('Validated by the query schema');
  const index = (m: RegExpExecArray) => Number(m[1]) * 12 + Number(m[2]) - 1;
  const count = index(b) - index(a) + 1;
  if (count < 1)
    throw validationError([{ location: 'query.to', message: 'The range ends before it starts' }]);
  if (count > MAX_MONTHS)
    throw validationError([{ location: 'query.to', message: 'The range is at most 1 year' }]);
  return Array.from({ length: count }, (_, i) => {
    const n = index(a) + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

const LINE_COLUMNS = [
  'month',
  'reservation',
  'device',
  'start',
  'end',
  'status',
  'fee_yen',
  'consumables_yen',
  'assistance_yen',
  'total_yen',
  'fund',
  'project_code',
  'kind',
  'rate_class',
  'fiscal_year',
];

/** A line's cells in `LINE_COLUMNS` order. */
const lineCells = (month: string, l: BillLine) => [
  month,
  l.reservationId,
  l.deviceName,
  tokyoText(l.start),
  tokyoText(l.end),
  l.status,
  l.fee,
  l.consumables,
  l.assistance,
  l.amount,
  l.fund?.name ?? '',
  l.fund?.projectCode ?? '',
  l.kind,
  l.rateClass,
  l.fiscalYear ?? '',
];

/**
 * One row per bill line (month, reservation, device, lender, times in Tokyo, status, the use, the
 * consumables, the assistance and their total, the fund and its project code, then whether it is
 * a session or a yearly registration, the rate class and a registration's fiscal year).
 */
export function billsCsv(bills: readonly Bill[]): string {
  return toCsv(
    [...LINE_COLUMNS.slice(0, 3), 'lender', ...LINE_COLUMNS.slice(3)],
    bills.flatMap((bill) =>
      bill.lines.map((l) => {
        const cells = lineCells(bill.month, l);
        return [...cells.slice(0, 3), l.lenderId, ...cells.slice(3)];
      }),
    ),
  );
}

export function earningsCsv(earnings: readonly Earnings[]): string {
  return toCsv(
    LINE_COLUMNS,
    earnings.flatMap((e) => e.lines.map((l) => lineCells(e.month, l))),
  );
}

/**
 * The lines charged to a fund in its fiscal year, one row each, for the accounting office: the
 * billed user and the lender by the names the statement shows (`names`: current names, absent or
 * null for a withdrawn account, then empty), their ids last to tell same names apart.
 */
export function fundChargesCsv(lines: readonly BillLine[], names: AccountNames): string {
  return toCsv(
    [
      ...LINE_COLUMNS.slice(0, 3),
      'user',
      'lender',
      ...LINE_COLUMNS.slice(3),
      'user_id',
      'lender_id',
    ],
    lines.map((l) => {
      const cells = lineCells(tokyoMonth(l.start), l);
      return [
        ...cells.slice(0, 3),
        names.get(l.userId) ?? '',
        names.get(l.lenderId) ?? '',
        ...cells.slice(3),
        l.userId,
        l.lenderId,
      ];
    }),
  );
}
