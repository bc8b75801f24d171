import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
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
  untilNotBusy,
} from './helpers';
import {
  V1,
  allNotices,
  bearer,
  exhibitData,
  favoriteDocsOf,
  minutesAgo,
  seedExhibit,
  seedFavorite,
} from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';

const app = createTestApp();

let alice: TestUser; // owner
let bob: TestUser;
let exhibitId: string;

useApiFile(async () => {
  [alice, bob] = await createUsersWithProfiles('alice', 'bob');
  exhibitId = await seedExhibit({ ownerId: 'alice', title: 'Office desk' });
});

const favoritePath = (id = exhibitId) => `${V1}/home/favorites/${id}`;
const add = (user: TestUser, id = exhibitId) =>
  request(app).post(favoritePath(id)).set(bearer(user));
const remove = (user: TestUser, id = exhibitId) =>
  request(app).delete(favoritePath(id)).set(bearer(user));

async function favoriteDoc(accountId: string, id = exhibitId) {
  const snap = await testDb()
    .collection('accounts')
    .doc(accountId)
    .collection('favorites')
    .doc(id)
    .get();
  return snap.exists ? snap.data() : undefined;
}

const NOT_FOUND = { code: 'not_found', message: expect.any(String) };

describe('POST /api/v1/home/favorites/:exhibitId', () => {
  it('when anonymous, then 401', async () => {
    const res = await request(app).post(favoritePath());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('when the caller has no profile, then 403 profile_required and nothing written', async () => {
    const dave = await createUser('dave');
    const res = await add(dave);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
    expect(await favoriteDocsOf(exhibitId)).toHaveLength(0);
  });

  it('when the id is malformed or a body is sent, then 400 with the location', async () => {
    let res = await request(app).post(`${V1}/home/favorites/bad%20id`).set(bearer(bob));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { location: 'params.exhibitId', message: expect.any(String) },
    ]);
    res = await add(bob).send({ favorite: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body.favorite', message: expect.any(String) }]);
  });

  it('when the exhibit is unknown or not viewable, then 404 and nothing written', async () => {
    expect((await add(bob, 'nope')).status).toBe(404);
    const draft = await seedExhibit({ ownerId: 'alice', approvalStatus: 'wait_junk' });
    const res = await add(bob, draft);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect(await favoriteDoc('bob', draft)).toBeUndefined();
    expect((await exhibitData(draft))?.favoriteCount).toBe(0);
    expect(await allNotices()).toEqual([]);
  });

  it('when a user favorites, then the favorite, the counter and a new_favorite notice', async () => {
    const res = await add(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ favorited: true, favoriteCount: 1 });
    expect(await favoriteDoc('bob')).toEqual({ exhibitId, createdAt: expect.any(Timestamp) });
    expect((await exhibitData(exhibitId))?.favoriteCount).toBe(1);
    expect(await allNotices()).toEqual([
      {
        accountId: 'alice',
        role: 'owner',
        kind: 'new_favorite',
        exhibitId,
        exhibitTitle: 'Office desk',
        favorite: { name: 'bob' },
        comment: null,
        createdAt: expect.any(Timestamp),
        confirmedAt: null,
      },
    ]);
  });

  it('when favorited twice, then the second is a no-op', async () => {
    await add(bob);
    const res = await add(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ favorited: true, favoriteCount: 1 });
    expect((await exhibitData(exhibitId))?.favoriteCount).toBe(1);
    expect(await allNotices()).toHaveLength(1);
  });

  it('when the owner favorites the own exhibit, then counted but no notice', async () => {
    const res = await add(alice);
    expect(res.body).toEqual({ favorited: true, favoriteCount: 1 });
    expect(await allNotices()).toEqual([]);
  });

  it('when a member acts for a group, then the favorite belongs to the group', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { bob: true });
    const asGroup = await signIn('bob', { group: 'lab-1' });
    expect((await add(asGroup)).status).toBe(200);
    expect(await favoriteDoc('lab-1')).toBeDefined();
    expect(await favoriteDoc('bob')).toBeUndefined();
    expect((await allNotices())[0]).toMatchObject({ favorite: { name: 'Robotics Lab' } });
  });
});

