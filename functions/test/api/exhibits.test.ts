import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import {
  BASE,
  GROUP_ID,
  approvalsOf,
  as,
  assetInfo,
  bookItem,
  createApprovedExhibit,
  createExhibitAs,
  deskItem,
  error,
  exhibitBody,
  exhibitDoc,
  exhibitRef,
  itemCount,
  itemDoc,
  ledgerOf,
  locationsOf,
  PICKUP_FROM,
  stepAs,
  tokyoDaysAhead,
  useExhibitFile,
} from './exhibits-fixtures';

const app = createTestApp();

const cast = useExhibitFile();

/** The body of a PUT that keeps the created items (by id) with `changes` on top. */
function editBody(itemIds: string[], overrides: Record<string, unknown> = {}) {
  return exhibitBody({
    items: [
      { ...deskItem, id: itemIds[0] },
      { ...bookItem, id: itemIds[1] },
    ],
    ...overrides,
  });
}

describe('POST /home/exhibits', () => {
  it('when anonymous, then 401', async () => {
    const res = await request(app).post(`${BASE}/exhibits`).send(exhibitBody());
    expect(res.status).toBe(401);
  });

  it('when the caller has no profile, then 403 profile_required and nothing is stored', async () => {
    const res = await request(app).post(`${BASE}/exhibits`).set(as(cast.dave)).send(exhibitBody());
    expect(res.status).toBe(403);
    expect(res.body).toEqual(error('profile_required'));
    expect((await exhibitRef('x').parent.count().get()).data().count).toBe(0);
  });

  it('when the form is not valid, then 400 with every location', async () => {
    const res = await request(app)
      .post(`${BASE}/exhibits`)
      .set(as(cast.alice))
      .send(
        exhibitBody({
          title: ' ',
          agreedToNotice: false,
          items: [
            {
              ...deskItem,
              stock: 0,
              assetInfo: { ...assetInfo, budgetSource: 'others', projectCode: '123' },
            },
          ],
        }),
      );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(locationsOf(res.body)).toEqual([
      'body.agreedToNotice',
      'body.items.0.assetInfo.projectCode',
      'body.items.0.stock',
      'body.title',
    ]);
  });

  it('when the expiration date is past or more than a year ahead, then 400 at body.expiresAt and nothing is stored', async () => {
    for (const expiresAt of [tokyoDaysAhead(-1), tokyoDaysAhead(400)]) {
      const res = await request(app)
        .post(`${BASE}/exhibits`)
        .set(as(cast.alice))
        .send(exhibitBody({ expiresAt }));
      expect(res.status).toBe(400);
      expect(locationsOf(res.body)).toEqual(['body.expiresAt']);
    }
    expect((await exhibitRef('x').parent.count().get()).data().count).toBe(0);
  });

  it('when a lookup is unknown or a book is given for a non-book, then 400 at its location', async () => {
    const res = await request(app)
      .post(`${BASE}/exhibits`)
      .set(as(cast.alice))
      .send(
        exhibitBody({
          place: { areaId: 'main-campus', buildingId: 'nowhere', room: '' },
          secretariatId: 'no-such-office',
          items: [
            { ...deskItem, book: bookItem.book },
            { ...deskItem, categoryId: 'furniture' },
          ],
        }),
      );
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual([
      'body.items.0.book',
      'body.items.1.categoryId',
      'body.place.buildingId',
      'body.secretariatId',
    ]);
    const unknownArea = await request(app)
      .post(`${BASE}/exhibits`)
      .set(as(cast.alice))
      .send(exhibitBody({ place: { areaId: 'moon', buildingId: 'x', room: '' } }));
    expect(locationsOf(unknownArea.body)).toEqual(['body.place.areaId']);
  });

  it('when valid, then 201 with the owner view and the exhibit, items and ledger are stored', async () => {
    const res = await request(app).post(`${BASE}/exhibits`).set(as(cast.alice)).send(exhibitBody());
    expect(res.status).toBe(201);
    const { exhibit } = res.body;
    expect(exhibit).toMatchObject({
      type: 'reuse',
      ownerId: 'alice',
      createdBy: 'alice',
      title: '事務机と本',
      memo: 'Keys at the office',
      approvalStatus: 'not_yet',
      published: false,
      searchable: false,
      displayState: 'on_display',
      cancelledAt: null,
      itemCount: 2,
      stockTotal: 3,
      kinds: ['furniture', 'book'],
      categoryIds: ['office-desk', 'humanities-books'],
      areaId: 'main-campus',
      thumbnailUri: null,
      lastDecision: null,
      submittedAt: null,
      publishedAt: null,
      pickupFrom: new Date(PICKUP_FROM).toISOString(),
    });
    expect(exhibit.items).toHaveLength(2);
    expect(exhibit.items[0]).toMatchObject({
      name: 'Office desk',
      kind: 'furniture',
      stock: 2,
      order: 0,
      tradeCount: 0,
      images: [],
      assetInfo: { ...assetInfo },
    });
    expect(exhibit.items[1]).toMatchObject({
      kind: 'book',
      book: { author: '夏目漱石', publisher: '岩波書店', isbn: '' },
      assetInfo: { assetCategory: 'consumable', assetNumber: '', budgetSource: 'unknown' },
    });

    const doc = await exhibitDoc(exhibit.id);
    expect(doc).toMatchObject({
      ownerId: 'alice',
      approvalStatus: 'not_yet',
      searchable: false,
      activeContactCount: 0,
      favoriteCount: 0,
      tags: {
        'office-desk': true,
        desks: true,
        furniture: true,
        'humanities-books': true,
        'academic-books': true,
        books: true,
      },
    });
    expect(Object.keys(doc?.grams as object).length).toBeGreaterThan(5);
    const [deskId] = exhibit.items.map((i: { id: string }) => i.id) as string[];
    expect(await ledgerOf(exhibit.id, deskId!)).toEqual([
      expect.objectContaining({
        delta: 2,
        reason: 'initial',
        stockAfter: 2,
        byUid: 'alice',
        accountId: 'alice',
      }),
    ]);
  });

  it('when a member acts for a group, then the group owns the exhibit and the member created it', async () => {
    const res = await request(app)
      .post(`${BASE}/exhibits`)
      .set(as(cast.bobForGroup))
      .send(exhibitBody());
    expect(res.status).toBe(201);
    expect(res.body.exhibit).toMatchObject({ ownerId: GROUP_ID, createdBy: 'bob' });
    expect(await exhibitDoc(res.body.exhibit.id as string)).toMatchObject({
      ownerId: GROUP_ID,
      createdBy: 'bob',
    });
  });
});

