import { z } from 'zod';
import { idSchema } from '../../model/primitives';

/**
 * Comments on exhibits (contract "Public"): `exhibits/{id}/comments/{commentId}`. Anyone who may
 * view the exhibit reads them; signed-in users with a profile write them as their current identity.
 */

export const commentParams = z.object({ id: idSchema, commentId: idSchema });

// Records.

/** `exhibits/{id}/comments/{commentId}` */
export interface CommentRecord {
  id: string;
  /** The author: the current identity (user or group account) when it was written. */
  accountId: string;
  /** The author's account name when it was written. */
  accountName: string;
  /** The Auth user who wrote it (a group member, for a group). */
  uid: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Notice kinds (spec section 4). */
export type NoticeKind =
  | 'new_favorite'
  | 'new_comment'
  | 'deadline_approach'
  | 'favorite_commented'
  | 'commented_commented'
  // Share mode (docs/share-mode.md): to the user, and `reservation_cancelled` also to the lender.
  | 'reservation_approved'
  | 'reservation_rejected'
  | 'reservation_cancelled'
  | 'reservation_reminder';

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
  createdAt: Date;
  confirmedAt: null;
}

// API shapes (the model's).
export type {
  CommentListResponse,
  CommentResponse,
  ExhibitComment,
} from '../../model/exhibit-types';
