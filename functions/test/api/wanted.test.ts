import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, testDb } from './helpers';
import {
  as,
  createApprovedExhibit,
  createExhibitAs,
  error,
  locationsOf,
  useExhibitFile,
} from './exhibits-fixtures';
import { V1 } from './exhibit-docs-fixtures';
import { closeExpiredWanted, notifyWantedMatches } from '../../src/features/wanted';

/**
 * Wanted posts over HTTP against the emulators (docs/wanted.md): members post what they need; the
 * public list searches them; a newly published exhibit that matches notifies the poster (the
 * trigger's work, called here as the trigger calls it); owners see the posts their exhibit matches
 * and offer it.
 */

let clock = new Date();
const app = createTestApp({ now: () => clock });

const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(clock.getTime() + days * DAY).toISOString();

const cast = useExhibitFile();

beforeEach(() => {
  clock = new Date();
});

const POST = {
  title: '事務机がほしい',
  description: '研究室に学生が増えたので、引き出し付きの机を探しています。',
  categoryId: 'desks',
  keywords: '引き出し',
  areaId: 'main-campus',
};

const create = (user: TestUser | undefined, body: object) => {
  const req = request(app).post(`${V1}/home/wanted`).send(body);
  return user === undefined ? req : req.set(as(user));
};
async function createOk(user: TestUser, body: object = {}): Promise<string> {
  const res = await create(user, { ...POST, until: inDays(14), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.wanted.id as string;
}
const list = (query = '') => request(app).get(`${V1}/wanted${query}`);
const titles = (res: request.Response) => res.body.wanted.map((w: { title: string }) => w.title);

async function noticesOf(accountId: string, kind: string) {
  const snap = await testDb().collection('notices').where('accountId', '==', accountId).get();
  return snap.docs.map((d) => d.data()).filter((n) => n.kind === kind);
}

describe('POST /api/v1/home/wanted', () => {
  it('when anonymous 401, without a profile 403', async () => {
    expect((await create(undefined, { ...POST, until: inDays(3) })).status).toBe(401);
    const res = await create(cast.dave, { ...POST, until: inDays(3) });
    expect(res.body.code).toBe('profile_required');
  });

  it('when the body is wrong, then 400 at each location', async () => {
    const bad = await create(cast.carol, { title: '', until: 'soon', categoryId: 'A B' });
    expect(locationsOf(bad.body)).toEqual(
      expect.arrayContaining(['body.title', 'body.until', 'body.categoryId']),
    );
    const vague = await create(cast.carol, {
      ...POST,
      categoryId: '',
      keywords: ' ',
      until: inDays(3),
    });
    expect(locationsOf(vague.body)).toEqual(['body.keywords']);
    const past = await create(cast.carol, { ...POST, until: inDays(-1) });
    expect(locationsOf(past.body)).toEqual(['body.until']);
    const far = await create(cast.carol, { ...POST, until: inDays(181) });
    expect(locationsOf(far.body)).toEqual(['body.until']);
    const unknown = await create(cast.carol, {
      ...POST,
      categoryId: 'no-such-category',
      areaId: 'no-such-area',
      until: inDays(3),
    });
    expect(locationsOf(unknown.body)).toEqual(['body.areaId', 'body.categoryId']);
  });

  it('when posted, then 201 with the poster and the category’s ancestors stored', async () => {
    const res = await create(cast.carol, { ...POST, categoryId: 'office-desk', until: inDays(14) });
    expect(res.status).toBe(201);
    expect(res.body.wanted).toMatchObject({
      accountId: 'carol',
      account: { id: 'carol', kind: 'user', name: 'carol', withdrawn: false },
      title: POST.title,
      status: 'open',
      isOwn: true,
      offerCount: 0,
    });
    const stored = (await testDb().collection('wanted').doc(res.body.wanted.id).get()).data();
    expect(stored?.tagList).toEqual(['office-desk', 'desks', 'furniture']);
  });

  it('when the account has 10 open posts, then the 11th is 409 too_many_wanted', async () => {
    for (let i = 0; i < 10; i += 1) await createOk(cast.carol, { title: `Desk ${i}` });
    const res = await create(cast.carol, { ...POST, until: inDays(3) });
    expect(res.body).toEqual(error('too_many_wanted'));
    // A group has its own ten.
    expect((await create(cast.aliceForGroup, { ...POST, until: inDays(3) })).status).toBe(201);
  });
});

describe('GET /api/v1/wanted', () => {
  it('when listed, then open posts newest first, searchable by keyword, category and area', async () => {
    await createOk(cast.carol, {
      title: '本棚がほしい',
      categoryId: 'furniture',
      keywords: '本棚',
    });
    clock = new Date(clock.getTime() + 1000);
    await createOk(cast.alice, {
      title: 'Textbooks wanted',
      categoryId: 'humanities-books',
      keywords: 'english',
      areaId: '',
    });
    clock = new Date(clock.getTime() + 1000);
    await createOk(cast.carol);

    const all = await list();
    expect(all.status).toBe(200);
    expect(titles(all)).toEqual([POST.title, 'Textbooks wanted', '本棚がほしい']);
    expect(all.body.total).toBe(3);
    expect(titles(await list('?keywords=ほんだな'))).toEqual([]);
    expect(titles(await list('?keywords=本棚'))).toEqual(['本棚がほしい']);
    expect(titles(await list('?keywords=TEXTBOOK'))).toEqual(['Textbooks wanted']);
    expect(titles(await list('?category=furniture'))).toEqual([POST.title, '本棚がほしい']);
    expect(titles(await list('?category=books'))).toEqual(['Textbooks wanted']);
    expect(titles(await list('?area=main-campus'))).toEqual([POST.title, '本棚がほしい']);
    expect((await list('?category=a.b')).status).toBe(400);
  });

  it('when a post is closed or past its date, then it leaves the list; its page is the poster’s only', async () => {
    const closed = await createOk(cast.carol, { title: 'Closed one' });
    await createOk(cast.carol, { title: 'Short one', until: inDays(1) });
    await createOk(cast.carol, { title: 'Open one' });
    const close = await request(app).post(`${V1}/home/wanted/${closed}/close`).set(as(cast.carol));
    expect(close.body.wanted.status).toBe('closed');
    clock = new Date(clock.getTime() + 2 * DAY);
    expect(titles(await list())).toEqual(['Open one']);
    expect(await closeExpiredWanted(testDb(), clock)).toBe(1);
    expect(titles(await list())).toEqual(['Open one']);
    expect((await list()).body.total).toBe(1);

    expect((await request(app).get(`${V1}/wanted/${closed}`)).status).toBe(404);
    const own = await request(app).get(`${V1}/wanted/${closed}`).set(as(cast.carol));
    expect(own.body.wanted).toMatchObject({ status: 'closed', isOwn: true });
    const mine = await request(app).get(`${V1}/home/wanted`).set(as(cast.carol));
    expect(mine.body.total).toBe(3);
  });
});

describe('PUT and close /api/v1/home/wanted/:id', () => {
  it('when someone else edits or closes, then 403; once closed, an edit is 409', async () => {
    const id = await createOk(cast.carol);
    const edit = (user: TestUser) =>
      request(app)
        .put(`${V1}/home/wanted/${id}`)
        .set(as(user))
        .send({ ...POST, title: 'Edited', until: inDays(5) });
    expect((await edit(cast.alice)).status).toBe(403);
    expect(
      (await request(app).post(`${V1}/home/wanted/${id}/close`).set(as(cast.alice))).status,
    ).toBe(403);
    expect((await edit(cast.carol)).body.wanted.title).toBe('Edited');
    await request(app).post(`${V1}/home/wanted/${id}/close`).set(as(cast.carol));
    expect((await edit(cast.carol)).body).toEqual(error('wanted_closed'));
  });
});

describe('matching exhibits', () => {
  it('when an exhibit matching the post is published, then the poster gets one notice linking it', async () => {
    const id = await createOk(cast.carol);
    const other = await createOk(cast.carol, {
      title: 'Books',
      categoryId: 'books',
      keywords: '',
      areaId: '',
    });
    const { id: exhibitId } = await createApprovedExhibit(app, cast.alice, cast.june, {
      title: '引き出し付きの事務机',
    });
    expect(await notifyWantedMatches(testDb(), exhibitId, clock)).toBe(2);
    // Again (a retried event, or published once more): nobody hears twice.
    expect(await notifyWantedMatches(testDb(), exhibitId, clock)).toBe(0);
    const notices = await noticesOf('carol', 'wanted_matched');
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          exhibitId,
          exhibitTitle: '引き出し付きの事務机',
          wanted: { id, title: POST.title, message: '' },
        }),
        expect.objectContaining({ wanted: expect.objectContaining({ id: other }) }),
      ]),
    );
  });

  it('when the exhibit lacks a keyword, is not published, or one blocks the other, then no notice', async () => {
    await createOk(cast.carol, { keywords: '引き出し 木製' });
    const { id: plain } = await createApprovedExhibit(app, cast.alice, cast.june);
    expect(await notifyWantedMatches(testDb(), plain, clock)).toBe(0);
    const draft = await createExhibitAs(app, cast.alice);
    expect(await notifyWantedMatches(testDb(), draft.id, clock)).toBe(0);

    await createOk(cast.carol, { title: 'Any desk', keywords: '' });
    await request(app).put(`${V1}/home/blocks/carol`).set(as(cast.alice));
    const { id: blocked } = await createApprovedExhibit(app, cast.alice, cast.june);
    expect(await notifyWantedMatches(testDb(), blocked, clock)).toBe(0);
  });

  it('when the owner looks at a draft, then the posts it matches are listed (only to the owner)', async () => {
    const id = await createOk(cast.carol, { keywords: '' });
    const draft = await createExhibitAs(app, cast.alice);
    const path = `${V1}/home/exhibits/${draft.id}/wanted`;
    const res = await request(app).get(path).set(as(cast.alice));
    expect(res.status).toBe(200);
    expect(res.body.wanted.map((w: { id: string }) => w.id)).toEqual([id]);
    expect((await request(app).get(path).set(as(cast.carol))).body.code).toBe('not_exhibit_owner');
    expect((await request(app).get(path)).status).toBe(401);
  });
});

