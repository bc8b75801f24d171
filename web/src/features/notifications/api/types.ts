import type { NoticeRow, TodoRow, UnreadRow } from '@campus/model/notice-types';
import type { CounterKind } from '../counters';

/** Rows of the header panels and notification pages (docs/trades.md, API), in the model's shapes. */

export type { NoticeRow, TodoRow, UnreadRow };

export interface RowsOf {
  todo: TodoRow;
  notice: NoticeRow;
  unread: UnreadRow;
}

export type AnyRow = RowsOf[CounterKind];

/** One page of rows of a kind and its total. */
export interface RowPage<K extends CounterKind = CounterKind> {
  rows: RowsOf[K][];
  total: number;
}