describe('the public search and category names', () => {
  it("when an item's category is named in English, then searching that word finds a Japanese exhibit", async () => {
    const { id } = await createApprovedExhibit(app, cast.alice, cast.june, {
      title: '研究室の机',
      description: '',
      items: [{ ...deskItem, name: '机', description: '' }],
    });
    const search = (keyword: string) =>
      request(app).get(`/api/v1/exhibits?keywords=${encodeURIComponent(keyword)}`);

    for (const keyword of ['desk', 'OFFICE', '事務机', 'furniture']) {
      const res = await search(keyword);
      expect(res.status).toBe(200);
      expect(
        res.body.exhibits.map((e: { id: string }) => e.id),
        keyword,
      ).toEqual([id]);
    }
    expect((await search('humanities')).body.total).toBe(0);
  });
});

describe('GET /home/exhibits', () => {
  it('when anonymous, then 401', async () => {
    expect((await request(app).get(`${BASE}/exhibits`)).status).toBe(401);
  });

  it('when listing, then only the current identity exhibits, newest first, with the total', async () => {
    const first = await createExhibitAs(app, cast.alice, { title: 'First' });
    const second = await createExhibitAs(app, cast.alice, { title: 'Second' });
    const groups = await createExhibitAs(app, cast.bobForGroup, { title: 'Group' });
    await createExhibitAs(app, cast.carol, { title: 'Carol' });
    await stepAs(app, cast.alice, first.id, 'submit');

    let res = await request(app).get(`${BASE}/exhibits`).set(as(cast.alice));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.exhibits.map((e: { id: string }) => e.id)).toEqual([second.id, first.id]);
    expect(res.body.exhibits[0].items).toBeUndefined();
    expect(res.body.exhibits[0].memo).toBe('Keys at the office');

    res = await request(app).get(`${BASE}/exhibits?status=wait_junk`).set(as(cast.alice));
    expect(res.body).toMatchObject({ total: 1, exhibits: [{ id: first.id }] });

    res = await request(app).get(`${BASE}/exhibits?limit=1&offset=1`).set(as(cast.alice));
    expect(res.body).toMatchObject({ total: 2, exhibits: [{ id: first.id }] });

    res = await request(app).get(`${BASE}/exhibits`).set(as(cast.aliceForGroup));
    expect(res.body).toMatchObject({ total: 1, exhibits: [{ id: groups.id }] });
  });

  it('when the query is not valid, then 400 at its location', async () => {
    const res = await request(app)
      .get(`${BASE}/exhibits?status=done&type=sharing&limit=0`)
      .set(as(cast.alice));
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual(['query.limit', 'query.status', 'query.type']);
  });
});