describe('offers', () => {
  it('when the owner offers a published exhibit, then the poster hears once and sees it; the denials hold', async () => {
    const id = await createOk(cast.carol);
    const { id: exhibitId } = await createApprovedExhibit(app, cast.alice, cast.june);
    const offer = (user: TestUser, body: object = { exhibitId, message: 'Come and see it' }) =>
      request(app).post(`${V1}/home/wanted/${id}/offers`).set(as(user)).send(body);

    expect(
      (await request(app).post(`${V1}/home/wanted/${id}/offers`).send({ exhibitId })).status,
    ).toBe(401);
    expect((await offer(cast.june)).body).toEqual(error('not_exhibit_owner'));
    const draft = await createExhibitAs(app, cast.alice);
    expect((await offer(cast.alice, { exhibitId: draft.id })).status).toBe(404);

    const res = await offer(cast.alice);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.offer).toMatchObject({
      exhibitId,
      accountId: 'alice',
      message: 'Come and see it',
    });
    expect((await offer(cast.alice)).body).toEqual(error('already_offered'));
    expect(await noticesOf('carol', 'wanted_offered')).toEqual([
      expect.objectContaining({
        exhibitId,
        wanted: { id, title: POST.title, message: 'Come and see it' },
      }),
    ]);
    const offers = await request(app).get(`${V1}/home/wanted/${id}/offers`).set(as(cast.carol));
    expect(offers.body.offers).toHaveLength(1);
    expect(
      (await request(app).get(`${V1}/home/wanted/${id}/offers`).set(as(cast.alice))).status,
    ).toBe(403);
    expect((await request(app).get(`${V1}/wanted/${id}`)).body.wanted.offerCount).toBe(1);
  });

  it('when the post is one’s own, closed, or the two block each other, then 403 or 409', async () => {
    const own = await createOk(cast.alice);
    const { id: exhibitId } = await createApprovedExhibit(app, cast.alice, cast.june);
    const offer = (post: string) =>
      request(app).post(`${V1}/home/wanted/${post}/offers`).set(as(cast.alice)).send({ exhibitId });
    expect((await offer(own)).body).toEqual(error('own_exhibit'));
    const closed = await createOk(cast.carol);
    await request(app).post(`${V1}/home/wanted/${closed}/close`).set(as(cast.carol));
    expect((await offer(closed)).body).toEqual(error('wanted_closed'));
    const open = await createOk(cast.carol, { title: 'Another' });
    await request(app).put(`${V1}/home/blocks/alice`).set(as(cast.carol));
    expect((await offer(open)).body).toEqual(error('blocked'));
  });
});

