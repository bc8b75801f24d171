import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createTestApp,
  createUsersWithProfiles,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import { V1, bearer, daysFromNow, seedExhibit } from './exhibit-docs-fixtures';
import { createFirestoreSink } from '../../src/features/notifications/counter-sink';
import { useApiFile } from './api-file';
import { parseCalendar } from '../ical-events';
import { contactInput } from './exhibits-fixtures';

/**
 * Read markers, notices, the rows of the header panels over every identity of the caller, the
 * contact lists by view, the pick-up calendar file and the counters the polling client reads.
 */
const app = createTestApp();

let alice: TestUser; // owner of the chairs, and admin of the lab
let bob: TestUser; // customer, and member of the lab
let carol: TestUser; // neither
let exhibitId: string;
let labExhibit: string;

const INPUT = contactInput('item-1');

useApiFile(async () => {
  [alice, bob, carol] = await createUsersWithProfiles('alice', 'bob', 'carol');
  await seedGroup('lab-1', 'Robotics Lab', { alice: true, bob: false });
  [exhibitId, labExhibit] = await Promise.all([
    seedExhibit({ ownerId: 'alice', title: 'Office chairs', items: [{ name: 'Chair', stock: 3 }] }),
    seedExhibit({ ownerId: 'lab-1', title: 'Lab shelves', items: [{ name: 'Shelf', stock: 2 }] }),
  ]);
});

const get = (user: TestUser | undefined, path: string) => {
  const req = request(app).get(`${V1}${path}`);
  return user === undefined ? req : req.set(bearer(user));
};
const post = (user: TestUser, path: string, body: object = {}) =>
  request(app).post(`${V1}${path}`).set(bearer(user)).send(body);
const contact = async (user: TestUser, id = exhibitId) => {
  const res = await post(user, `/home/exhibits/${id}/contacts`, INPUT);
  expect(res.status).toBe(201);
  return res.body.contact.id as string;
};
const counters = async (user: TestUser) => {
  const res = await get(user, '/home/notifications');
  expect(res.status).toBe(200);
  return res.body as {
    owner: { todo: number; notice: number; unread: Record<string, number> };
    customer: { todo: number; notice: number; unread: Record<string, number> };
  };
};

describe('read markers and unread chats', () => {
  it('a message is unread for the other side until it reads; writing implies reading', async () => {
    const id = await contact(bob);
    expect(Object.keys((await counters(alice)).owner.unread)).toEqual([id]);
    expect((await counters(bob)).customer.unread).toEqual({});

    const unreads = await get(alice, '/home/unreads?role=owner');
    expect(unreads.body).toMatchObject({
      total: 1,
      unreads: [
        {
          contactId: id,
          side: 'owner',
          accountId: 'alice',
          exhibitId,
          exhibitTitle: 'Office chairs',
          exhibitCancelled: false,
        },
      ],
    });
    expect((await get(alice, `/home/contacts/${id}`)).body.contact.unread).toBe(true);

    expect((await post(alice, `/home/contacts/${id}/read`)).status).toBe(204);
    expect((await counters(alice)).owner.unread).toEqual({});
    expect((await get(alice, `/home/contacts/${id}`)).body.contact.unread).toBe(false);
    // Again: still 204, nothing to clear.
    expect((await post(alice, `/home/contacts/${id}/read`)).status).toBe(204);

    await post(alice, `/home/contacts/${id}/messages`, { body: 'Sure.' });
    expect(Object.keys((await counters(bob)).customer.unread)).toEqual([id]);
    expect((await counters(alice)).owner.unread).toEqual({});
    // A step's system message is news for the other side.
    await post(bob, `/home/contacts/${id}/read`);
    await post(alice, `/home/contacts/${id}/confirm-pickup`, {
      pickupAt: daysFromNow(2).toISOString(),
    });
    expect(Object.keys((await counters(bob)).customer.unread)).toEqual([id]);
  });

  it('only a party marks a chat read: others 403, unknown 404, anonymous 401', async () => {
    const id = await contact(bob);
    expect((await post(carol, `/home/contacts/${id}/read`)).body.code).toBe('not_contact_party');
    expect((await post(carol, `/home/contacts/nope/read`)).status).toBe(404);
    expect((await request(app).post(`${V1}/home/contacts/${id}/read`)).status).toBe(401);
    expect(Object.keys((await counters(alice)).owner.unread)).toEqual([id]);
  });
});

