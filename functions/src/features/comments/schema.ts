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
  /** '' once the moderators hid it (the text is kept in their audit). */
  body: string;
  createdAt: Date;
  updatedAt: Date;
  /** When the moderators hid it (docs/moderation.md); null while shown. */
  removedAt: Date | null;
}

// API shapes (the model's).
export type {
  CommentListResponse,
  CommentResponse,
  ExhibitComment,
} from '../../model/exhibit-types';
