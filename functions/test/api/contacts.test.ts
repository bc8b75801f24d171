import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createTestApp,
  untilNotBusy,
  createUser,
  createUserWithProfile,
  createUsersWithProfiles,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import {
  V1,
  bearer,
  daysFromNow,
  exhibitData,
  minutesAgo,
  seedExhibit,
} from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';
import { contactInput } from './exhibits-fixtures';

const app = createTestApp();

let alice: TestUser; // owner
let bob: TestUser; // customer
let carol: TestUser; // someone else
let exhibitId: string;

useApiFile(async () => {
  [alice, bob, carol] = await createUsersWithProfiles('alice', 'bob', 'carol');
  exhibitId = await seedExhibit({
    ownerId: 'alice',
    title: 'Office chairs',
    items: [
      { name: 'Chair', stock: 3 },
      { name: 'Desk', stock: 1 },
    ],
  });
});

const INPUT = contactInput('item-1', 2);

const contact = (user: TestUser | undefined, body: unknown = INPUT, id = exhibitId) => {
  const req = request(app)
    .post(`${V1}/home/exhibits/${id}/contacts`)
    .send(body as object);
  return user === undefined ? req : req.set(bearer(user));
};

async function contactDocs() {
  const snap = await testDb().collection('contacts').get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

describe('POST /api/v1/home/exhibits/:id/contacts', () => {
  it('when a user contacts, then 201 waiting, the first message is in the chat, and the exhibit and item count it', async () => {
    const res = await contact(bob);
    expect(res.status).toBe(201);
    expect(res.body.contact).toMatchObject({
      exhibitId,
      exhibitTitle: 'Office chairs',
      ownerId: 'alice',
      customerId: 'bob',
      side: 'customer',
      status: 'waiting',
      loan: false,
      items: [{ itemId: 'item-1', name: 'Chair', quantity: 2, handedOver: 0 }],
      pickupAt: null,
    });
    const messages = await testDb()
      .collection('contacts')
      .doc(res.body.contact.id)
      .collection('messages')
      .get();
    expect(messages.docs.map((d) => d.data())).toMatchObject([
      { side: 'customer', kind: 'text', body: INPUT.message, byUid: 'bob' },
    ]);
    expect(await exhibitData(exhibitId)).toMatchObject({
      contactCount: 1,
      activeContactCount: 1,
      displayState: 'contacted',
    });
    const item = await testDb().doc(`exhibits/${exhibitId}/items/item-1`).get();
    expect(item.get('tradeCount')).toBe(1);
    expect(item.get('stock')).toBe(3);
  });

  it('when anonymous 401; without a profile 403 profile_required; own exhibit 403 own_exhibit', async () => {
    expect((await contact(undefined)).status).toBe(401);
    const newcomer = await createUser('dave');
    expect((await contact(newcomer)).body.code).toBe('profile_required');
    const own = await contact(alice);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('own_exhibit');
    expect(await contactDocs()).toEqual([]);
  });

  it('when the owner is any identity the caller can act as, then own_exhibit (the group, or himself)', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { bob: false });
    const groupExhibit = await seedExhibit({ ownerId: 'lab-1', items: [{ stock: 2 }] });
    const asGroup = await signIn('bob', { group: 'lab-1' });
    const res = await contact(asGroup, INPUT, groupExhibit);
    expect(res.body.code).toBe('own_exhibit');
    // As himself, bob is still a member of the lab: one person never trades with herself.
    const asHimself = await contact(bob, INPUT, groupExhibit);
    expect([asHimself.status, asHimself.body.code]).toEqual([403, 'own_exhibit']);
    // Acting for the lab, his own exhibit is his own too.
    const bobsExhibit = await seedExhibit({ ownerId: 'bob', items: [{ stock: 1 }] });
    expect((await contact(asGroup, INPUT, bobsExhibit)).body.code).toBe('own_exhibit');
    expect(await contactDocs()).toEqual([]);
  });

  it('when the exhibit is not on display 404, expired 409 exhibit_expired, unknown 404', async () => {
    const draft = await seedExhibit({ ownerId: 'alice', approvalStatus: 'not_yet' });
    expect((await contact(bob, INPUT, draft)).status).toBe(404);
    const expired = await seedExhibit({ ownerId: 'alice', expiresAt: minutesAgo(1) });
    const res = await contact(bob, INPUT, expired);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('exhibit_expired');
    expect((await contact(bob, INPUT, 'no-such-exhibit')).status).toBe(404);
  });

  it('when the body is invalid, then 400 with every location and nothing is written', async () => {
    const res = await contact(bob, {
      message: ' ',
      items: [
        { itemId: 'item-1', quantity: 0 },
        { itemId: 'item-1', quantity: 1 },
      ],
      installationPlace: '',
      locationManagerEmail: 'nope',
      extra: true,
    });
    expect(res.status).toBe(400);
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location);
    expect(locations).toEqual(
      expect.arrayContaining([
        'body.message',
        'body.items.0.quantity',
        'body.installationPlace',
        'body.locationManager',
        'body.locationManagerEmail',
        'body.agreedToNotice',
      ]),
    );
    expect(await contactDocs()).toEqual([]);
  });

  it('when an item is unknown 400 at its index; more than the stock 409 insufficient_stock', async () => {
    const unknown = await contact(bob, { ...INPUT, items: [{ itemId: 'item-9', quantity: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { location: 'body.items.0.itemId', message: expect.any(String) },
    ]);
    const twice = await contact(bob, {
      ...INPUT,
      items: [
        { itemId: 'item-1', quantity: 1 },
        { itemId: 'item-1', quantity: 1 },
      ],
    });
    expect(twice.body.errors).toEqual([{ location: 'body.items', message: expect.any(String) }]);
    const tooMany = await contact(bob, { ...INPUT, items: [{ itemId: 'item-2', quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('insufficient_stock');
    expect(await exhibitData(exhibitId)).toMatchObject({
      contactCount: 0,
      displayState: 'on_display',
    });
  });

  it('when the customer already has an open contact for the exhibit, then 409 already_contacted', async () => {
    expect((await contact(bob)).status).toBe(201);
    const again = await contact(bob);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_contacted');
    expect((await contact(carol)).status).toBe(201);
    expect(await exhibitData(exhibitId)).toMatchObject({ contactCount: 2, activeContactCount: 2 });
  });

  it('when several contacts arrive at once, then every one is counted exactly', async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, (_v, i) => createUserWithProfile(`user-${i}`)),
    );
    // Contention may answer some 503 busy (nothing written): sent again as the web client does.
    const results = await Promise.all(users.map((u) => untilNotBusy(() => contact(u))));
    expect(results.map((r) => r.status)).toEqual(users.map(() => 201));
    expect(await exhibitData(exhibitId)).toMatchObject({ contactCount: 6, activeContactCount: 6 });
  });
});

describe('GET /api/v1/home/exhibits/:id/contacts/open', () => {
  const openOf = (user: TestUser | undefined, id = exhibitId) => {
    const req = request(app).get(`${V1}/home/exhibits/${id}/contacts/open`);
    return user === undefined ? req : req.set(bearer(user));
  };

  it("answers the caller's trade of the exhibit while it is open, and null before and after", async () => {
    expect((await openOf(bob)).body).toEqual({ contact: null });
    const created = await contact(bob);

    const open = await openOf(bob);
    expect(open.status).toBe(200);
    expect(open.body.contact).toMatchObject({ id: created.body.contact.id, status: 'waiting' });
    // Only the customer's own: the owner and anyone else have none.
    expect((await openOf(alice)).body).toEqual({ contact: null });
    expect((await openOf(carol)).body).toEqual({ contact: null });

    const withdrawn = await request(app)
      .post(`${V1}/home/contacts/${created.body.contact.id}/withdraw`)
      .set(bearer(bob))
      .send({ reason: 'Found one elsewhere' });
    expect(withdrawn.status).toBe(200);
    expect((await openOf(bob)).body).toEqual({ contact: null });
  });

  it('when anonymous 401; a malformed id 400 validation_error at params.id', async () => {
    expect((await openOf(undefined)).status).toBe(401);
    const bad = await openOf(bob, 'a'.repeat(2000));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].location).toBe('params.id');
  });
});

