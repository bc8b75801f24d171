import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createProfile,
  createTestApp,
  createUser,
  createUserWithProfile,
  createUsersWithProfiles,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import {
  V1,
  allNotices,
  bearer,
  exhibitData,
  minutesAgo,
  seedExhibit,
  seedFavorite,
} from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';

const app = createTestApp();

let alice: TestUser; // owner
let bob: TestUser;
let carol: TestUser;
let exhibitId: string;

useApiFile(async () => {
  [alice, bob, carol] = await createUsersWithProfiles('alice', 'bob', 'carol');
  exhibitId = await seedExhibit({ ownerId: 'alice', title: 'Office desk' });
});

const commentsOf = (id: string) => testDb().collection('exhibits').doc(id).collection('comments');

/** Seeds a comment directly; returns its id. */
async function seedComment(accountId: string, body: string, at: Date, id = exhibitId) {
  const ts = Timestamp.fromDate(at);
  const ref = await commentsOf(id).add({
    accountId,
    accountName: accountId,
    uid: accountId,
    body,
    createdAt: ts,
    updatedAt: ts,
  });
  return ref.id;
}

const post = (user: TestUser | undefined, body: unknown, id = exhibitId) => {
  const req = request(app).post(`${V1}/home/exhibits/${id}/comments`);
  return (user === undefined ? req : req.set(bearer(user))).send(body as object);
};

const NOT_FOUND = { code: 'not_found', message: expect.any(String) };
const NOT_AUTHOR = { code: 'not_comment_author', message: expect.any(String) };

describe('GET /api/v1/exhibits/:id/comments', () => {
  it('when the exhibit is not viewable, then 404 (but the owner reads them)', async () => {
    const draft = await seedExhibit({ ownerId: 'alice', approvalStatus: 'not_yet' });
    await seedComment('alice', 'note to self', minutesAgo(1), draft);
    expect((await request(app).get(`${V1}/exhibits/${draft}/comments`)).status).toBe(404);
    const res = await request(app).get(`${V1}/exhibits/${draft}/comments`).set(bearer(bob));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    const own = await request(app).get(`${V1}/exhibits/${draft}/comments`).set(bearer(alice));
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(1);
  });

  it('when listed, then oldest first with isOwn, the author name and kind, paged', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { carol: true });
    const first = await seedComment('bob', 'Is it still there?', minutesAgo(30));
    const second = await seedComment('alice', 'Yes', minutesAgo(20));
    const third = await seedComment('lab-1', 'We want it', minutesAgo(10));

    const res = await request(app).get(`${V1}/exhibits/${exhibitId}/comments`).set(bearer(bob));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.comments).toEqual([
      {
        id: first,
        accountId: 'bob',
        accountName: 'bob',
        accountKind: 'user',
        body: 'Is it still there?',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        isOwn: true,
        removed: false,
        canDelete: true,
      },
      expect.objectContaining({ id: second, accountId: 'alice', isOwn: false }),
      expect.objectContaining({
        id: third,
        accountName: 'Robotics Lab',
        accountKind: 'group',
        isOwn: false,
      }),
    ]);

    const page = await request(app).get(`${V1}/exhibits/${exhibitId}/comments?limit=1&offset=1`);
    expect(page.body.total).toBe(3);
    expect(page.body.comments.map((c: { id: string }) => c.id)).toEqual([second]);
    expect(page.body.comments[0].isOwn).toBe(false);
  });

  it('when limit is not valid, then 400 query.limit', async () => {
    const res = await request(app).get(`${V1}/exhibits/${exhibitId}/comments?limit=0`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'query.limit', message: expect.any(String) }]);
  });
});

