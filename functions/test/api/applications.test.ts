import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createTestApp,
  createUserWithProfile,
  createUsersWithProfiles,
  testDb,
} from './helpers';
import {
  as,
  contactInput,
  createApprovedExhibit,
  error,
  exhibitBody,
  locationsOf,
  tokyoDaysAhead,
  useExhibitFile,
} from './exhibits-fixtures';
import { V1 } from './exhibit-docs-fixtures';
import { drawDueApplications } from '../../src/features/contacts/draw-applications';
import { drawWinners } from '../../src/features/contacts/allocation';

/**
 * Application mode over HTTP against the emulators (docs/allocation.md): applications until the
 * deadline, the scheduled draw (its entry point called with a clock past the deadline), the owner's
 * pick by hand, and the draw's record, reproducible from its seed.
 */

const app = createTestApp();
let dan: TestUser;
let erin: TestUser;
let exhibitId: string;
let deskId: string;
let bookId: string;

const DEADLINE = () => tokyoDaysAhead(2);
const afterDeadline = () => new Date(Date.now() + 3 * 24 * 60 * 60_000);

const cast = useExhibitFile(async () => {
  [dan, erin] = await createUsersWithProfiles('dan', 'erin');
  const created = await createApprovedExhibit(app, cast.alice, cast.june, {
    title: 'Popular desks',
    applicationDeadline: DEADLINE(),
  });
  exhibitId = created.id;
  [deskId = '', bookId = ''] = created.itemIds;
});

const path = (suffix: string, id = exhibitId) => `${V1}/home/exhibits/${id}/${suffix}`;
const applyFor = (user: TestUser, itemId = deskId, quantity = 1) =>
  request(app).post(path('applications')).set(as(user)).send(contactInput(itemId, quantity));

async function exhibitAllocation() {
  return (await testDb().collection('exhibits').doc(exhibitId).get()).get('allocation');
}

describe('an exhibit in application mode', () => {
  it('when created, then it shows its deadline; a deadline past or after the expiry is 400', async () => {
    const detail = await request(app).get(`${V1}/exhibits/${exhibitId}`);
    expect(detail.body.exhibit.allocation).toEqual({
      deadline: expect.any(String),
      drawnAt: null,
      applicationCount: 0,
    });
    const past = await request(app)
      .post(`${V1}/home/exhibits`)
      .set(as(cast.alice))
      .send(exhibitBody({ applicationDeadline: tokyoDaysAhead(-1) }));
    expect(locationsOf(past.body)).toEqual(['body.applicationDeadline']);
    const late = await request(app)
      .post(`${V1}/home/exhibits`)
      .set(as(cast.alice))
      .send(exhibitBody({ applicationDeadline: tokyoDaysAhead(61) }));
    expect(locationsOf(late.body)).toEqual(['body.applicationDeadline']);
  });

  it('when someone asks for it the first-come way before the draw, then 409 application_mode', async () => {
    const res = await request(app)
      .post(path('contacts'))
      .set(as(cast.carol))
      .send(contactInput(deskId));
    expect(res.body).toEqual(error('application_mode'));
  });

  it('when people apply, then one each, not the owner, and each sees only their own', async () => {
    expect((await request(app).post(path('applications')).send(contactInput(deskId))).status).toBe(
      401,
    );
    expect((await applyFor(cast.dave)).body.code).toBe('profile_required');
    expect((await applyFor(cast.alice)).body).toEqual(error('own_exhibit'));
    // Acting for her lab, alice is still the owner: no application to herself through a group.
    const asGroup = await applyFor(cast.aliceForGroup);
    expect([asGroup.status, asGroup.body]).toEqual([403, error('own_exhibit')]);
    const res = await applyFor(cast.carol);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.application).toMatchObject({ accountId: 'carol', result: 'pending' });
    expect((await applyFor(cast.carol)).body).toEqual(error('already_applied'));
    await applyFor(dan);
    expect((await exhibitAllocation()).applicationCount).toBe(2);

    const own = await request(app).get(path('applications')).set(as(cast.carol));
    expect(own.body.applications.map((a: { accountId: string }) => a.accountId)).toEqual(['carol']);
    const all = await request(app).get(path('applications')).set(as(cast.alice));
    expect(all.body.applications).toHaveLength(2);

    expect((await request(app).delete(path('applications')).set(as(dan))).status).toBe(204);
    expect((await exhibitAllocation()).applicationCount).toBe(1);
  });

  it('when the owner would leave application mode with applications waiting, then 409', async () => {
    await applyFor(cast.carol);
    const edit = await request(app)
      .put(`${V1}/home/exhibits/${exhibitId}`)
      .set(as(cast.alice))
      .send(exhibitBody({ applicationDeadline: null, title: 'Popular desks' }));
    expect(edit.body.code).toBe('has_applications');
  });
});