describe('reading contacts', () => {
  let contactId: string;
  beforeEach(async () => {
    contactId = (await contact(bob)).body.contact.id as string;
  });

  it('GET /home/contacts/:id: each party sees its side; others 403 not_contact_party; unknown 404', async () => {
    const get = (user: TestUser, id = contactId) =>
      request(app).get(`${V1}/home/contacts/${id}`).set(bearer(user));
    expect((await get(alice)).body.contact).toMatchObject({ id: contactId, side: 'owner' });
    expect((await get(bob)).body.contact).toMatchObject({ id: contactId, side: 'customer' });
    const other = await get(carol);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_contact_party');
    expect((await get(alice, 'unknown')).status).toBe(404);
    expect((await request(app).get(`${V1}/home/contacts/${contactId}`)).status).toBe(401);
  });

  it('POST /home/contacts: the contacts among contactIds that any identity of the caller takes part in', async () => {
    await seedGroup('lab-1', 'Robotics Lab', { carol: false });
    const labExhibit = await seedExhibit({ ownerId: 'lab-1', items: [{ stock: 5 }] });
    const labContact = (await contact(bob, INPUT, labExhibit)).body.contact.id as string;
    const list = (user: TestUser, contactIds: string[]) =>
      request(app).post(`${V1}/home/contacts`).set(bearer(user)).send({ contactIds });

    const forBob = await list(bob, [contactId, labContact, 'unknown']);
    expect(forBob.status).toBe(200);
    expect(
      (forBob.body.contacts as { id: string; side: string }[]).map((c) => [c.id, c.side]),
    ).toEqual([
      [contactId, 'customer'],
      [labContact, 'customer'],
    ]);
    // carol is not acting for the lab, but its member: she sees the lab's contact, as owner.
    const forCarol = await list(carol, [contactId, labContact]);
    expect(
      (forCarol.body.contacts as { id: string; side: string }[]).map((c) => [c.id, c.side]),
    ).toEqual([[labContact, 'owner']]);
    expect((await list(bob, [])).status).toBe(400);
  });
});