describe('rows and counters over every identity of the user', () => {
  it("a trade on the lab's exhibit shows for every member, whatever identity they act as", async () => {
    const id = await contact(carol, labExhibit);
    for (const member of [alice, bob]) {
      const c = await counters(member);
      expect(c.owner.todo).toBe(1);
      expect(Object.keys(c.owner.unread)).toEqual([id]);
      const todos = await get(member, '/home/todos?role=owner');
      expect(todos.body).toMatchObject({
        total: 1,
        todos: [{ kind: 'chat_owner', accountId: 'lab-1', contactId: id, exhibitCancelled: false }],
      });
    }
    // The customer's side is carol's alone: nothing to do while waiting for the reply.
    expect((await counters(carol)).customer).toEqual({ todo: 0, notice: 0, unread: {} });
    expect((await counters(carol)).owner).toEqual({ todo: 0, notice: 0, unread: {} });
    const aliceForLab = await signIn('alice', { group: 'lab-1' });
    expect(
      (await post(aliceForLab, `/home/contacts/${id}/messages`, { body: 'Come on Monday.' }))
        .status,
    ).toBe(201);
    expect((await counters(carol)).customer).toMatchObject({
      todo: 1,
      unread: { [id]: expect.any(Number) },
    });
    expect((await counters(bob)).owner.todo).toBe(0);
    expect((await counters(bob)).customer).toEqual({ todo: 0, notice: 0, unread: {} });
  });

  it('rows of a cancelled exhibit say so', async () => {
    await contact(bob);
    await testDb().doc(`exhibits/${exhibitId}`).update({ cancelledAt: new Date() });
    const todos = await get(alice, '/home/todos?role=owner');
    expect(todos.body.todos[0].exhibitCancelled).toBe(true);
    const unreads = await get(alice, '/home/unreads?role=owner');
    expect(unreads.body.unreads[0].exhibitCancelled).toBe(true);
  });

  it('the lists page with limit and offset, newest first; bad queries 400; anonymous 401', async () => {
    const ids = [];
    for (const user of [bob, carol]) ids.push(await contact(user));
    const first = await get(alice, '/home/unreads?role=owner&limit=1');
    const second = await get(alice, '/home/unreads?role=owner&limit=1&offset=1');
    expect(first.body.total).toBe(2);
    expect([first.body.unreads[0].contactId, second.body.unreads[0].contactId]).toEqual([
      ids[1],
      ids[0],
    ]);
    for (const path of ['/home/todos', '/home/notices', '/home/unreads']) {
      const bad = await get(alice, `${path}?role=boss&limit=0`);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((d: { location: string }) => d.location).sort()).toEqual([
        'query.limit',
        'query.role',
      ]);
      expect((await get(undefined, `${path}?role=owner`)).status).toBe(401);
    }
    expect((await get(undefined, '/home/notifications')).status).toBe(401);
  });
});

describe('notices', () => {
  it('a favorite notifies the owner; confirming (DELETE) keeps the row but stops counting it', async () => {
    expect((await post(bob, `/home/favorites/${exhibitId}`)).status).toBeLessThan(300);
    expect((await counters(alice)).owner.notice).toBe(1);
    const list = await get(alice, '/home/notices?role=owner');
    expect(list.body).toMatchObject({
      total: 1,
      notices: [
        {
          kind: 'new_favorite',
          role: 'owner',
          accountId: 'alice',
          exhibitId,
          exhibitTitle: 'Office chairs',
          exhibitCancelled: false,
          confirmedAt: null,
        },
      ],
    });
    const noticeId = list.body.notices[0].id as string;

    const denied = await request(app).delete(`${V1}/home/notices/${noticeId}`).set(bearer(carol));
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('not_notice_owner');
    expect((await request(app).delete(`${V1}/home/notices/nope`).set(bearer(alice))).status).toBe(
      404,
    );
    expect((await request(app).delete(`${V1}/home/notices/${noticeId}`)).status).toBe(401);
    expect((await counters(alice)).owner.notice).toBe(1);

    for (let i = 0; i < 2; i++) {
      const res = await request(app).delete(`${V1}/home/notices/${noticeId}`).set(bearer(alice));
      expect(res.status).toBe(204);
    }
    expect((await counters(alice)).owner.notice).toBe(0);
    const after = await get(alice, '/home/notices?role=owner');
    expect(after.body.notices[0].confirmedAt).toEqual(expect.any(String));
  });

  it("a group member confirms a notice of the group's exhibit", async () => {
    await post(carol, `/home/favorites/${labExhibit}`);
    const list = await get(bob, '/home/notices?role=owner');
    expect(list.body.notices).toMatchObject([{ accountId: 'lab-1', kind: 'new_favorite' }]);
    const res = await request(app)
      .delete(`${V1}/home/notices/${list.body.notices[0].id as string}`)
      .set(bearer(bob));
    expect(res.status).toBe(204);
    expect((await counters(alice)).owner.notice).toBe(0);
  });
});