describe('the scheduled draw', () => {
  it('when the deadline passes, then winners get open contacts, everyone hears, and the seed reproduces it', async () => {
    for (const user of [cast.carol, dan, erin]) expect((await applyFor(user)).status).toBe(201);
    expect(await drawDueApplications(testDb(), new Date())).toBe(0);
    expect(await drawDueApplications(testDb(), afterDeadline())).toBe(1);
    expect(await drawDueApplications(testDb(), afterDeadline())).toBe(0);

    const res = await request(app).get(path('draw')).set(as(cast.alice));
    expect(res.status).toBe(200);
    const { draw, contactIds } = res.body;
    expect(draw).toMatchObject({
      method: 'random',
      by: 'system',
      stock: { [deskId]: 2, [bookId]: 1 },
    });
    expect(draw.seed).toMatch(/^[0-9a-f]{8}$/);
    expect(draw.winners).toHaveLength(2);
    expect(draw.losers).toHaveLength(1);
    const requests = new Map(
      ['carol', 'dan', 'erin'].map((id) => [id, [{ itemId: deskId, quantity: 1 }]]),
    );
    const again = drawWinners(draw.seed, requests, new Map(Object.entries(draw.stock)));
    expect(again).toEqual({ order: draw.order, winners: draw.winners, losers: draw.losers });

    expect(contactIds).toHaveLength(2);
    const contacts = await testDb()
      .collection('contacts')
      .where('exhibitId', '==', exhibitId)
      .get();
    expect(contacts.docs.map((d) => d.get('customerId')).sort()).toEqual([...draw.winners].sort());
    expect(contacts.docs.every((d) => d.get('status') === 'open')).toBe(true);
    const todos = await testDb().collection('todos').where('accountId', '==', 'alice').get();
    expect(todos.size).toBe(2);
    const notices = await testDb().collection('notices').where('exhibitId', '==', exhibitId).get();
    const kinds = Object.fromEntries(notices.docs.map((d) => [d.get('accountId'), d.get('kind')]));
    for (const id of draw.winners) expect(kinds[id]).toBe('application_won');
    expect(kinds[draw.losers[0]]).toBe('application_lost');

    // Who may read the record: the owner, applicants (without the contacts), officers; not others.
    const loser = [cast.carol, dan, erin].find((u) => u.uid === draw.losers[0]) as TestUser;
    const asLoser = await request(app).get(path('draw')).set(as(loser));
    expect(asLoser.body.contactIds).toEqual([]);
    expect((await request(app).get(path('draw')).set(as(cast.june))).status).toBe(200);
    expect((await request(app).get(path('draw')).set(as(cast.fred))).status).toBe(200);
    const stranger = await createUserWithProfile('zoe');
    expect((await request(app).get(path('draw')).set(as(stranger))).status).toBe(404);

    // Afterwards: no more applications; what is left (the book) goes first come, first served.
    expect((await applyFor(stranger)).body).toEqual(error('applications_closed'));
    const leftover = await request(app)
      .post(path('contacts'))
      .set(as(stranger))
      .send(contactInput(bookId));
    expect(leftover.status).toBe(201);
  });
});

describe('what is left for first come after the draw', () => {
  const firstComeStock = async () =>
    (await request(app).get(`${V1}/exhibits/${exhibitId}`)).body.exhibit.firstComeStock as
      number | null;

  it('when the winners were promised every unit, then 0 is left, until a winner withdraws', async () => {
    const everything = await request(app)
      .post(path('applications'))
      .set(as(cast.carol))
      .send({
        ...contactInput(deskId),
        items: [
          { itemId: deskId, quantity: 2 },
          { itemId: bookId, quantity: 1 },
        ],
      });
    expect(everything.status, JSON.stringify(everything.body)).toBe(201);
    await applyFor(dan);
    expect(await firstComeStock()).toBeNull();
    const picked = await request(app)
      .post(path('draw'))
      .set(as(cast.alice))
      .send({ winners: ['carol'] });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(await firstComeStock()).toBe(0);

    // The winner gives up: the units are free for first come again.
    const withdrawn = await request(app)
      .post(`${V1}/home/contacts/${picked.body.contactIds[0]}/withdraw`)
      .set(as(cast.carol))
      .send({});
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(await firstComeStock()).toBe(3);
  });
});

describe('the owner’s pick by hand', () => {
  it('when the owner picks, then those win; others may not pick, nor pick more than the stock', async () => {
    for (const user of [cast.carol, dan, erin]) await applyFor(user);
    const pick = (user: TestUser, winners: string[]) =>
      request(app).post(path('draw')).set(as(user)).send({ winners });
    expect((await pick(cast.carol, ['carol'])).body.code).toBe('not_exhibit_owner');
    expect((await pick(cast.alice, ['nobody'])).status).toBe(404);
    expect((await pick(cast.alice, ['carol', 'dan', 'erin'])).body.code).toBe('insufficient_stock');
    expect(locationsOf((await pick(cast.alice, [])).body)).toEqual(['body.winners']);
    const res = await pick(cast.alice, ['erin']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.draw).toMatchObject({
      method: 'manual',
      seed: null,
      winners: ['erin'],
      losers: ['carol', 'dan'],
      by: 'alice',
    });
    expect((await pick(cast.alice, ['dan'])).body).toEqual(error('already_drawn'));
    expect(await drawDueApplications(testDb(), afterDeadline())).toBe(0);
  });
});