describe('the trade', () => {
  let contactId: string;
  const step = (user: TestUser, path: string, body: object = {}, id = contactId) =>
    request(app).post(`${V1}/home/contacts/${id}/${path}`).set(bearer(user)).send(body);
  const say = (user: TestUser, body: string, id = contactId) =>
    request(app).post(`${V1}/home/contacts/${id}/messages`).set(bearer(user)).send({ body });
  const pickupAt = () => daysFromNow(2).toISOString();

  beforeEach(async () => {
    contactId = (await contact(bob)).body.contact.id as string;
  });

  it('walks from the reply to the handover and both evaluations, with stock, ledger and chat', async () => {
    expect((await say(alice, 'Yes, Friday 3 pm is fine.')).status).toBe(201);
    expect(
      (await request(app).get(`${V1}/home/contacts/${contactId}`).set(bearer(bob))).body.contact
        .status,
    ).toBe('open');

    const confirmed = await step(alice, 'confirm-pickup', { pickupAt: pickupAt() });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.contact).toMatchObject({ status: 'waitpickup', side: 'owner' });
    expect((await step(bob, 'withdraw')).body.code).toBe('invalid_contact_transition');
    expect(
      (await step(bob, 'handover', { items: [{ itemId: 'item-1', count: 1 }] })).body.code,
    ).toBe('not_your_step');
    const over = await step(alice, 'handover', { items: [{ itemId: 'item-1', count: 3 }] });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].location).toBe('body.items.0.count');

    const handed = await step(alice, 'handover', { items: [{ itemId: 'item-1', count: 1 }] });
    expect(handed.body.contact).toMatchObject({
      status: 'waitcustomerevaluation',
      items: [{ itemId: 'item-1', quantity: 2, handedOver: 1 }],
    });
    const item = await testDb().doc(`exhibits/${exhibitId}/items/item-1`).get();
    expect(item.get('stock')).toBe(2);
    const ledger = await item.ref.collection('ledger').get();
    expect(ledger.docs.map((d) => d.data())).toMatchObject([
      { delta: -1, stockAfter: 2, reason: `handover:${contactId}`, byUid: 'alice' },
    ]);
    expect(await exhibitData(exhibitId)).toMatchObject({
      stockTotal: 3,
      inStock: true,
      activeContactCount: 0,
      displayState: 'on_display',
    });

    expect(
      (await step(bob, 'evaluation', { score: 'good', comment: 'Thanks!' })).body.contact.status,
    ).toBe('waitcustomerevaluation');
    expect((await step(bob, 'evaluation', { score: 'good' })).body.code).toBe('already_evaluated');
    expect((await step(alice, 'evaluation', { score: 'good' })).body.contact.status).toBe(
      'finished',
    );
    const closed = await say(bob, 'One more thing');
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('contact_closed');

    const chat = await request(app)
      .get(`${V1}/home/contacts/${contactId}/messages`)
      .set(bearer(bob));
    expect(chat.body.total).toBe(6);
    expect(
      (chat.body.messages as { kind: string; side: string | null; body: string }[]).map((m) => [
        m.kind,
        m.side,
        m.body,
      ]),
    ).toEqual([
      ['text', 'customer', INPUT.message],
      ['text', 'owner', 'Yes, Friday 3 pm is fine.'],
      ['system', null, 'confirm_pickup'],
      ['system', null, 'handover'],
      ['system', null, 'evaluate'],
      ['system', null, 'evaluate'],
    ]);
    expect(
      (await request(app).get(`${V1}/home/contacts/${contactId}/messages`).set(bearer(carol)))
        .status,
    ).toBe(403);
  });

  it('when the evaluation that finishes the trade comes from either side, then neither is left with an unread chat', async () => {
    const unreadOf = async (user: TestUser, role: 'owner' | 'customer') =>
      (await request(app).get(`${V1}/home/unreads?role=${role}`).set(bearer(user))).body.total;
    await step(alice, 'confirm-pickup', { pickupAt: pickupAt() });
    await step(alice, 'handover', { items: [{ itemId: 'item-1', count: 1 }] });
    expect((await step(alice, 'evaluation', { score: 'good' })).status).toBe(200);
    // Before the end, the other side's evaluation is news.
    expect(await unreadOf(bob, 'customer')).toBe(1);

    const last = await step(bob, 'evaluation', { score: 'good', comment: 'Thanks!' });
    expect(last.body.contact.status).toBe('finished');
    expect(await unreadOf(alice, 'owner')).toBe(0);
    expect(await unreadOf(bob, 'customer')).toBe(0);
  });

  it('gives each side the to-dos of the state: created and resolved as the trade moves', async () => {
    const todos = async (user: TestUser, role: 'owner' | 'customer') => {
      const res = await request(app).get(`${V1}/home/todos?role=${role}`).set(bearer(user));
      expect(res.status).toBe(200);
      return (res.body.todos as { kind: string; contactId: string }[]).map((t) => t.kind);
    };
    const both = async () => [await todos(alice, 'owner'), await todos(bob, 'customer')];
    expect(await both()).toEqual([['chat_owner'], []]);
    await say(alice, 'Sure.');
    expect(await both()).toEqual([[], ['chat_customer']]);
    await step(alice, 'confirm-pickup', { pickupAt: pickupAt() });
    expect(await both()).toEqual([['delivery'], ['receipt']]);
    await step(alice, 'handover', { items: [{ itemId: 'item-1', count: 2 }] });
    expect(await both()).toEqual([['eval_owner'], ['eval_customer']]);
    await step(bob, 'evaluation', { score: 'good' });
    expect(await both()).toEqual([['eval_owner'], []]);
    await step(alice, 'evaluation', { score: 'good' });
    expect(await both()).toEqual([[], []]);
    // Each identity sees only its own.
    expect(await todos(carol, 'owner')).toEqual([]);
    expect((await request(app).get(`${V1}/home/todos?role=owner`)).status).toBe(401);
    const bad = await request(app).get(`${V1}/home/todos?role=boss`).set(bearer(alice));
    expect(bad.body.errors[0].location).toBe('query.role');
  });

  it('when the pick-up time is outside the pick-up period, then 400 body.pickupAt', async () => {
    const res = await step(alice, 'confirm-pickup', { pickupAt: daysFromNow(30).toISOString() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body.pickupAt', message: expect.any(String) }]);
  });

  it('when the customer withdraws, then the exhibit is back on display; others get 403', async () => {
    expect((await step(carol, 'withdraw')).body.code).toBe('not_contact_party');
    expect((await step(alice, 'withdraw')).body.code).toBe('not_your_step');
    const res = await step(bob, 'withdraw', { reason: 'Found one elsewhere' });
    expect(res.body.contact.status).toBe('withdrawn');
    expect(await exhibitData(exhibitId)).toMatchObject({
      contactCount: 1,
      activeContactCount: 0,
      displayState: 'on_display',
    });
  });

  it('a loan: handover with a due date, the owner changes it, return complete puts the items back in stock', async () => {
    // Marked as a loan directly (contacts-loan.test.ts makes one from a lent exhibit).
    await testDb().doc(`contacts/${contactId}`).update({ loan: true });
    expect((await step(alice, 'confirm-pickup', { pickupAt: pickupAt() })).status).toBe(200);
    const items = [{ itemId: 'item-1', count: 2 }];
    const missing = await step(alice, 'handover', { items });
    expect(missing.body.errors).toEqual([
      { location: 'body.returnDueAt', message: expect.any(String) },
    ]);
    const due = daysFromNow(7).toISOString();
    const lent = await step(alice, 'handover', { items, returnDueAt: due });
    expect(lent.body.contact).toMatchObject({
      status: 'waitreturn',
      view: 'return',
      returnDueAt: due,
    });
    expect((await testDb().doc(`exhibits/${exhibitId}/items/item-1`).get()).get('stock')).toBe(1);
    const todoKinds = async (user: TestUser, role: string) =>
      (
        (await request(app).get(`${V1}/home/todos?role=${role}`).set(bearer(user))).body.todos as {
          kind: string;
        }[]
      ).map((t) => t.kind);
    expect(await todoKinds(alice, 'owner')).toEqual(['confirm_return']);
    expect(await todoKinds(bob, 'customer')).toEqual(['return_exhibit']);

    const later = daysFromNow(9).toISOString();
    expect((await step(bob, 'return-due', { returnDueAt: later })).body.code).toBe('not_your_step');
    const past = await step(alice, 'return-due', { returnDueAt: minutesAgo(5).toISOString() });
    expect(past.body.errors[0].location).toBe('body.returnDueAt');
    const moved = await step(alice, 'return-due', { returnDueAt: later });
    expect(moved.body.contact).toMatchObject({ status: 'waitreturn', returnDueAt: later });

    expect((await step(bob, 'return-complete')).body.code).toBe('not_your_step');
    const back = await step(alice, 'return-complete');
    expect(back.body.contact.status).toBe('waitcustomerevaluation');
    expect((await testDb().doc(`exhibits/${exhibitId}/items/item-1`).get()).get('stock')).toBe(3);
    const ledger = await testDb()
      .collection(`exhibits/${exhibitId}/items/item-1/ledger`)
      .orderBy('at')
      .get();
    expect(ledger.docs.map((d) => [d.get('delta'), d.get('reason')])).toEqual([
      [-2, `handover:${contactId}`],
      [2, `return:${contactId}`],
    ]);
    expect((await step(alice, 'return-complete')).body.code).toBe('invalid_contact_transition');
  });

  it('a give-away has no return date: 400; return steps are 409 invalid_contact_transition', async () => {
    await step(alice, 'confirm-pickup', { pickupAt: pickupAt() });
    const res = await step(alice, 'handover', {
      items: [{ itemId: 'item-1', count: 1 }],
      returnDueAt: daysFromNow(7).toISOString(),
    });
    expect(res.body.errors[0].location).toBe('body.returnDueAt');
    expect((await step(alice, 'return-complete')).body.code).toBe('invalid_contact_transition');
    expect(
      (await step(alice, 'return-due', { returnDueAt: daysFromNow(3).toISOString() })).body.code,
    ).toBe('invalid_contact_transition');
  });

  it('when a party withdraws from the service, then their trades close with a system message', async () => {
    const other = await seedExhibit({ ownerId: 'carol', title: 'Desk', items: [{ stock: 1 }] });
    const second = (
      await contact(bob, { ...INPUT, items: [{ itemId: 'item-1', quantity: 1 }] }, other)
    ).body.contact.id as string;
    expect((await request(app).delete(`${V1}/home/me`).set(bearer(bob))).status).toBe(204);

    for (const id of [contactId, second]) {
      const doc = (await testDb().doc(`contacts/${id}`).get()).data();
      expect(doc?.status).toBe('withdrawn');
      const messages = await testDb()
        .collection(`contacts/${id}/messages`)
        .orderBy('at', 'desc')
        .limit(1)
        .get();
      expect(messages.docs[0]?.data()).toMatchObject({ kind: 'system', body: 'close' });
    }
    expect(await exhibitData(exhibitId)).toMatchObject({
      activeContactCount: 0,
      displayState: 'on_display',
    });
    const todos = await request(app).get(`${V1}/home/todos?role=owner`).set(bearer(alice));
    expect(todos.body.total).toBe(0);
    // A closed trade takes no more messages.
    expect((await say(alice, 'Hello?')).body.code).toBe('contact_closed');
  });

  it('when 20 handovers of the last 3 run at once, then exactly 3 succeed and stock never goes below 0', async () => {
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_v, i) => createUserWithProfile(`buyer-${i}`)),
    );
    const ids: string[] = [];
    for (const customer of customers) {
      const res = await contact(customer, { ...INPUT, items: [{ itemId: 'item-1', quantity: 1 }] });
      ids.push(res.body.contact.id as string);
    }
    for (const id of ids) {
      expect((await step(alice, 'confirm-pickup', { pickupAt: pickupAt() }, id)).status).toBe(200);
    }
    const results = await Promise.all(
      ids.map((id) => step(alice, 'handover', { items: [{ itemId: 'item-1', count: 1 }] }, id)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual(
      Array.from({ length: 17 }, () => 'insufficient_stock'),
    );
    const item = await testDb().doc(`exhibits/${exhibitId}/items/item-1`).get();
    expect(item.get('stock')).toBe(0);
    expect((await item.ref.collection('ledger').get()).size).toBe(3);
  }, 60_000);
});