describe('contact lists, evaluations and the calendar file', () => {
  it('GET /home/contacts lists one side of the acting identity by view', async () => {
    const id = await contact(bob);
    const list = async (user: TestUser, query: string) => {
      const res = await get(user, `/home/contacts?${query}`);
      expect(res.status).toBe(200);
      return (res.body.contacts as { id: string; view: string }[]).map((c) => [c.id, c.view]);
    };
    expect(await list(alice, 'role=owner')).toEqual([[id, 'open']]);
    expect(await list(alice, 'role=owner&view=open')).toEqual([[id, 'open']]);
    expect(await list(alice, 'role=owner&view=pickup')).toEqual([]);
    expect(await list(alice, 'role=customer')).toEqual([]);
    expect(await list(bob, 'role=customer&view=open')).toEqual([[id, 'open']]);
    expect(await list(carol, 'role=owner')).toEqual([]);

    await post(alice, `/home/contacts/${id}/confirm-pickup`, {
      pickupAt: daysFromNow(2).toISOString(),
    });
    expect(await list(alice, 'role=owner&view=pickup')).toEqual([[id, 'pickup']]);
    expect(await list(alice, 'role=owner&view=open')).toEqual([]);

    const bad = await get(alice, '/home/contacts?role=owner&view=soon');
    expect(bad.body.errors.map((d: { location: string }) => d.location)).toEqual(['query.view']);
  });

  it('evaluations stay hidden until both sides are in', async () => {
    const id = await contact(bob);
    await post(alice, `/home/contacts/${id}/confirm-pickup`, {
      pickupAt: daysFromNow(2).toISOString(),
    });
    await post(alice, `/home/contacts/${id}/handover`, { items: [{ itemId: 'item-1', count: 1 }] });
    const first = await post(alice, `/home/contacts/${id}/evaluation`, {
      score: 'good',
      comment: 'Smooth.',
    });
    expect(first.body.contact).toMatchObject({
      evaluated: { owner: true, customer: false },
      evaluations: null,
    });
    const both = await post(bob, `/home/contacts/${id}/evaluation`, {
      score: 'bad',
      comment: 'Late.',
    });
    expect(both.body.contact).toMatchObject({
      status: 'finished',
      view: 'closed',
      evaluated: { owner: true, customer: true },
      evaluations: {
        owner: { score: 'good', comment: 'Smooth.' },
        customer: { score: 'bad', comment: 'Late.' },
      },
    });
  });

  it('the calendar file: 409 before pick-up is confirmed, then an event for both parties only', async () => {
    const id = await contact(bob);
    const before = await get(bob, `/home/contacts/${id}/calendar.ics`);
    expect(before.status).toBe(409);
    expect(before.body.code).toBe('no_pickup_reservation');
    const at = daysFromNow(2);
    at.setUTCSeconds(0, 0);
    await post(alice, `/home/contacts/${id}/confirm-pickup`, { pickupAt: at.toISOString() });
    for (const user of [alice, bob]) {
      const res = await get(user, `/home/contacts/${id}/calendar.ics`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toContain(`pickup-${id}.ics`);
      const [event] = parseCalendar(res.text).events;
      expect(event).toMatchObject({ start: at, summary: '受け取り / Pick-up: Office chairs' });
      expect(event?.url).toMatch(new RegExp(`/exhibits/${exhibitId}$`));
    }
    expect((await get(carol, `/home/contacts/${id}/calendar.ics`)).status).toBe(403);
  });
});

describe('polls answered from the counters the triggers keep', () => {
  // No triggers run here: what the sink holds changes only through the route itself, so a poll
  // that answers a stale count proves it read the stored document instead of recounting.
  const stored = createTestApp({ counters: createFirestoreSink(testDb()) });
  const poll = (user: TestUser, query = '') =>
    request(stored).get(`${V1}/home/notifications${query}`).set(bearer(user));

  it('recounts and stores when nothing is stored, answers the stored counters, recounts on fresh=true', async () => {
    await contact(bob);
    const first = await poll(alice);
    expect(first.status).toBe(200);
    expect(first.body.owner.todo).toBe(1);
    expect((await testDb().doc('counters/alice').get()).get('owner.todo')).toBe(1);

    await contact(carol); // a second to-do for alice, which no trigger stores here
    expect((await poll(alice)).body.owner.todo).toBe(1);
    const fresh = await poll(alice, '?fresh=true');
    expect(fresh.body.owner.todo).toBe(2);
    expect(fresh.headers['cache-control']).toBe('no-store');
    // A fresh recount is not stored (the trigger stores it): polls still answer the stored one.
    expect((await poll(alice)).body.owner.todo).toBe(1);
    await testDb().doc('counters/alice').delete(); // nothing stored: recounted and stored again
    expect((await poll(alice)).body).toEqual(await counters(alice));
    expect((await testDb().doc('counters/alice').get()).get('owner.todo')).toBe(2);
  });

  it('refuses a fresh flag that is not a boolean, and strangers', async () => {
    const res = await poll(alice, '?fresh=yes');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect((await request(stored).get(`${V1}/home/notifications`)).status).toBe(401);
  });
});