describe('GET /home/exhibits/:id', () => {
  it('when anonymous, then 401', async () => {
    const { id } = await createExhibitAs(app, cast.alice);
    expect((await request(app).get(`${BASE}/exhibits/${id}`)).status).toBe(401);
  });

  it('when unknown, then 404', async () => {
    const res = await request(app).get(`${BASE}/exhibits/nope`).set(as(cast.alice));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('when another user asks, then 403 not_exhibit_owner (officers too)', async () => {
    const { id } = await createExhibitAs(app, cast.alice);
    for (const user of [cast.carol, cast.june, cast.aliceForGroup]) {
      const res = await request(app).get(`${BASE}/exhibits/${id}`).set(as(user));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(error('not_exhibit_owner'));
    }
  });

  it('when the owner asks, then the owner view with memo and items', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    const res = await request(app).get(`${BASE}/exhibits/${id}`).set(as(cast.alice));
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({ id, memo: 'Keys at the office' });
    expect(res.body.exhibit.items.map((i: { id: string }) => i.id)).toEqual(itemIds);
  });

  it('when a group exhibit is read by the group admin or a member acting for the group, then 200; personally 403', async () => {
    const { id } = await createExhibitAs(app, cast.bobForGroup);
    expect(
      (await request(app).get(`${BASE}/exhibits/${id}`).set(as(cast.aliceForGroup))).status,
    ).toBe(200);
    expect(
      (await request(app).get(`${BASE}/exhibits/${id}`).set(as(cast.bobForGroup))).status,
    ).toBe(200);
    expect((await request(app).get(`${BASE}/exhibits/${id}`).set(as(cast.alice))).status).toBe(403);
  });
});

describe('PUT /home/exhibits/:id', () => {
  it('when anonymous, then 401; unknown 404; another user 403; no profile 403', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    const body = editBody(itemIds);
    expect((await request(app).put(`${BASE}/exhibits/${id}`).send(body)).status).toBe(401);
    const unknown = await request(app).put(`${BASE}/exhibits/nope`).set(as(cast.alice)).send(body);
    expect(unknown.status).toBe(404);
    const other = await request(app).put(`${BASE}/exhibits/${id}`).set(as(cast.carol)).send(body);
    expect(other.status).toBe(403);
    expect(other.body).toEqual(error('not_exhibit_owner'));
    const noProfile = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.dave))
      .send(body);
    expect(noProfile.body).toEqual(error('profile_required'));
    expect(await exhibitDoc(id)).toMatchObject({ title: '事務机と本' });
  });

  it('when an item id is not an item of the exhibit or a book is given for a non-book, then 400', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    const res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.alice))
      .send(
        exhibitBody({
          items: [
            { ...deskItem, id: itemIds[0], book: bookItem.book },
            { ...bookItem, id: 'not-an-item' },
          ],
        }),
      );
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual(['body.items.0.book', 'body.items.1.id']);
  });

  it('when the owner edits a not_yet exhibit, then fields change, stock is kept and the status stays', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    const body = editBody(itemIds, { title: 'Desks only', secretariatId: 'procurement' });
    (body.items[0] as { stock: number }).stock = 99;
    const res = await request(app).put(`${BASE}/exhibits/${id}`).set(as(cast.alice)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({
      title: 'Desks only',
      secretariatId: 'procurement',
      approvalStatus: 'not_yet',
      stockTotal: 3,
    });
    expect(await exhibitDoc(id)).toMatchObject({ title: 'Desks only', approvalStatus: 'not_yet' });
    expect(await itemDoc(id, itemIds[0]!)).toMatchObject({ stock: 2 });
    expect(await approvalsOf(id)).toEqual([]);
  });

  it('when an approved exhibit gets a new item, then it waits for the junk officer again, unpublished', async () => {
    const { id, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june);
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'approved', searchable: true });
    const body = editBody(itemIds);
    body.items.push({ ...deskItem, name: 'Second desk', stock: 4 } as never);
    const res = await request(app).put(`${BASE}/exhibits/${id}`).set(as(cast.alice)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({
      approvalStatus: 'wait_junk',
      published: false,
      searchable: false,
      itemCount: 3,
      stockTotal: 7,
    });
    expect(await exhibitDoc(id)).toMatchObject({
      approvalStatus: 'wait_junk',
      published: false,
      searchable: false,
    });
    expect((await approvalsOf(id)).map((a) => a.action)).toEqual([
      'submitted',
      'approved',
      'resubmitted',
    ]);
    const newId = (res.body.exhibit.items as { id: string }[])[2]!.id;
    expect(await ledgerOf(id, newId)).toEqual([
      expect.objectContaining({ delta: 4, reason: 'initial' }),
    ]);
  });

  it('when an approved exhibit gets new asset info, then wait_junk; a new title alone keeps it approved', async () => {
    const { id, itemIds } = await createApprovedExhibit(app, cast.alice, cast.june);
    let res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.alice))
      .send(editBody(itemIds, { title: 'Renamed' }));
    expect(res.body.exhibit).toMatchObject({ approvalStatus: 'approved', searchable: true });
    const body = editBody(itemIds, { title: 'Renamed' });
    (body.items[0] as { assetInfo: object }).assetInfo = { ...assetInfo, assetNumber: 'A-0002' };
    res = await request(app).put(`${BASE}/exhibits/${id}`).set(as(cast.alice)).send(body);
    expect(res.body.exhibit).toMatchObject({ approvalStatus: 'wait_junk', searchable: false });
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'wait_junk' });
  });

  it('when an item is removed, then it is deleted and its ledger records the removal', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    const res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.alice))
      .send(exhibitBody({ items: [{ ...deskItem, id: itemIds[0] }] }));
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({ itemCount: 1, stockTotal: 2, kinds: ['furniture'] });
    expect(await itemCount(id)).toBe(1);
    expect(await itemDoc(id, itemIds[1]!)).toBeUndefined();
    expect((await ledgerOf(id, itemIds[1]!)).at(-1)).toMatchObject({
      delta: -1,
      reason: 'item_removed',
      stockAfter: 0,
    });
    expect((await exhibitDoc(id))?.tags).not.toHaveProperty('books');
  });

  it('when a removed item has trades, then 409 item_has_trades and nothing changes', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    await exhibitRef(id).collection('items').doc(itemIds[1]!).update({ tradeCount: 1 });
    const res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.alice))
      .send(exhibitBody({ title: 'x', items: [{ ...deskItem, id: itemIds[0] }] }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(error('item_has_trades'));
    expect(await itemCount(id)).toBe(2);
    expect(await exhibitDoc(id)).toMatchObject({ title: '事務机と本' });
  });

  it('when contacts are open, then only the allowed fields may change (409 exhibit_has_contacts)', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    await exhibitRef(id).update({ activeContactCount: 1 });
    let res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.alice))
      .send(editBody(itemIds, { title: 'New title' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(error('exhibit_has_contacts'));
    res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.alice))
      .send(
        editBody(itemIds, {
          description: 'Changed',
          memo: 'New memo',
          itemManager: 'Ito',
          expiresAt: tokyoDaysAhead(90),
        }),
      );
    expect(res.status).toBe(200);
    expect(await exhibitDoc(id)).toMatchObject({
      title: '事務机と本',
      description: 'Changed',
      memo: 'New memo',
      itemManager: 'Ito',
    });
  });

  it('when the exhibit was cancelled, then 409 exhibit_cancelled', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.alice);
    await stepAs(app, cast.alice, id, 'cancel');
    const res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.alice))
      .send(editBody(itemIds, { title: 'x' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(error('exhibit_cancelled'));
  });

  it('when a group member edits the group exhibit, then 200', async () => {
    const { id, itemIds } = await createExhibitAs(app, cast.aliceForGroup);
    const res = await request(app)
      .put(`${BASE}/exhibits/${id}`)
      .set(as(cast.bobForGroup))
      .send(editBody(itemIds, { title: 'By Bob' }));
    expect(res.status).toBe(200);
    expect(await exhibitDoc(id)).toMatchObject({ title: 'By Bob', ownerId: GROUP_ID });
  });
});

