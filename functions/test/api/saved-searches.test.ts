import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, testDb } from './helpers';
import {
  as,
  bookItem,
  createApprovedExhibit,
  createExhibitAs,
  deskItem,
  error,
  locationsOf,
  useExhibitFile,
} from './exhibits-fixtures';
import { V1 } from './exhibit-docs-fixtures';
import { createMailQueue } from '../../src/features/notifications';
import { notifySavedSearchMatches, notifySavedSearches } from '../../src/features/saved-searches';

/**
 * Saved searches over HTTP against the emulators (docs/saved-searches.md), the exhibits trigger's
 * notices (called here as the trigger calls them): one per saved search and newly approved exhibit,
 * and the daily job (as the schedule calls it): a digest mail for the searches that ask for one.
 */

const app = createTestApp();

const cast = useExhibitFile();

const QUERY = { keywords: ['事務机'], kind: null, areas: [], tags: ['furniture'], inStock: false };
const save = (user: TestUser | undefined, body: object) => {
  const req = request(app).post(`${V1}/home/saved-searches`).send(body);
  return user === undefined ? req : req.set(as(user));
};
async function saveOk(user: TestUser, body: object = {}): Promise<string> {
  const res = await save(user, { name: '机', query: QUERY, mail: true, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.savedSearch.id as string;
}
const list = (user: TestUser) => request(app).get(`${V1}/home/saved-searches`).set(as(user));
const job = (now = new Date()) =>
  notifySavedSearches(testDb(), now, {
    origin: 'https://market.example.ac.jp',
    mail: createMailQueue(testDb()),
  });

async function savedNotices(accountId: string) {
  const snap = await testDb()
    .collection('notices')
    .where('accountId', '==', accountId)
    .where('kind', '==', 'saved_search_matched')
    .get();
  return snap.docs.map((d) => d.data());
}

describe('/api/v1/home/saved-searches', () => {
  it('when anonymous 401, without a profile 403, and a bad body 400 at its locations', async () => {
    expect((await save(undefined, { name: 'x', query: QUERY })).status).toBe(401);
    expect((await request(app).get(`${V1}/home/saved-searches`)).status).toBe(401);
    expect((await save(cast.dave, { name: 'x', query: QUERY })).body.code).toBe('profile_required');
    const bad = await save(cast.carol, {
      name: '',
      query: { ...QUERY, kind: 'car', tags: ['a.b'], extra: 1 },
    });
    expect(locationsOf(bad.body)).toEqual(
      expect.arrayContaining(['body.name', 'body.query.kind', 'body.query.tags.0']),
    );
  });

  it('when saved, renamed and deleted, then the list follows; another account sees none of it', async () => {
    const id = await saveOk(cast.carol);
    expect((await list(cast.carol)).body.savedSearches).toEqual([
      expect.objectContaining({ id, name: '机', query: QUERY, mail: true }),
    ]);
    expect((await list(cast.alice)).body.savedSearches).toEqual([]);
    const rename = (user: TestUser) =>
      request(app)
        .put(`${V1}/home/saved-searches/${id}`)
        .set(as(user))
        .send({ name: 'Desks', mail: false });
    expect((await rename(cast.alice)).status).toBe(403);
    expect((await rename(cast.carol)).body.savedSearch).toMatchObject({
      name: 'Desks',
      mail: false,
    });
    const del = (user: TestUser) =>
      request(app).delete(`${V1}/home/saved-searches/${id}`).set(as(user));
    expect((await del(cast.alice)).status).toBe(403);
    expect((await del(cast.carol)).status).toBe(204);
    expect((await list(cast.carol)).body.savedSearches).toEqual([]);
    expect((await rename(cast.carol)).status).toBe(404);
  });

  it('when an account has 20, then the 21st is 409 too_many_saved_searches', async () => {
    for (let i = 0; i < 20; i += 1) await saveOk(cast.carol, { name: `s${i}` });
    expect((await save(cast.carol, { name: 'one more', query: QUERY })).body).toEqual(
      error('too_many_saved_searches'),
    );
    expect((await list(cast.carol)).body.savedSearches).toHaveLength(20);
  });
});

describe('when a matching exhibit is approved (the exhibits trigger)', () => {
  it('when it matches, then each saver hears at once, once per exhibit and search; never its owner', async () => {
    const id = await saveOk(cast.carol);
    const other = await saveOk(cast.carol, {
      name: 'Any furniture',
      query: { ...QUERY, keywords: [] },
    });
    await saveOk(cast.carol, { name: 'Books', query: { ...QUERY, keywords: ['漱石'], tags: [] } });
    // The owner's own searches, as herself and as her lab: not told of her own exhibit.
    await saveOk(cast.alice);
    await saveOk(cast.aliceForGroup);
    const { id: exhibitId } = await createApprovedExhibit(app, cast.alice, cast.june, {
      title: '事務机 A',
      items: [deskItem],
    });

    expect(await notifySavedSearchMatches(testDb(), exhibitId, new Date())).toBe(2);
    // A retried event, or the exhibit published again: nobody hears twice.
    expect(await notifySavedSearchMatches(testDb(), exhibitId, new Date())).toBe(0);
    const notices = await savedNotices('carol');
    expect(notices.map((n) => n.savedSearch.id).sort()).toEqual([id, other].sort());
    expect(notices[0]).toMatchObject({ exhibitId, exhibitTitle: '事務机 A', role: 'customer' });
    expect(await savedNotices('alice')).toEqual([]);
    expect(await savedNotices('robotics-lab')).toEqual([]);
    // The daily job mails its digest and writes no second notice of the same exhibit.
    await job();
    expect(await savedNotices('carol')).toHaveLength(2);
  });

  it('when the exhibit is unknown or a draft, or saver and owner block each other, then no notice', async () => {
    await saveOk(cast.carol);
    const draft = await createExhibitAs(app, cast.alice);
    expect(await notifySavedSearchMatches(testDb(), draft.id, new Date())).toBe(0);
    expect(await notifySavedSearchMatches(testDb(), 'no-such-exhibit', new Date())).toBe(0);
    await request(app).put(`${V1}/home/blocks/carol`).set(as(cast.alice));
    const { id: blocked } = await createApprovedExhibit(app, cast.alice, cast.june, {
      title: '事務机 B',
    });
    expect(await notifySavedSearchMatches(testDb(), blocked, new Date())).toBe(0);
  });
});

describe('the daily job', () => {
  it('when two matching exhibits are published, then one digest lists them; the notices are the trigger’s', async () => {
    await saveOk(cast.carol);
    await saveOk(cast.carol, {
      name: 'Books',
      query: { ...QUERY, keywords: ['漱石'], tags: [] },
      mail: false,
    });
    await testDb()
      .collection('profiles')
      .doc('carol')
      .update({ receiveNotificationEmail: true, language: 'en' });
    const first = await createApprovedExhibit(app, cast.alice, cast.june, { title: '事務机 A' });
    await createApprovedExhibit(app, cast.alice, cast.june, { title: '事務机 B' });
    await createApprovedExhibit(app, cast.alice, cast.june, {
      title: 'Books only',
      items: [bookItem],
    });

    expect(await job()).toEqual({ mails: 1 });
    expect(await savedNotices('carol')).toEqual([]);
    const mails = await testDb().collection('mail').where('uid', '==', 'carol').get();
    expect(mails.size).toBe(1);
    const message = mails.docs[0]?.get('message') as { subject: string; text: string };
    expect(message.subject).toBe('[Campus Marketplace] New exhibits for your saved searches');
    expect(message.text).toContain('■ 机 (2 new)');
    expect(message.text).toContain(`https://market.example.ac.jp/exhibits/${first.id}`);
    expect(message.text).not.toContain('Books');

    // The same day again: nothing new, nothing written.
    expect(await job()).toEqual({ mails: 0 });
  });

  it('when nothing new matches, then no digest; an exhibit from before the search was saved is not new', async () => {
    await createApprovedExhibit(app, cast.alice, cast.june, { title: '事務机 old' });
    await saveOk(cast.carol);
    await testDb().collection('profiles').doc('carol').update({ receiveNotificationEmail: true });
    expect(await job()).toEqual({ mails: 0 });
  });
});
