import type { CounterKind, CounterRole } from '../counters';

/** Rows of the header panels and notification pages (docs/trades.md, API). Dates are ISO 8601. */

export type TodoKind =
  | 'chat_owner'
  | 'delivery'
  | 'confirm_return'
  | 'eval_owner'
  | 'chat_customer'
  | 'receipt'
  | 'return_exhibit'
  | 'eval_customer';

export type NoticeKind =
  | 'new_favorite'
  | 'new_comment'
  | 'deadline_approach'
  | 'favorite_commented'
  | 'commented_commented';

export interface TodoRow {
  id: string;
  kind: TodoKind;
  side: CounterRole;
  accountId: string;
  contactId: string;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  createdAt: string;
}

export interface NoticeRow {
  id: string;
  kind: NoticeKind;
  role: CounterRole;
  accountId: string;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  favorite: { name: string } | null;
  comment: { accountName: string } | null;
  createdAt: string;
  confirmedAt: string | null;
}

export interface UnreadRow {
  contactId: string;
  side: CounterRole;
  accountId: string;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  latestAt: string;
}

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