describe('POST /home/exhibits/:id/{submit,publish,unpublish,cancel}', () => {
  it('when anonymous 401, another user 403, unknown 404, a body 400', async () => {
    const { id } = await createExhibitAs(app, cast.alice);
    for (const step of ['submit', 'publish', 'unpublish', 'cancel']) {
      expect((await request(app).post(`${BASE}/exhibits/${id}/${step}`)).status).toBe(401);
      const other = await request(app).post(`${BASE}/exhibits/${id}/${step}`).set(as(cast.carol));
      expect(other.status).toBe(403);
      expect(other.body).toEqual(error('not_exhibit_owner'));
      const officer = await request(app).post(`${BASE}/exhibits/${id}/${step}`).set(as(cast.june));
      expect(officer.status).toBe(403);
      expect(
        (await request(app).post(`${BASE}/exhibits/nope/${step}`).set(as(cast.alice))).status,
      ).toBe(404);
      const withBody = await request(app)
        .post(`${BASE}/exhibits/${id}/${step}`)
        .set(as(cast.alice))
        .send({ published: true });
      expect(withBody.status).toBe(400);
      expect(locationsOf(withBody.body)).toEqual(['body.published']);
    }
    expect(await exhibitDoc(id)).toMatchObject({ approvalStatus: 'not_yet', cancelledAt: null });
  });

  it('when submitted, then wait_junk with an audit entry; submitting again is 409 invalid_transition', async () => {
    const { id } = await createExhibitAs(app, cast.bobForGroup);
    let res = await request(app).post(`${BASE}/exhibits/${id}/submit`).set(as(cast.bobForGroup));
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({ approvalStatus: 'wait_junk', published: false });
    expect(res.body.exhibit.submittedAt).toEqual(expect.any(String));
    expect(await approvalsOf(id)).toEqual([
      expect.objectContaining({
        action: 'submitted',
        from: 'not_yet',
        to: 'wait_junk',
        byUid: 'bob',
        byName: 'bob',
        role: 'owner',
        comment: '',
      }),
    ]);
    res = await request(app).post(`${BASE}/exhibits/${id}/submit`).set(as(cast.aliceForGroup));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(error('invalid_transition'));
  });

  it('when publishing an exhibit that is not approved, then 409 not_approved', async () => {
    const { id } = await createExhibitAs(app, cast.alice);
    const res = await request(app).post(`${BASE}/exhibits/${id}/publish`).set(as(cast.alice));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(error('not_approved'));
    expect(await exhibitDoc(id)).toMatchObject({ published: false });
  });

  it('when an approved exhibit is unpublished and published again, then searchable follows', async () => {
    const { id } = await createApprovedExhibit(app, cast.alice, cast.june);
    let res = await request(app).post(`${BASE}/exhibits/${id}/unpublish`).set(as(cast.alice));
    expect(res.body.exhibit).toMatchObject({ published: false, searchable: false });
    expect(await exhibitDoc(id)).toMatchObject({ published: false, searchable: false });
    res = await request(app).post(`${BASE}/exhibits/${id}/publish`).set(as(cast.alice));
    expect(res.body.exhibit).toMatchObject({ published: true, searchable: true });
    expect(await exhibitDoc(id)).toMatchObject({ published: true, searchable: true });
    expect((await approvalsOf(id)).map((a) => a.action)).toEqual([
      'submitted',
      'approved',
      'unpublished',
      'published',
    ]);
  });

  it('when cancelled, then unsearchable for good; cancelling again is 409 exhibit_cancelled', async () => {
    const { id } = await createApprovedExhibit(app, cast.alice, cast.june);
    let res = await request(app).post(`${BASE}/exhibits/${id}/cancel`).set(as(cast.alice));
    expect(res.status).toBe(200);
    expect(res.body.exhibit).toMatchObject({ published: false, searchable: false });
    expect(res.body.exhibit.cancelledAt).toEqual(expect.any(String));
    expect(await exhibitDoc(id)).toMatchObject({ searchable: false, approvalStatus: 'approved' });
    res = await request(app).post(`${BASE}/exhibits/${id}/cancel`).set(as(cast.alice));
    expect(res.body).toEqual(error('exhibit_cancelled'));
    res = await request(app).post(`${BASE}/exhibits/${id}/publish`).set(as(cast.alice));
    expect(res.body).toEqual(error('exhibit_cancelled'));
  });
});

