import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { toExhibitRecord, assertViewable, exhibitNotFound, type ExhibitRecord } from '../search';
import type { CommentRecord } from './schema';
import { noticeDoc } from '../../shared/notices';
import { assertCommentAuthor, assertMayDelete, commentNotices } from './service';
import { assertNotBlockedTx } from '../blocks';
import { runTransaction } from '../../shared/transactions';
import { parseDoc, readPage, timestampSchema } from '../../shared/firestore-docs';

const commentDocSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  uid: z.string(),
  body: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  removedAt: timestampSchema.nullable().default(null),
});

function toCommentRecord(snap: DocumentSnapshot): CommentRecord {
  const d = parseDoc(commentDocSchema, snap);
  return {
    ...d,
    id: snap.id,
    createdAt: d.createdAt.toDate(),
    updatedAt: d.updatedAt.toDate(),
    removedAt: d.removedAt?.toDate() ?? null,
  };
}

export interface NewComment {
  exhibitId: string;
  /** The current identity (the author account). */
  identity: string;
  uid: string;
  body: string;
  now: Date;
}

/** All Firestore access of comments; every write is a transaction with the exhibit's counter. */
export interface CommentsStore {
  /** Oldest first, then by id; `total` counts all comments of the exhibit. */
  listComments(
    exhibitId: string,
    limit: number,
    offset: number,
  ): Promise<{ comments: CommentRecord[]; total: number }>;
  /**
   * Creates the comment on a viewable exhibit (404 otherwise), increments `commentCount` and
   * writes the notices, in one transaction.
   */
  createComment(input: NewComment): Promise<CommentRecord>;
  /** Replaces the body of the author's own comment on a viewable exhibit. */
  updateComment(
    exhibitId: string,
    commentId: string,
    identity: string,
    body: string,
    now: Date,
  ): Promise<CommentRecord>;
  /**
   * Deletes a comment its author wrote, or one on the identity's own exhibit, and decrements
   * `commentCount` (any state of the exhibit).
   */
  deleteComment(exhibitId: string, commentId: string, identity: string): Promise<void>;
}

export function createCommentsStore(db: Firestore): CommentsStore {
  const exhibits = db.collection('exhibits');
  const comments = (exhibitId: string) => exhibits.doc(exhibitId).collection('comments');
  const accounts = db.collection('accounts');
  const notices = db.collection('notices');

  async function readExhibit(tx: Transaction, exhibitId: string): Promise<ExhibitRecord> {
    const snap = await tx.get(exhibits.doc(exhibitId));
    if (!snap.exists) throw exhibitNotFound();
    return toExhibitRecord(snap);
  }

  async function readComment(
    tx: Transaction,
    exhibitId: string,
    commentId: string,
  ): Promise<CommentRecord | undefined> {
    const snap = await tx.get(comments(exhibitId).doc(commentId));
    return snap.exists ? toCommentRecord(snap) : undefined;
  }

  return {
    async listComments(exhibitId, limit, offset) {
      const page = { limit, offset };
      const { docs, total } = await readPage(comments(exhibitId), 'createdAt', 'asc', page);
      return { comments: docs.map(toCommentRecord), total };
    },

    async createComment({ exhibitId, identity, uid, body, now }) {
      const ref = comments(exhibitId).doc();
      return runTransaction(db, async (tx) => {
        const exhibit = await readExhibit(tx, exhibitId);
        assertViewable(exhibit, identity);
        await assertNotBlockedTx(db, tx, identity, exhibit.ownerId);
        const accountSnap = await tx.get(accounts.doc(identity));
        const favoritesSnap = await tx.get(
          db.collectionGroup('favorites').where('exhibitId', '==', exhibitId),
        );
        const earlierSnap = await tx.get(comments(exhibitId).select('accountId'));
        const name: unknown = accountSnap.get('name');
        const accountName = typeof name === 'string' ? name : '';
        const drafts = commentNotices({
          exhibit,
          commenterId: identity,
          commenterName: accountName,
          favoriterIds: favoritesSnap.docs.flatMap((d) => d.ref.parent.parent?.id ?? []),
          earlierCommenterIds: earlierSnap.docs.map((d) => String(d.get('accountId'))),
          now,
        });
        const at = Timestamp.fromDate(now);
        const record: CommentRecord = {
          id: ref.id,
          accountId: identity,
          accountName,
          uid,
          body,
          createdAt: now,
          updatedAt: now,
          removedAt: null,
        };
        tx.create(ref, {
          accountId: identity,
          accountName,
          uid,
          body,
          createdAt: at,
          updatedAt: at,
          removedAt: null,
        });
        tx.update(exhibits.doc(exhibitId), { commentCount: FieldValue.increment(1) });
        for (const notice of drafts) tx.create(notices.doc(), noticeDoc(notice));
        return record;
      });
    },

    async updateComment(exhibitId, commentId, identity, body, now) {
      return runTransaction(db, async (tx) => {
        const exhibit = await readExhibit(tx, exhibitId);
        assertViewable(exhibit, identity);
        const comment = await readComment(tx, exhibitId, commentId);
        assertCommentAuthor(comment, identity);
        tx.update(comments(exhibitId).doc(commentId), {
          body,
          updatedAt: Timestamp.fromDate(now),
        });
        return { ...comment, body, updatedAt: now };
      });
    },

    async deleteComment(exhibitId, commentId, identity) {
      await runTransaction(db, async (tx) => {
        const exhibit = await readExhibit(tx, exhibitId);
        const comment = await readComment(tx, exhibitId, commentId);
        assertMayDelete(comment, exhibit.ownerId, identity);
        tx.delete(comments(exhibitId).doc(commentId));
        tx.update(exhibits.doc(exhibitId), { commentCount: FieldValue.increment(-1) });
      });
    },
  };
}
