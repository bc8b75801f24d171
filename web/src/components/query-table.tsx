import type { ComponentType, ReactNode } from 'react';
import type { QueryResult } from '../lib/use-query';
import { Loading, type LoadErrorProps } from './load-states';

export interface QueryTableProps<T, Row> {
  query: QueryResult<T>;
  rowsOf: (data: T) => readonly Row[];
  /** The loading note. */
  loading: string;
  /** The feature's failed-load box (`loadErrorOf`) and what it says failed. */
  LoadError: ComponentType<LoadErrorProps>;
  loadFailed: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The line above the table ("12 exhibits"), if any. */
  total?: (data: T) => string;
  /** The table's accessible name: a hidden caption, or the id of a heading that names it. */
  caption?: string;
  labelledBy?: string;
  /** The column headings. */
  columns: readonly string[];
  /** One `<tr>` (with its key) per row. */
  row: (row: Row) => ReactNode;
  /** Below the table: the page links. */
  pager?: (data: T) => ReactNode;
}

/**
 * The body of a list page: loading, a failed load with its retry, the empty state, or the total, a
 * table that scrolls sideways on a narrow screen, and the page links. The page keeps its title,
 * filters and the query; this only shows what the query answered.
 */
export function QueryTable<T, Row>({
  query,
  rowsOf,
  loading,
  LoadError,
  loadFailed,
  empty,
  total,
  caption,
  labelledBy,
  columns,
  row,
  pager,
}: QueryTableProps<T, Row>) {
  if (query.status === 'loading') return <Loading message={loading} />;
  if (query.status === 'error') {
    return <LoadError message={loadFailed} error={query.error} onRetry={query.refetch} />;
  }
  const rows = rowsOf(query.data);
  if (rows.length === 0) return <>{empty}</>;
  return (
    <>
      {total && <p className="list-page__total">{total(query.data)}</p>}
      <div className="list-page__table-scroll">
        <table className="list-page__table" aria-labelledby={labelledBy}>
          {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </table>
      </div>
      {pager?.(query.data)}
    </>
  );
}
