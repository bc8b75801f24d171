import { type Firestore, type Query, Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { forbidden, notFound } from '../../http/errors';
import { type ChatSide, RESERVATION_TODO_KINDS } from '../../model/contact-types';
import {
  OUTAGE_NOTICE_KINDS,
  QUALIFICATION_NOTICE_KINDS,
  RESERVATION_NOTICE_KINDS,
} from '../../model/notice-types';
import type { ReportTargetKind } from '../../model/moderation-types';
import { todoDocSchema } from '../contacts';
import { accountIdsOf } from '../../shared/identities';
import { emptySide } from './service';
import {
  type NoticeRow,
  type SideCounters,
  type TodoRow,
  type UnreadRow,
  type VersionedCounters,
  noticeDocSchema,
} from './schema';
import { runTransaction } from '../../shared/transactions';
import { parseDoc, readPage } from '../../shared/firestore-docs';
import { NOT_NOTICE_OWNER } from '../../model/error-codes';

export const noticeNotFound = () => notFound('Notice not found');
export const notNoticeOwner = () =>
  forbidden(NOT_NOTICE_OWNER, 'This notice belongs to an account you cannot act for');

/** The read-marker field of a side on a contact, and the field naming that side's account. */
const SIDE_FIELDS = {
  owner: { account: 'ownerId', marker: 'unread.owner' },
  customer: { account: 'customerId', marker: 'unread.customer' },
} as const;

const EPOCH = Timestamp.fromMillis(0);

/**
 * All Firestore reads of the notifications: the rows of the panels and pages and the counters, over
 * a list of account ids (every identity of the user, at most 30 for Firestore's `in`).
 */
export interface NotificationsStore {
  accountIdsOf(uid: string): Promise<string[]>;
  listTodos(
    accountIds: string[],
    side: ChatSide,
    limit: number,
    offset: number,
  ): Promise<{ todos: TodoRow[]; total: number }>;
  listNotices(
    accountIds: string[],
    role: ChatSide,
    limit: number,
    offset: number,
  ): Promise<{ notices: NoticeRow[]; total: number }>;
  /** Sets `confirmedAt` once (404 unknown, 403 `not_notice_owner`). */
  confirmNotice(id: string, accountIds: string[], now: Date): Promise<void>;
  listUnreads(
    accountIds: string[],
    side: ChatSide,
    limit: number,
    offset: number,
  ): Promise<{ unreads: UnreadRow[]; total: number }>;
  /** The counters of these accounts, stamped with the oldest read time of their queries. */
  counters(accountIds: string[]): Promise<VersionedCounters>;
}

interface ExhibitRowDoc {
  kind: string;
  exhibitId: string;
  reservationId?: string | undefined;
  moderation?: { targetKind: ReportTargetKind } | undefined;
}

/** Row kinds whose `exhibitId` names a device (share mode), never a reuse exhibit. */
const DEVICE_ROW_KINDS: ReadonlySet<string> = new Set([
  ...RESERVATION_TODO_KINDS,
  ...RESERVATION_NOTICE_KINDS,
  ...QUALIFICATION_NOTICE_KINDS,
  ...OUTAGE_NOTICE_KINDS,
]);

/**
 * Whether a row's `exhibitId` names a reuse exhibit, which may have been cancelled: not a share-mode
 * row (a device), nor a moderation notice about a share listing or an account (exhibitId '').
 */
function namesReuseExhibit(doc: ExhibitRowDoc): boolean {
  if (DEVICE_ROW_KINDS.has(doc.kind) || doc.reservationId !== undefined) return false;
  if (doc.exhibitId === '') return false;
  const kind = doc.moderation?.targetKind;
  return kind !== 'share_exhibit' && kind !== 'account';
}

export function createNotificationsStore(db: Firestore): NotificationsStore {
  const todos = db.collection('todos');
  const notices = db.collection('notices');
  const contacts = db.collection('contacts');
  const exhibits = db.collection('exhibits');

  /** Exhibit ids that were cancelled or no longer exist (their rows are shown disabled). */
  async function cancelledAmong(exhibitIds: string[]): Promise<Set<string>> {
    const unique = [...new Set(exhibitIds)];
    if (unique.length === 0) return new Set();
    const snaps = await db.getAll(...unique.map((id) => exhibits.doc(id)), {
      fieldMask: ['cancelledAt'],
    });
    return new Set(
      snaps.filter((s) => !s.exists || (s.get('cancelledAt') ?? null) !== null).map((s) => s.id),
    );
  }

  /**
   * A page of to-dos or notices, newest first, and whether a row's exhibit is cancelled (share-mode
   * rows name a reservation and a device, never a cancelled exhibit).
   */
  async function rowsOf<T extends ExhibitRowDoc>(
    query: Query,
    schema: z.ZodType<T>,
    limit: number,
    offset: number,
  ) {
    const { docs, total } = await readPage(query, 'createdAt', 'desc', { limit, offset });
    const rows = docs.map((d) => ({ id: d.id, doc: parseDoc(schema, d) }));
    const reuse = rows.filter((r) => namesReuseExhibit(r.doc));
    const cancelled = await cancelledAmong(reuse.map((r) => r.doc.exhibitId));
    const exhibitCancelled = (doc: T) => namesReuseExhibit(doc) && cancelled.has(doc.exhibitId);
    return { rows, total, exhibitCancelled };
  }

  const unreadQuery = (accountIds: string[], side: ChatSide) =>
    contacts
      .where(SIDE_FIELDS[side].account, 'in', accountIds)
      .where(SIDE_FIELDS[side].marker, '>', EPOCH);

  return {
    accountIdsOf: (uid) => accountIdsOf(db, uid),

    async listTodos(accountIds, side, limit, offset) {
      const { rows, total, exhibitCancelled } = await rowsOf(
        todos.where('accountId', 'in', accountIds).where('side', '==', side),
        todoDocSchema,
        limit,
        offset,
      );
      return {
        todos: rows.map(({ id, doc }) => ({
          id,
          kind: doc.kind,
          side: doc.side,
          accountId: doc.accountId,
          contactId: doc.contactId,
          reservationId: doc.reservationId ?? null,
          exhibitId: doc.exhibitId,
          exhibitTitle: doc.exhibitTitle,
          exhibitCancelled: exhibitCancelled(doc),
          createdAt: doc.createdAt.toDate().toISOString(),
        })),
        total,
      };
    },

    async listNotices(accountIds, role, limit, offset) {
      const { rows, total, exhibitCancelled } = await rowsOf(
        notices.where('accountId', 'in', accountIds).where('role', '==', role),
        noticeDocSchema,
        limit,
        offset,
      );
      return {
        notices: rows.map(({ id, doc }) => ({
          id,
          kind: doc.kind,
          role: doc.role,
          accountId: doc.accountId,
          exhibitId: doc.exhibitId,
          exhibitTitle: doc.exhibitTitle,
          exhibitCancelled: exhibitCancelled(doc),
          favorite: doc.favorite,
          comment: doc.comment,
          reservationId: doc.reservationId ?? null,
          moderation:
            doc.moderation === undefined
              ? null
              : {
                  reason: doc.moderation.reason,
                  until: doc.moderation.until?.toDate().toISOString() ?? null,
                  targetKind: doc.moderation.targetKind,
                },
          wanted: doc.wanted ?? null,
          savedSearch: doc.savedSearch ?? null,
          reservation:
            doc.reservation === undefined
              ? null
              : {
                  start: doc.reservation.start.toDate().toISOString(),
                  end: doc.reservation.end.toDate().toISOString(),
                  reason: doc.reservation.reason,
                },
          createdAt: doc.createdAt.toDate().toISOString(),
          confirmedAt: doc.confirmedAt?.toDate().toISOString() ?? null,
        })),
        total,
      };
    },

    async confirmNotice(id, accountIds, now) {
      await runTransaction(db, async (tx) => {
        const snap = await tx.get(notices.doc(id));
        if (!snap.exists) throw noticeNotFound();
        const notice = parseDoc(noticeDocSchema, snap);
        if (!accountIds.includes(notice.accountId)) throw notNoticeOwner();
        if (notice.confirmedAt !== null) return;
        tx.update(snap.ref, { confirmedAt: Timestamp.fromDate(now) });
      });
    },

    async listUnreads(accountIds, side, limit, offset) {
      const { docs, total } = await readPage(
        unreadQuery(accountIds, side),
        SIDE_FIELDS[side].marker,
        'desc',
        { limit, offset },
      );
      const cancelled = await cancelledAmong(docs.map((d) => d.get('exhibitId') as string));
      return {
        unreads: docs.map((d) => {
          const exhibitId = d.get('exhibitId') as string;
          return {
            contactId: d.id,
            side,
            accountId: d.get(SIDE_FIELDS[side].account) as string,
            exhibitId,
            exhibitTitle: d.get('exhibitTitle') as string,
            exhibitCancelled: cancelled.has(exhibitId),
            latestAt: (d.get(SIDE_FIELDS[side].marker) as Timestamp).toDate().toISOString(),
          };
        }),
        total,
      };
    },

    async counters(accountIds) {
      const readTimes: Timestamp[] = [];
      const side = async (s: ChatSide): Promise<SideCounters> => {
        const [todoCount, noticeCount, unread] = await Promise.all([
          todos.where('accountId', 'in', accountIds).where('side', '==', s).count().get(),
          notices
            .where('accountId', 'in', accountIds)
            .where('role', '==', s)
            .where('confirmedAt', '==', null)
            .count()
            .get(),
          unreadQuery(accountIds, s).select(SIDE_FIELDS[s].marker).get(),
        ]);
        readTimes.push(todoCount.readTime, noticeCount.readTime, unread.readTime);
        return {
          ...emptySide(),
          todo: todoCount.data().count,
          notice: noticeCount.data().count,
          unread: Object.fromEntries(
            unread.docs.map((d) => [d.id, (d.get(SIDE_FIELDS[s].marker) as Timestamp).toMillis()]),
          ),
        };
      };
      const [owner, customer] = await Promise.all([side('owner'), side('customer')]);
      const version = Math.min(...readTimes.map((t) => t.toMillis()));
      return { owner, customer, version };
    },
  };
}
