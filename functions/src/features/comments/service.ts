import { type AppError, forbidden, notFound } from '../../http/errors';
import type { AccountNameRecord } from '../search';
import type { CommentRecord, ExhibitComment } from './schema';
import type { NoticeDraft } from '../../shared/notices';
import { NOT_COMMENT_AUTHOR } from '../../model/error-codes';

/** Rules of comments; no Firestore in here. */

export const commentNotFound = (): AppError => notFound('Comment not found');

export const notCommentAuthor = (): AppError =>
  forbidden(
    NOT_COMMENT_AUTHOR,
    "Only the author may change this comment (and the exhibit's owner delete it)",
  );

/** 404 for an unknown comment, 403 unless `identity` wrote it (edits: a hidden one is 404). */
export function assertCommentAuthor(
  comment: CommentRecord | undefined,
  identity: string,
): asserts comment is CommentRecord {
  if (comment === undefined || comment.removedAt !== null) throw commentNotFound();
  if (comment.accountId !== identity) throw notCommentAuthor();
}

/** Whether `identity` may delete the comment: its author, or the exhibit's owner. */
export function mayDeleteComment(
  comment: Pick<CommentRecord, 'accountId'>,
  exhibitOwnerId: string,
  identity: string | null,
): boolean {
  return identity !== null && (comment.accountId === identity || exhibitOwnerId === identity);
}

/** 404 for an unknown comment, 403 unless `identity` may delete it (`mayDeleteComment`). */
export function assertMayDelete(
  comment: CommentRecord | undefined,
  exhibitOwnerId: string,
  identity: string,
): asserts comment is CommentRecord {
  if (comment === undefined) throw commentNotFound();
  if (!mayDeleteComment(comment, exhibitOwnerId, identity)) throw notCommentAuthor();
}

/**
 * A comment as the API shows it; the author's current name when the account is known. A hidden one
 * keeps its author and time, without its text.
 */
export function toComment(
  record: CommentRecord,
  author: AccountNameRecord | undefined,
  identity: string | null,
  exhibitOwnerId: string,
): ExhibitComment {
  const removed = record.removedAt !== null;
  return {
    id: record.id,
    accountId: record.accountId,
    accountName: author === undefined ? record.accountName : author.withdrawn ? null : author.name,
    accountKind: author?.kind ?? 'user',
    body: removed ? '' : record.body,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    isOwn: identity !== null && record.accountId === identity,
    removed,
    canDelete: mayDeleteComment(record, exhibitOwnerId, identity),
  };
}

export interface CommentNoticeInput {
  exhibit: { id: string; title: string; ownerId: string };
  /** The commenter's current identity and account name. */
  commenterId: string;
  commenterName: string;
  /** Accounts that favorited the exhibit. */
  favoriterIds: readonly string[];
  /** Authors of the earlier comments. */
  earlierCommenterIds: readonly string[];
  now: Date;
}

/**
 * The notices a new comment writes: `new_comment` to the owner, `favorite_commented` to accounts
 * that favorited the exhibit, `commented_commented` to earlier commenters. One notice per
 * recipient (the first of those that applies), never to the commenter.
 */
export function commentNotices(input: CommentNoticeInput): NoticeDraft[] {
  const { exhibit, commenterId, commenterName, now } = input;
  const kinds = new Map<string, NoticeDraft['kind']>();
  const add = (accountId: string, kind: NoticeDraft['kind']) => {
    if (accountId !== commenterId && !kinds.has(accountId)) kinds.set(accountId, kind);
  };
  add(exhibit.ownerId, 'new_comment');
  for (const id of input.favoriterIds) add(id, 'favorite_commented');
  for (const id of input.earlierCommenterIds) add(id, 'commented_commented');
  return [...kinds].map(([accountId, kind]) => ({
    accountId,
    role: kind === 'new_comment' ? 'owner' : 'customer',
    kind,
    exhibitId: exhibit.id,
    exhibitTitle: exhibit.title,
    favorite: null,
    comment: { accountName: commenterName },
    createdAt: now,
    confirmedAt: null,
  }));
}