describe('offers of one person to herself', () => {
  it('when the exhibit and the post are identities one person acts as, then 403 own_exhibit', async () => {
    // alice posts for herself and offers her lab's exhibit, and the reverse.
    const personal = await createOk(cast.alice);
    const lab = await createOk(cast.aliceForGroup, { title: 'For the lab' });
    const { id: labExhibit } = await createApprovedExhibit(app, cast.aliceForGroup, cast.june);
    const { id: ownExhibit } = await createApprovedExhibit(app, cast.alice, cast.june);
    const offer = (user: TestUser, post: string, exhibitId: string) =>
      request(app).post(`${V1}/home/wanted/${post}/offers`).set(as(user)).send({ exhibitId });
    expect((await offer(cast.aliceForGroup, personal, labExhibit)).body).toEqual(
      error('own_exhibit'),
    );
    expect((await offer(cast.alice, lab, ownExhibit)).body).toEqual(error('own_exhibit'));
    // The rule is the person's: bob, another member of the lab, cannot act as alice herself.
    expect((await offer(cast.bobForGroup, personal, labExhibit)).status).toBe(201);
    expect((await offer(cast.aliceForGroup, await createOk(cast.carol), labExhibit)).status).toBe(
      201,
    );
  });
});

describe('POST /api/v1/home/wanted/:id/offers/:offerId/accept and /decline', () => {
  const ACCEPT = {
    message: 'ぜひ譲ってください',
    installationPlace: '工学部2号館 301',
    locationManager: 'carol',
    locationManagerEmail: 'carol@example.ac.jp',
    agreedToNotice: true,
  };
  /** carol's post, alice's exhibit offered to it. */
  async function offered() {
    const id = await createOk(cast.carol);
    const { id: exhibitId } = await createApprovedExhibit(app, cast.alice, cast.june);
    const res = await request(app)
      .post(`${V1}/home/wanted/${id}/offers`)
      .set(as(cast.alice))
      .send({ exhibitId, message: 'Come and see it' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id, exhibitId, offerId: res.body.offer.id as string };
  }
  const decide = (
    user: TestUser | undefined,
    id: string,
    offerId: string,
    action: 'accept' | 'decline',
    body?: object,
  ) => {
    const req = request(app).post(`${V1}/home/wanted/${id}/offers/${offerId}/${action}`);
    const sent = body === undefined ? req : req.send(body);
    return user === undefined ? sent : sent.set(as(user));
  };
  const offerDoc = async (id: string, offerId: string) =>
    (await testDb().collection('wanted').doc(id).collection('offers').doc(offerId).get()).data();

  it('when the poster accepts, then a contact opens with the offered exhibit and the offer links it', async () => {
    const { id, exhibitId, offerId } = await offered();
    expect((await decide(undefined, id, offerId, 'accept', ACCEPT)).status).toBe(401);
    expect((await decide(cast.alice, id, offerId, 'accept', ACCEPT)).status).toBe(403);
    expect((await decide(cast.june, id, offerId, 'accept', ACCEPT)).status).toBe(403);
    const bad = await decide(cast.carol, id, offerId, 'accept', { message: '' });
    expect(locationsOf(bad.body)).toEqual(
      expect.arrayContaining(['body.message', 'body.installationPlace', 'body.agreedToNotice']),
    );

    const res = await decide(cast.carol, id, offerId, 'accept', ACCEPT);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.contact).toMatchObject({
      exhibitId,
      ownerId: 'alice',
      customerId: 'carol',
      side: 'customer',
      status: 'waiting',
      message: ACCEPT.message,
      installationPlace: ACCEPT.installationPlace,
    });
    // The offer is of the exhibit: everything in stock is asked for (2 desks and a book).
    const quantities = res.body.contact.items.map((i: { quantity: number }) => i.quantity);
    expect(quantities.sort()).toEqual([1, 2]);
    expect(res.body.offer).toMatchObject({ status: 'accepted', contactId: res.body.contact.id });
    expect(await offerDoc(id, offerId)).toMatchObject({
      status: 'accepted',
      contactId: res.body.contact.id,
    });
    // The contact is a contact: its to-do for the owner, the exhibit's counters.
    const todos = await testDb()
      .collection('todos')
      .where('contactId', '==', res.body.contact.id)
      .get();
    expect(todos.docs.map((d) => d.get('kind'))).toEqual(['chat_owner']);
    const exhibit = (await testDb().collection('exhibits').doc(exhibitId).get()).data();
    expect(exhibit).toMatchObject({ activeContactCount: 1, displayState: 'contacted' });

    expect((await decide(cast.carol, id, offerId, 'accept', ACCEPT)).body).toEqual(
      error('offer_decided'),
    );
    expect((await decide(cast.carol, id, offerId, 'decline')).body).toEqual(error('offer_decided'));
    const offers = await request(app).get(`${V1}/home/wanted/${id}/offers`).set(as(cast.carol));
    expect(offers.body.offers[0]).toMatchObject({
      status: 'accepted',
      contactId: res.body.contact.id,
    });
  });

  it('when the poster declines, then the offerer hears of it once; others may not; no contact', async () => {
    const { id, exhibitId, offerId } = await offered();
    expect((await decide(cast.alice, id, offerId, 'decline')).status).toBe(403);
    expect((await decide(cast.carol, id, 'no-such-offer', 'decline')).status).toBe(404);
    const res = await decide(cast.carol, id, offerId, 'decline');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.offer).toMatchObject({ status: 'declined', contactId: null });
    expect(await offerDoc(id, offerId)).toMatchObject({ status: 'declined' });
    expect(await noticesOf('alice', 'wanted_declined')).toEqual([
      expect.objectContaining({
        role: 'owner',
        exhibitId,
        wanted: { id, title: POST.title, message: '' },
      }),
    ]);
    expect((await decide(cast.carol, id, offerId, 'decline')).body).toEqual(error('offer_decided'));
    expect((await decide(cast.carol, id, offerId, 'accept', ACCEPT)).body).toEqual(
      error('offer_decided'),
    );
    expect((await testDb().collection('contacts').get()).size).toBe(0);
  });

  it('when the offered exhibit is no longer on display, then accepting is 409 offer_unavailable', async () => {
    const { id, exhibitId, offerId } = await offered();
    await testDb().collection('exhibits').doc(exhibitId).update({ searchable: false });
    expect((await decide(cast.carol, id, offerId, 'accept', ACCEPT)).body).toEqual(
      error('offer_unavailable'),
    );
    expect(await offerDoc(id, offerId)).toMatchObject({ status: 'pending' });
  });
});
