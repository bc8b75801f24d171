import { z } from 'zod';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';
import { idSchema } from '../../model/primitives';
import { NOTICE_KINDS } from '../../model/notice-types';
import { REPORT_TARGET_KINDS } from '../../model/moderation-types';
import { savedSearchQuerySchema } from '../../model/saved-search';
import { roleQuery } from '../contacts';
import { queryBoolean } from '../../http/validate';

export type {
  NoticeRow,
  NoticesResponse,
  TodoRow,
  TodosResponse,
  UnreadRow,
  UnreadsResponse,
} from '../../model/notice-types';

/**
 * Notifications: the stored notices, the rows of the header panels and notification pages, and the
 * counters (docs/trades.md). To-dos are written by the contacts feature, notices by comments,
 * favorites and the daily deadline job.
 */

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
  /** Moderation notices (docs/moderation.md); absent on the others. */
  moderation: z
    .object({
      reason: z.string(),
      until: timestamp.nullable(),
      targetKind: z.enum(REPORT_TARGET_KINDS),
    })
    .optional(),
  /** Wanted notices (docs/wanted.md); absent on the others. */
  wanted: z.object({ id: z.string(), title: z.string(), message: z.string() }).optional(),
  /** Saved-search notices (docs/saved-searches.md); absent on the others. */
  savedSearch: z
    .object({ id: z.string(), name: z.string(), query: savedSearchQuerySchema, count: z.number() })
    .optional(),
  /** An outage's cancellation (docs/share-mode.md): the booking's time, the outage's reason. */
  reservation: z.object({ start: timestamp, end: timestamp, reason: z.string() }).optional(),
  createdAt: timestamp,
  confirmedAt: timestamp.nullable(),
});
export type NoticeDoc = z.infer<typeof noticeDocSchema>;

export const listQuery = roleQuery;
export const noticeParams = z.object({ id: idSchema });
/** `GET /home/notifications?fresh=true`: recount instead of answering the stored counters. */
export const countersQuery = z.object({ fresh: queryBoolean.optional() }).strict();

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
