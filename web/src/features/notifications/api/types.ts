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
  | 'eval_customer'
  // Share mode: a reservation awaits the lender's approval.
  | 'approve_reservation';

export type NoticeKind =
  | 'new_favorite'
  | 'new_comment'
  | 'deadline_approach'
  | 'favorite_commented'
  | 'commented_commented'
  | 'reservation_approved'
  | 'reservation_rejected'
  | 'reservation_cancelled'
  | 'reservation_reminder';

export interface TodoRow {
  id: string;
  kind: TodoKind;
  side: CounterRole;
  accountId: string;
  contactId: string;
  /** Share-mode rows: the reservation (exhibitId/exhibitTitle then name the device). */
  reservationId?: string | null;
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
  reservationId?: string | null;
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
