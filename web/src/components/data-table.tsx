import type { ReactNode } from 'react';
import { TableScroll } from './table-scroll';

export interface DataColumn<Row> {
  /** The column heading (also the cells' key: unique in a table). */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The heading's class and the cells' class. */
  headerClassName?: string;
  className?: string;
  /** `no` where the cells hold names that machine translation must leave alone. */
  translate?: 'no';
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  /** The table's class. */
  className: string;
  /** The table's accessible name: a hidden caption, or the id of a heading that names it. */
  caption?: string;
  labelledBy?: string;
}

/**
 * A table of records, one row each, under column headings: a history, the invitations, the
 * charged lines of a month. What each cell shows is its column's `cell`. It sits in the box that
 * scrolls sideways on a narrow screen, with its cue (`TableScroll`).
 */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  className,
  caption,
  labelledBy,
}: DataTableProps<Row>) {
  return (
    <TableScroll label={caption} labelledBy={labelledBy}>
      <table className={className} aria-labelledby={labelledBy}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.headerClassName}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className} translate={column.translate}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
