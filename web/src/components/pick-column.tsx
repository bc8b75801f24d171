import type { DataColumn } from './data-table';

/**
 * A table's first column of boxes that pick rows (a draw's winners, a training session's users):
 * each box named by `labelOf` its row, checked while its key is in `picked`.
 */
export function pickColumn<Row>({
  header,
  picked,
  keyOf,
  labelOf,
  onPick,
}: {
  header: string;
  picked: ReadonlySet<string>;
  keyOf: (row: Row) => string;
  labelOf: (row: Row) => string;
  onPick: (key: string, on: boolean) => void;
}): DataColumn<Row> {
  return {
    header,
    cell: (row) => (
      <input
        type="checkbox"
        checked={picked.has(keyOf(row))}
        aria-label={labelOf(row)}
        onChange={(event) => onPick(keyOf(row), event.target.checked)}
      />
    ),
  };
}
