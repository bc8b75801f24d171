import type { ParseKeys } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paging } from '../lib/paging';
import type { QueryResult } from '../lib/use-query';
import { PageLinks } from './exhibit/page-links';
import { Loading, type LoadErrorProps } from './load-states';
import { TableScroll } from './table-scroll';

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
 * table that scrolls sideways on a narrow screen (`TableScroll`), and the page links. The page keeps its title,
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
      <TableScroll label={caption} labelledBy={labelledBy}>
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
      </TableScroll>
      {pager?.(query.data)}
    </>
  );
}

type PrefixOf<Key, Word extends string> = Key extends `${infer Prefix}.${Word}` ? Prefix : never;

/**
 * The i18n prefixes under which a paged list keeps its words: `<prefix>.loading`, `.loadFailed`,
 * `.empty`, `.total` (with `count`) and the column headings `.columns.<name>`.
 */
export type ListWords = PrefixOf<ParseKeys, 'loading'> &
  PrefixOf<ParseKeys, 'loadFailed'> &
  PrefixOf<ParseKeys, 'empty'> &
  PrefixOf<ParseKeys, 'total'>;

/** The column names under `<prefix>.columns`. */
export type ColumnOf<Prefix extends string> = ParseKeys extends infer Key
  ? Key extends `${Prefix}.columns.${infer Column}`
    ? Column
    : never
  : never;

export interface PagedTableProps<
  T extends { total: number },
  Row,
  Words extends ListWords,
> extends Pick<QueryTableProps<T, Row>, 'query' | 'rowsOf' | 'LoadError' | 'row'> {
  /** Where the list's words are (`'lender.devices'`: `lender.devices.loading` and so on). */
  words: Words;
  /** The table's accessible name (a hidden caption). */
  caption: string;
  columns: readonly ColumnOf<Words>[];
  /** The page shown, for the page links (and `pastEnd`). */
  paging: Pick<Paging, 'page' | 'pageSize' | 'hrefFor'>;
  /** What an empty page after the first says, instead of `<words>.empty`. */
  pastEnd?: ParseKeys;
}

/**
 * A paged list of the API (`{ <rows>, total }`) as a table with its total and page links, in the
 * words under one i18n prefix: what the list pages of the manage area have in common.
 */
export function PagedTable<T extends { total: number }, Row, Words extends ListWords>({
  words,
  columns,
  paging: { page, pageSize, hrefFor },
  pastEnd,
  ...table
}: PagedTableProps<T, Row, Words>) {
  const { t } = useTranslation();
  // Keys from the prefixes that hold every word, rather than from this one generic prefix, which
  // i18next's typings cannot resolve.
  const prefix: ListWords = words;
  return (
    <QueryTable
      {...table}
      loading={t(`${prefix}.loading`)}
      loadFailed={t(`${prefix}.loadFailed`)}
      empty={
        <p className="state">
          {t(pastEnd !== undefined && page > 1 ? pastEnd : `${prefix}.empty`)}
        </p>
      }
      total={(data) => t(`${prefix}.total`, { count: data.total })}
      // `columns` holds only names under `<words>.columns` (see ColumnOf), which TypeScript cannot
      // follow through the template.
      columns={columns.map((column) => t(`${prefix}.columns.${column}` as ParseKeys))}
      pager={(data) => (
        <PageLinks page={page} total={data.total} pageSize={pageSize} hrefFor={hrefFor} />
      )}
    />
  );
}