describe('DELETE /api/v1/home/favorites/:exhibitId', () => {
  it('when anonymous, then 401', async () => {
    expect((await request(app).delete(favoritePath())).status).toBe(401);
  });

  it('when removed, then the favorite is gone and the counter drops; again is a no-op', async () => {
    await add(bob);
    let res = await remove(bob);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ favorited: false, favoriteCount: 0 });
    expect(await favoriteDoc('bob')).toBeUndefined();
    expect((await exhibitData(exhibitId))?.favoriteCount).toBe(0);
    res = await remove(bob);
    expect(res.body).toEqual({ favorited: false, favoriteCount: 0 });
    expect((await exhibitData(exhibitId))?.favoriteCount).toBe(0);
  });

  it('when the exhibit was unpublished since, then it can still be removed', async () => {
    await add(bob);
    await testDb()
      .collection('exhibits')
      .doc(exhibitId)
      .update({ published: false, searchable: false });
    const res = await remove(bob);
    expect(res.body).toEqual({ favorited: false, favoriteCount: 0 });
  });

  it('when the exhibit is unknown, then 404', async () => {
    const res = await remove(bob, 'nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('when the profile is withdrawn, then 403 profile_required', async () => {
    await add(bob);
    await createProfile('bob', { withdrawn: true });
    expect((await remove(bob)).status).toBe(403);
    expect(await favoriteDoc('bob')).toBeDefined();
  });
});

describe('GET /api/v1/home/favorites', () => {
  it('when anonymous, then 401', async () => {
    expect((await request(app).get(`${V1}/home/favorites`)).status).toBe(401);
  });

  it('when listed, then newest favorite first, flagged when no longer viewable, paged', async () => {
    const second = await seedExhibit({ ownerId: 'alice', title: 'Chair' });
    const hidden = await seedExhibit({ ownerId: 'alice', title: 'Lamp' });
    await seedFavorite('bob', exhibitId, minutesAgo(30));
    await seedFavorite('bob', second, minutesAgo(20));
    await seedFavorite('bob', hidden, minutesAgo(10));
    await seedFavorite('alice', second, minutesAgo(5));
    await testDb()
      .collection('exhibits')
      .doc(hidden)
      .update({ cancelledAt: Timestamp.now(), searchable: false });

    const res = await request(app).get(`${V1}/home/favorites`).set(bearer(bob));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(
      res.body.exhibits.map((e: { id: string; viewable: boolean }) => [e.id, e.viewable]),
    ).toEqual([
      [hidden, false],
      [second, true],
      [exhibitId, true],
    ]);
    expect(res.body.exhibits[0]).toMatchObject({
      title: 'Lamp',
      cancelled: true,
      favoritedAt: expect.any(String),
    });

    const page = await request(app).get(`${V1}/home/favorites?limit=1&offset=1`).set(bearer(bob));
    expect(page.body.total).toBe(3);
    expect(page.body.exhibits.map((e: { id: string }) => e.id)).toEqual([second]);
  });

  it('when the limit is not valid, then 400 query.limit', async () => {
    const res = await request(app).get(`${V1}/home/favorites?limit=500`).set(bearer(bob));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'query.limit', message: expect.any(String) }]);
  });
});

describe('favorites under concurrent clicks', () => {
  it('when N users favorite at once, then favoriteCount is N', async () => {
    const N = 8;
    const users = await Promise.all(
      Array.from({ length: N }, (_v, i) => createUserWithProfile(`fan${i}`)),
    );
    // Contention may answer some 503 busy (nothing written): sent again as the web client does.
    const results = await Promise.all(users.map((u) => untilNotBusy(() => add(u))));
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(200));
    expect((await exhibitData(exhibitId))?.favoriteCount).toBe(N);
    expect(await favoriteDocsOf(exhibitId)).toHaveLength(N);
    expect(await allNotices()).toHaveLength(N);
  });

  it('when one user adds and removes in parallel, then the count equals the favorite docs', async () => {
    const clicks = Array.from({ length: 10 }, (_v, i) => (i % 2 === 0 ? add(bob) : remove(bob)));
    const results = await Promise.all(clicks);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const docs = await favoriteDocsOf(exhibitId);
    expect((await exhibitData(exhibitId))?.favoriteCount).toBe(docs.length);
    // And the next click starts from the truth.
    const res = await add(bob);
    expect(res.body).toEqual({ favorited: true, favoriteCount: 1 });
  });
});
