import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { idSchema } from '../../model/primitives';
import { roleQuery, type ChatSide, type TodoKind } from '../contacts';
import type { ReservationTodoKind } from '../../model/contact-types';
import type { NoticeKind } from '../../shared/notices';

/**
 * Notifications: the stored notices, the rows of the header panels and notification pages, and the
 * counters (docs/trades.md). To-dos are written by the contacts feature, notices by comments,
 * favorites and the daily deadline job.
 */

const timestamp = z.instanceof(Timestamp);

export const NOTICE_KINDS = [
  'new_favorite',
  'new_comment',
  'deadline_approach',
  'favorite_commented',
  'commented_commented',
  'reservation_approved',
  'reservation_rejected',
  'reservation_cancelled',
  'reservation_reminder',
] as const satisfies readonly NoticeKind[];

/** `notices/{id}`. */
export const noticeDocSchema = z.object({
  accountId: z.string(),
  role: z.enum(['owner', 'customer']),
  kind: z.enum(NOTICE_KINDS),
  exhibitId: z.string(),
  exhibitTitle: z.string(),
  favorite: z.object({ name: z.string() }).nullable(),
  comment: z.object({ accountName: z.string() }).nullable(),
  reservationId: z.string().optional(),
  createdAt: timestamp,
  confirmedAt: timestamp.nullable(),
});
export type NoticeDoc = z.infer<typeof noticeDocSchema>;

export const listQuery = roleQuery;
export const noticeParams = z.object({ id: idSchema });

export interface TodoRow {
  id: string;
  kind: TodoKind | ReservationTodoKind;
  side: ChatSide;
  accountId: string;
  contactId: string;
  /** Share-mode rows: the reservation (then `exhibitId`/`exhibitTitle` name the device); else null. */
  reservationId: string | null;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  createdAt: string;
}

export interface NoticeRow {
  id: string;
  kind: NoticeKind;
  role: ChatSide;
  accountId: string;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  favorite: { name: string } | null;
  comment: { accountName: string } | null;
  reservationId: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

export interface UnreadRow {
  contactId: string;
  side: ChatSide;
  accountId: string;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  latestAt: string;
}

export interface TodosResponse {
  todos: TodoRow[];
  total: number;
}
export interface NoticesResponse {
  notices: NoticeRow[];
  total: number;
}
export interface UnreadsResponse {
  unreads: UnreadRow[];
  total: number;
}

/** One side's counters: to-dos, unconfirmed notices and the unread map (contact id -> ms). */
export interface SideCounters {
  todo: number;
  notice: number;
  unread: Record<string, number>;
}
/** What `/notifications/{uid}` holds and `GET /home/notifications` answers. */
export interface Counters {
  owner: SideCounters;
  customer: SideCounters;
}
/** Counters with the Firestore read time they are true at (ms): the newest version wins. */
export interface VersionedCounters extends Counters {
  version: number;
}
