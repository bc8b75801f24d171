import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, testDb } from './helpers';
import {
  BASE,
  type CreatedExhibit,
  as,
  createApprovedExhibit,
  createExhibitAs,
  error,
  exhibitBody,
  exhibitDoc,
  itemDoc,
  ledgerOf,
  locationsOf,
  useExhibitFile,
} from './exhibits-fixtures';
import { allNotices, daysFromNow, minutesAgo } from './exhibit-docs-fixtures';
import { notifyDeadlines } from '../../src/features/notifications/deadlines';

/**
 * Loans in reuse mode (docs/trades.md, "Loans"): an exhibit lent rather than given, a customer's
 * contact on it a loan, the due date set at handover and changed by the owner, and the items back
 * in stock when the return is complete. Over HTTP against the emulators.
 */

const app = createTestApp();
const LOAN = { loan: true, loanDays: 14 };

const cast = useExhibitFile();

const contactBody = (itemId: string, quantity = 1) => ({
  message: 'May we borrow it for the workshop?',
  items: [{ itemId, quantity }],
  installationPlace: 'Building 2, room 301',
  locationManager: 'Carol Ito',
  locationManagerEmail: 'carol@campus.example.ac.jp',
  agreedToNotice: true,
});

async function contactAs(user: TestUser, exhibit: CreatedExhibit, quantity = 1) {
  const res = await request(app)
    .post(`${BASE}/exhibits/${exhibit.id}/contacts`)
    .set(as(user))
    .send(contactBody(exhibit.itemIds[0] ?? '', quantity));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.contact as { id: string; loan: boolean; loanDays: number | null };
}

const step = (user: TestUser, contactId: string, path: string, body: object = {}) =>
  request(app).post(`${BASE}/contacts/${contactId}/${path}`).set(as(user)).send(body);

describe('a lent exhibit', () => {
  it('is created with its loan period, and its page, the search and the owner see "loan"', async () => {
    const created = await createApprovedExhibit(app, cast.alice, cast.june, LOAN);
    expect(created.body).toMatchObject(LOAN);
    expect(await exhibitDoc(created.id)).toMatchObject(LOAN);

    const page = await request(app).get(`/api/v1/exhibits/${created.id}`);
    expect(page.body.exhibit).toMatchObject(LOAN);
    const search = await request(app).get('/api/v1/exhibits');
    expect(search.body.exhibits).toEqual([expect.objectContaining({ id: created.id, ...LOAN })]);
    const own = await request(app).get(`${BASE}/exhibits/${created.id}`).set(as(cast.alice));
    expect(own.body.exhibit).toMatchObject(LOAN);
  });

  it('is given away by default (no period)', async () => {
    const created = await createExhibitAs(app, cast.alice);
    expect(created.body).toMatchObject({ loan: false, loanDays: null });
  });

  it.each([
    ['no period', { loan: true }],
    ['a period of 0 days', { loan: true, loanDays: 0 }],
    ['a period of 181 days', { loan: true, loanDays: 181 }],
    ['a period of 1.5 days', { loan: true, loanDays: 1.5 }],
    ['a period given away', { loan: false, loanDays: 7 }],
    ['a period as text', { loan: true, loanDays: '14' }],
  ])('when it has %s, then 400 at body.loanDays', async (_name, overrides) => {
    const res = await request(app)
      .post(`${BASE}/exhibits`)
      .set(as(cast.alice))
      .send(exhibitBody(overrides));
    expect(res.status).toBe(400);
    expect(locationsOf(res.body)).toEqual(['body.loanDays']);
  });

  it('accepts the period limits, 1 and 180 days', async () => {
    for (const loanDays of [1, 180]) {
      const created = await createExhibitAs(app, cast.alice, { loan: true, loanDays });
      expect(created.body.loanDays).toBe(loanDays);
    }
  });

  it('switches between lending and giving without approval again, but not while contacts are active', async () => {
    const created = await createApprovedExhibit(app, cast.alice, cast.june);
    const edit = (overrides: Record<string, unknown>) =>
      request(app)
        .put(`${BASE}/exhibits/${created.id}`)
        .set(as(cast.alice))
        .send(
          exhibitBody({
            items: (created.body.items as Record<string, unknown>[]).map(
              ({ id, name, description, categoryId, stock, condition, book, assetInfo }) => ({
                id,
                name,
                description,
                categoryId,
                stock,
                condition,
                book,
                assetInfo,
              }),
            ),
            ...overrides,
          }),
        );
    const lent = await edit(LOAN);
    expect(lent.status, JSON.stringify(lent.body)).toBe(200);
    expect(lent.body.exhibit).toMatchObject({
      ...LOAN,
      approvalStatus: 'approved',
      published: true,
    });

    await contactAs(cast.carol, created);
    const back = await edit({ loan: false, loanDays: null });
    expect(back.status).toBe(409);
    expect(back.body).toEqual(error('exhibit_has_contacts'));
    // The default period only reaches new contacts: it may change while trades go on.
    const longer = await edit({ loan: true, loanDays: 30 });
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect(longer.body.exhibit).toMatchObject({ loan: true, loanDays: 30 });
  });
});

