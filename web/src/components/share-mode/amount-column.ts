import type { DataColumn } from '../data-table';

/**
 * A column of amounts in yen (`yen` of `useYen`), right-aligned on one line in a
 * `.list-page__table`: a bill's, an earnings month's, a fund statement's.
 */
export function amountColumn<Row>(
  yen: (amount: number) => string,
  header: string,
  amountOf: (row: Row) => number,
): DataColumn<Row> {
  return {
    header,
    cell: (row) => yen(amountOf(row)),
    headerClassName: 'list-page__amount',
    className: 'list-page__amount',
  };
}
