import { describe, expect, it } from 'vitest';
import type { CommentRecord } from './schema';
import { assertCommentAuthor, commentNotices, toComment } from './service';
import { codeOf } from '../../../test/app-errors';

const NOW = new Date('2026-04-01T00:00:00Z');
const exhibit = { id: 'e1', title: 'Desk', ownerId: 'alice' };

const comment: CommentRecord = {
  id: 'c1',
  accountId: 'bob',
  accountName: 'Bob (then)',
  uid: 'bob',
  body: 'Hi',
  createdAt: NOW,
  updatedAt: NOW,
  removedAt: null,
};

describe('commentNotices', () => {
  const notices = (commenterId: string, favoriterIds: string[], earlierCommenterIds: string[]) =>
    commentNotices({
      exhibit,
      commenterId,
      commenterName: 'Name',
      favoriterIds,
      earlierCommenterIds,
      now: NOW,
    }).map((n) => `${n.accountId}:${n.kind}:${n.role}`);

  it('when nobody else is involved, then only the owner is told', () => {
    expect(notices('bob', [], [])).toEqual(['alice:new_comment:owner']);
  });

  it('when the owner comments, then the owner is not told', () => {
    expect(notices('alice', [], ['bob'])).toEqual(['bob:commented_commented:customer']);
  });

  it('when accounts are in several roles, then one notice each, owner > favorite > commented', () => {
    expect(notices('bob', ['carol', 'alice', 'bob'], ['carol', 'dave', 'dave', 'bob'])).toEqual([
      'alice:new_comment:owner',
      'carol:favorite_commented:customer',
      'dave:commented_commented:customer',
    ]);
  });

  it('when written, then the notice carries the exhibit and the commenter name', () => {
    expect(
      commentNotices({
        exhibit,
        commenterId: 'bob',
        commenterName: 'Bob',
        favoriterIds: [],
        earlierCommenterIds: [],
        now: NOW,
      }),
    ).toEqual([
      {
        accountId: 'alice',
        role: 'owner',
        kind: 'new_comment',
        exhibitId: 'e1',
        exhibitTitle: 'Desk',
        favorite: null,
        comment: { accountName: 'Bob' },
        createdAt: NOW,
        confirmedAt: null,
      },
    ]);
  });
});

describe('assertCommentAuthor', () => {
  it('when unknown, then 404; when someone else, then 403; the author passes', () => {
    expect(codeOf(() => assertCommentAuthor(undefined, 'bob'))).toBe('404 not_found');
    expect(codeOf(() => assertCommentAuthor(comment, 'carol'))).toBe('403 not_comment_author');
    expect(codeOf(() => assertCommentAuthor(comment, 'bob'))).toBeUndefined();
  });
});

describe('toComment', () => {
  it('when the author account is known, then its current name and kind', () => {
    const account = { id: 'bob', kind: 'user' as const, name: 'Bob', withdrawn: false };
    expect(toComment(comment, account, 'bob', 'alice')).toEqual({
      id: 'c1',
      accountId: 'bob',
      accountName: 'Bob',
      accountKind: 'user',
      body: 'Hi',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      isOwn: true,
      removed: false,
      canDelete: true,
    });
  });

  it("when the moderators hid it, then no text; the exhibit's owner may delete it, others not", () => {
    const hidden = { ...comment, removedAt: NOW };
    expect(toComment(hidden, undefined, 'alice', 'alice')).toMatchObject({
      body: '',
      removed: true,
      canDelete: true,
      isOwn: false,
    });
    expect(toComment(comment, undefined, 'carol', 'alice').canDelete).toBe(false);
    expect(toComment(comment, undefined, null, 'alice').canDelete).toBe(false);
  });

  it('when withdrawn, then no name; when unknown, then the stored name', () => {
    const withdrawn = { id: 'bob', kind: 'user' as const, name: 'Bob', withdrawn: true };
    expect(toComment(comment, withdrawn, null, 'alice')).toMatchObject({
      accountName: null,
      isOwn: false,
    });
    expect(toComment(comment, undefined, 'carol', 'alice').accountName).toBe('Bob (then)');
  });
});