describe('GET /home/exhibits/:id/approvals', () => {
  it('when anonymous 401, unknown 404, another user 403', async () => {
    const { id } = await createExhibitAs(app, cast.alice);
    expect((await request(app).get(`${BASE}/exhibits/${id}/approvals`)).status).toBe(401);
    expect(
      (await request(app).get(`${BASE}/exhibits/nope/approvals`).set(as(cast.alice))).status,
    ).toBe(404);
    const other = await request(app).get(`${BASE}/exhibits/${id}/approvals`).set(as(cast.carol));
    expect(other.status).toBe(403);
    expect(other.body).toEqual(error('not_exhibit_owner'));
  });

  it('when the owner or any officer reads it, then the trail oldest first', async () => {
    const { id } = await createExhibitAs(app, cast.alice);
    await stepAs(app, cast.alice, id, 'submit');
    const rejected = await request(app)
      .post(`${BASE}/backoffice/junk/${id}/decision`)
      .set(as(cast.june))
      .send({ result: 'rejected', comment: 'Private property?' });
    expect(rejected.status).toBe(200);
    for (const user of [cast.alice, cast.june, cast.fred]) {
      const res = await request(app).get(`${BASE}/exhibits/${id}/approvals`).set(as(user));
      expect(res.status).toBe(200);
      expect(res.body.approvals).toEqual([
        expect.objectContaining({ action: 'submitted', role: 'owner', byUid: 'alice' }),
        {
          id: expect.any(String),
          action: 'rejected',
          from: 'wait_junk',
          to: 'junk_rejected',
          byUid: 'june',
          byName: 'june',
          role: 'junk_inquiry',
          comment: 'Private property?',
          at: expect.any(String),
        },
      ]);
    }
  });
});
