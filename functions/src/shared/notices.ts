import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { NoticeKind, NoticeSavedSearch } from '../model/notice-types';
import type { ReportTargetKind } from '../model/moderation-types';

/**
 * Notices (`notices/{id}`): written by comments, favorites, reservations and the daily deadline
 * job, read by the notifications feature. A writer builds a draft and stores `noticeDoc(draft)`.
 */

/** `notices/{noticeId}` as written (timestamps as Date; the store converts). */
export interface NoticeDraft {
  accountId: string;
  role: 'owner' | 'customer';
  kind: NoticeKind;
  exhibitId: string;
  exhibitTitle: string;
  favorite: { name: string } | null;
  comment: { accountName: string } | null;
  /** Set on share-mode notices: `exhibitId`/`exhibitTitle` then name the device. */
  reservationId?: string;
  /** Set on moderation notices: the moderators' reason and a suspension's end. */
  moderation?: { reason: string; until: Date | null; targetKind: ReportTargetKind };
  /** Set on wanted notices: the post (and an offer's message). */
  wanted?: { id: string; title: string; message: string };
  /** Set on saved-search notices: the search and its count of new exhibits. */
  savedSearch?: NoticeSavedSearch;
  /** Set on an outage's cancellation: the cancelled booking's time and the outage's reason. */
  reservation?: { start: Date; end: Date; reason: string };
  createdAt: Date;
  confirmedAt: null;
}

/** A notice draft as a `notices/{id}` document. */
export function noticeDoc(notice: NoticeDraft) {
  const { moderation, reservation, ...rest } = notice;
  return {
    ...rest,
    ...(moderation && {
      moderation: {
        ...moderation,
        until: moderation.until === null ? null : Timestamp.fromDate(moderation.until),
      },
    }),
    ...(reservation && {
      reservation: {
        ...reservation,
        start: Timestamp.fromDate(reservation.start),
        end: Timestamp.fromDate(reservation.end),
      },
    }),
    createdAt: Timestamp.fromDate(notice.createdAt),
  };
}

/** gRPC ALREADY_EXISTS, which `create` fails with when the document is there. */
const ALREADY_EXISTS = 6;

/**
 * Writes `notices/{id}` unless it exists: the daily jobs (deadlines, reminders) derive the id from
 * what the notice is about, so a rerun of a job notifies nobody twice. 1 when written, else 0.
 */
export async function createNoticeOnce(
  db: Firestore,
  id: string,
  notice: NoticeDraft,
): Promise<0 | 1> {
  try {
    await db.collection('notices').doc(id).create(noticeDoc(notice));
    return 1;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 0;
    throw error;
  }
}