describe('a loan', () => {
  it('a contact on a lent exhibit is a loan with its period; on a given one it is not', async () => {
    const lent = await createApprovedExhibit(app, cast.alice, cast.june, LOAN);
    const given = await createApprovedExhibit(app, cast.alice, cast.june);
    expect(await contactAs(cast.carol, lent)).toMatchObject({ loan: true, loanDays: 14 });
    expect(await contactAs(cast.carol, given)).toMatchObject({ loan: false, loanDays: null });
  });

  it('walks from the handover with a due date, through a change, to the return into stock', async () => {
    const lent = await createApprovedExhibit(app, cast.alice, cast.june, LOAN);
    const deskId = lent.itemIds[0] ?? '';
    const { id } = await contactAs(cast.carol, lent, 2);
    const confirmed = await step(cast.alice, id, 'confirm-pickup', {
      pickupAt: lent.body.pickupFrom,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const items = [{ itemId: deskId, count: 2 }];
    const undated = await step(cast.alice, id, 'handover', { items });
    expect(undated.status).toBe(400);
    expect(locationsOf(undated.body)).toEqual(['body.returnDueAt']);
    const tooLate = await step(cast.alice, id, 'handover', {
      items,
      returnDueAt: daysFromNow(367).toISOString(),
    });
    expect(locationsOf(tooLate.body)).toEqual(['body.returnDueAt']);

    const due = daysFromNow(14).toISOString();
    const handed = await step(cast.alice, id, 'handover', { items, returnDueAt: due });
    expect(handed.status).toBe(200);
    expect(handed.body.contact).toMatchObject({ status: 'waitreturn', returnDueAt: due });
    expect((await itemDoc(lent.id, deskId))?.stock).toBe(0);

    // The customer sees the due date; only the owner moves it or completes the return.
    const seen = await request(app).get(`${BASE}/contacts/${id}`).set(as(cast.carol));
    expect(seen.body.contact).toMatchObject({ side: 'customer', loan: true, returnDueAt: due });
    const later = daysFromNow(21).toISOString();
    for (const [path, body] of [
      ['return-due', { returnDueAt: later }],
      ['return-complete', {}],
    ] as const) {
      const byCustomer = await step(cast.carol, id, path, body);
      expect(byCustomer.status).toBe(409);
      expect(byCustomer.body).toEqual(error('not_your_step'));
      const byStranger = await step(cast.bobForGroup, id, path, body);
      expect(byStranger.status).toBe(403);
      expect(byStranger.body).toEqual(error('not_contact_party'));
    }
    const past = await step(cast.alice, id, 'return-due', {
      returnDueAt: minutesAgo(1).toISOString(),
    });
    expect(locationsOf(past.body)).toEqual(['body.returnDueAt']);
    const moved = await step(cast.alice, id, 'return-due', { returnDueAt: later });
    expect(moved.body.contact).toMatchObject({ status: 'waitreturn', returnDueAt: later });

    const back = await step(cast.alice, id, 'return-complete');
    expect(back.status).toBe(200);
    expect(back.body.contact.status).toBe('waitcustomerevaluation');
    expect((await itemDoc(lent.id, deskId))?.stock).toBe(2);
    expect((await ledgerOf(lent.id, deskId)).map((e) => [e.delta, e.reason])).toEqual([
      [2, 'initial'],
      [-2, `handover:${id}`],
      [2, `return:${id}`],
    ]);
    expect(await exhibitDoc(lent.id)).toMatchObject({
      stockTotal: 3,
      activeContactCount: 0,
      displayState: 'on_display',
    });
  });

  it('a give-away contact gets no due date: 400 at handover, 409 for the return steps', async () => {
    const given = await createApprovedExhibit(app, cast.alice, cast.june);
    const { id } = await contactAs(cast.carol, given);
    await step(cast.alice, id, 'confirm-pickup', { pickupAt: given.body.pickupFrom });
    const dated = await step(cast.alice, id, 'handover', {
      items: [{ itemId: given.itemIds[0], count: 1 }],
      returnDueAt: daysFromNow(7).toISOString(),
    });
    expect(dated.status).toBe(400);
    expect(locationsOf(dated.body)).toEqual(['body.returnDueAt']);
    const due = await step(cast.alice, id, 'return-due', {
      returnDueAt: daysFromNow(7).toISOString(),
    });
    expect(due.status).toBe(409);
    expect(due.body).toEqual(error('invalid_contact_transition'));
    const stored = await testDb().doc(`contacts/${id}`).get();
    expect(stored.get('returnDueAt')).toBeNull();
  });
});

describe('the daily deadline job', () => {
  it("reminds the customer of a loan due within 3 days, once per due date; not the returned one's", async () => {
    const lent = await createApprovedExhibit(app, cast.alice, cast.june, LOAN);
    const { id } = await contactAs(cast.carol, lent);
    await step(cast.alice, id, 'confirm-pickup', { pickupAt: lent.body.pickupFrom });
    const items = [{ itemId: lent.itemIds[0], count: 1 }];
    await step(cast.alice, id, 'handover', { items, returnDueAt: daysFromNow(10).toISOString() });
    const now = new Date();
    expect(await notifyDeadlines(testDb(), now)).toBe(0);

    await step(cast.alice, id, 'return-due', { returnDueAt: daysFromNow(2).toISOString() });
    expect(await notifyDeadlines(testDb(), now)).toBe(1);
    expect(await notifyDeadlines(testDb(), now)).toBe(0);
    const reminders = (await allNotices()).filter((n) => n.kind === 'deadline_approach');
    expect(reminders).toMatchObject([
      { accountId: 'carol', role: 'customer', exhibitId: lent.id, exhibitTitle: '事務机と本' },
    ]);

    // Returned: a due date in the window (one no notice was made for) reminds nobody.
    await step(cast.alice, id, 'return-complete');
    await testDb()
      .doc(`contacts/${id}`)
      .update({ returnDueAt: Timestamp.fromDate(daysFromNow(1)) });
    expect(await notifyDeadlines(testDb(), now)).toBe(0);
  });
});