describe('POST /api/v1/home/exhibits/:id/comments', () => {
  it('when anonymous, then 401', async () => {
    const res = await post(undefined, { body: 'hi' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('when the caller has no profile or a withdrawn one, then 403 profile_required', async () => {
    const dave = await createUser('dave');
    let res = await post(dave, { body: 'hi' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
    await createProfile('dave', { withdrawn: true });
    res = await post(dave, { body: 'hi' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
    expect((await commentsOf(exhibitId).get()).size).toBe(0);
  });

  it('when the body is not valid, then 400 with the locations', async () => {
    let res = await post(bob, { body: '   ', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location).sort();
    expect(locations).toEqual(['body.body', 'body.extra']);
    res = await post(bob, { body: 'x'.repeat(1001) });
    expect(res.body.errors).toEqual([{ location: 'body.body', message: expect.any(String) }]);
  });

  it('when the exhibit is unknown or not viewable, then 404 and nothing written', async () => {
    expect((await post(bob, { body: 'hi' }, 'nope')).status).toBe(404);
    const draft = await seedExhibit({ ownerId: 'alice', published: false });
    const res = await post(bob, { body: 'hi' }, draft);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect((await commentsOf(draft).get()).size).toBe(0);
    expect((await exhibitData(draft))?.commentCount).toBe(0);
    expect(await allNotices()).toEqual([]);
  });

  it('when a user comments, then 201, the comment, the counter and the owner notice', async () => {
    const res = await post(bob, { body: '  Still available?  ' });
    expect(res.status).toBe(201);
    expect(res.body.comment).toEqual({
      id: expect.any(String),
      accountId: 'bob',
      accountName: 'bob',
      accountKind: 'user',
      body: 'Still available?',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      isOwn: true,
      removed: false,
      canDelete: true,
    });
    const doc = (await commentsOf(exhibitId).doc(res.body.comment.id).get()).data();
    expect(doc).toMatchObject({
      accountId: 'bob',
      accountName: 'bob',
      uid: 'bob',
      body: 'Still available?',
    });
    expect((await exhibitData(exhibitId))?.commentCount).toBe(1);
    expect(await allNotices()).toEqual([
      {
        accountId: 'alice',
        role: 'owner',
        kind: 'new_comment',
        exhibitId,
        exhibitTitle: 'Office desk',
        favorite: null,
        comment: { accountName: 'bob' },
        createdAt: expect.any(Timestamp),
        confirmedAt: null,
      },
    ]);
  });

  it('when favoriters and earlier commenters exist, then one notice each, none to the commenter', async () => {
    await createUserWithProfile('dave');
    await seedFavorite('carol', exhibitId); // favorited and commented: one notice
    await seedFavorite('bob', exhibitId); // the commenter: none
    await seedFavorite('erin', exhibitId);
    await seedComment('carol', 'Nice', minutesAgo(10));
    await seedComment('dave', 'Me too', minutesAgo(9));
    await seedComment('dave', 'Again', minutesAgo(8));
    await seedComment('bob', 'First', minutesAgo(7));

    const res = await post(bob, { body: 'Any news?' });
    expect(res.status).toBe(201);
    const notices = await allNotices();
    expect(notices.map((n) => [n.accountId, n.kind, n.role])).toEqual([
      ['alice', 'new_comment', 'owner'],
      ['carol', 'favorite_commented', 'customer'],
      ['dave', 'commented_commented', 'customer'],
      ['erin', 'favorite_commented', 'customer'],
    ]);
    for (const n of notices) expect(n.comment).toEqual({ accountName: 'bob' });
  });

  it('when the owner comments, then no notice to the owner', async () => {
    await seedComment('bob', 'Question', minutesAgo(5));
    const res = await post(alice, { body: 'Answer' });
    expect(res.status).toBe(201);
    const notices = await allNotices();
    expect(notices.map((n) => [n.accountId, n.kind])).toEqual([['bob', 'commented_commented']]);
  });

  it('when the owner comments on the own draft, then 201', async () => {
    const draft = await seedExhibit({ ownerId: 'alice', approvalStatus: 'not_yet' });
    expect((await post(alice, { body: 'note' }, draft)).status).toBe(201);
    expect((await exhibitData(draft))?.commentCount).toBe(1);
  });

  it('when a member acts for a group, then the group is the author', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { bob: true });
    const asGroup = await signIn('bob', { group: 'lab-1' });
    const res = await post(asGroup, { body: 'For the lab' });
    expect(res.status).toBe(201);
    expect(res.body.comment).toMatchObject({
      accountId: 'lab-1',
      accountName: 'Robotics Lab',
      accountKind: 'group',
      isOwn: true,
    });
    const doc = (await commentsOf(exhibitId).doc(res.body.comment.id).get()).data();
    expect(doc).toMatchObject({ accountId: 'lab-1', uid: 'bob' });
    expect((await allNotices())[0]).toMatchObject({ comment: { accountName: 'Robotics Lab' } });
  });
});

describe('PUT and DELETE /api/v1/home/exhibits/:id/comments/:commentId', () => {
  let commentId: string;
  beforeEach(async () => {
    const res = await post(bob, { body: 'Original' });
    commentId = res.body.comment.id as string;
  });
  const path = (id = commentId) => `${V1}/home/exhibits/${exhibitId}/comments/${id}`;

  it('when anonymous, then 401', async () => {
    expect((await request(app).put(path()).send({ body: 'x' })).status).toBe(401);
    expect((await request(app).delete(path())).status).toBe(401);
  });

  it('when the author edits, then 200 and the new body', async () => {
    const res = await request(app).put(path()).set(bearer(bob)).send({ body: 'Edited' });
    expect(res.status).toBe(200);
    expect(res.body.comment).toMatchObject({ id: commentId, body: 'Edited', isOwn: true });
    const doc = (await commentsOf(exhibitId).doc(commentId).get()).data();
    expect(doc?.body).toBe('Edited');
    expect(doc?.updatedAt.toMillis()).toBeGreaterThanOrEqual(doc?.createdAt.toMillis());
  });

  it('when someone else edits or deletes, then 403 not_comment_author and nothing changes', async () => {
    // The exhibit's owner may delete it (blocks.test.ts), not edit it; a third user neither.
    let res = await request(app).put(path()).set(bearer(alice)).send({ body: 'Hacked' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_AUTHOR);
    res = await request(app).delete(path()).set(bearer(carol));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_AUTHOR);
    expect((await commentsOf(exhibitId).doc(commentId).get()).data()?.body).toBe('Original');
    expect((await exhibitData(exhibitId))?.commentCount).toBe(1);
  });

  it('when bob acts for a group, then his personal comment is not his to change', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { bob: true });
    const asGroup = await signIn('bob', { group: 'lab-1' });
    const res = await request(app).put(path()).set(bearer(asGroup)).send({ body: 'x' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_AUTHOR);
  });

  it('when the comment or the exhibit is unknown, then 404', async () => {
    let res = await request(app).put(path('nope')).set(bearer(bob)).send({ body: 'x' });
    expect(res.status).toBe(404);
    res = await request(app).delete(path('nope')).set(bearer(bob));
    expect(res.status).toBe(404);
    res = await request(app)
      .delete(`${V1}/home/exhibits/nope/comments/${commentId}`)
      .set(bearer(bob));
    expect(res.status).toBe(404);
  });

  it('when the body is not valid, then 400 body.body', async () => {
    const res = await request(app).put(path()).set(bearer(bob)).send({ body: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body.body', message: expect.any(String) }]);
  });

  it('when the author deletes, then 204, the comment is gone and the counter drops', async () => {
    const res = await request(app).delete(path()).set(bearer(bob));
    expect(res.status).toBe(204);
    expect((await commentsOf(exhibitId).doc(commentId).get()).exists).toBe(false);
    expect((await exhibitData(exhibitId))?.commentCount).toBe(0);
  });

  it('when the exhibit was unpublished since, then the author may delete but not edit', async () => {
    await testDb()
      .collection('exhibits')
      .doc(exhibitId)
      .update({ published: false, searchable: false });
    const put = await request(app).put(path()).set(bearer(bob)).send({ body: 'x' });
    expect(put.status).toBe(404);
    expect((await request(app).delete(path()).set(bearer(bob))).status).toBe(204);
  });
});
