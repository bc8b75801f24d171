import { beforeEach, describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, createUser, createUserWithProfile, testDb } from './helpers';
import { MINUTE, createDevice, tokyoAt, useLabFile } from './facility-fixtures';
import { expireOffers, releaseNoShows } from '../../src/features/reservations/waitlist-jobs';

/**
 * Waitlists over HTTP against the emulators (issue 19, part 3), on a clock the test moves: a taken
 * time's waitlist is offered the time when it frees (a cancellation, a released no-show), first come
 * first served, the offer holding the time until it is accepted, declined or expires.
 */
let clock = new Date();
const app = createTestApp({ now: () => clock });

const SLOT = { start: tokyoAt(3, '10:00'), end: tokyoAt(3, '12:00') };

const {
  send,
  lab,
  users: [holder, first, second],
} = useLabFile(app, ['holder', 'first', 'second']);

beforeEach(() => {
  clock = new Date();
});

const device = (extra: object = {}) =>
  createDevice(send, lab, { requiresApproval: false, ...extra });
const book = (user: TestUser, id: string, slot = SLOT) =>
  send('post', user, `/home/devices/${id}/reservations`, slot);
const join = (user: TestUser, id: string, slot = SLOT) =>
  send('post', user, `/home/devices/${id}/waitlist`, slot);
const entriesOf = async (user: TestUser) =>
  (await send('get', user, '/home/waitlist')).body.entries as {
    id: string;
    status: string;
    position: number | null;
    offerExpiresAt: string | null;
  }[];

describe('waitlists', () => {
  it('a cancellation offers the time to the first in line; a decline passes it on; the next accepts', async () => {
    const id = await device();
    const held = await book(holder, id);
    expect(held.status).toBe(201);
    const one = await join(first, id);
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body.entry).toMatchObject({ status: 'waiting', position: 1, deviceId: id });
    clock = new Date(clock.getTime() + 1000);
    expect((await join(second, id)).body.entry.position).toBe(2);
    expect((await join(first, id)).body.code).toBe('already_waiting');
    const free = await join(first, id, { start: tokyoAt(4, '10:00'), end: tokyoAt(4, '11:00') });
    expect(free.status).toBe(409);
    expect(free.body.code).toBe('slot_free');

    await send('post', holder, `/home/reservations/${held.body.reservation.id}/cancel`);
    const [offered] = await entriesOf(first);
    expect(offered).toMatchObject({ status: 'offered', position: null });
    expect(new Date(offered!.offerExpiresAt!).getTime()).toBe(clock.getTime() + 60 * MINUTE);
    const todo = await testDb().doc(`todos/${offered!.id}_waitlist_offer`).get();
    expect(todo.data()).toMatchObject({
      accountId: 'first',
      kind: 'waitlist_offer',
      exhibitId: id,
    });
    expect((await entriesOf(second))[0]).toMatchObject({ status: 'waiting', position: 1 });
    // The offer holds the time: nobody else books it meanwhile.
    expect((await book(second, id)).body.code).toBe('reservation_conflict');
    expect((await send('post', second, `/home/waitlist/${offered!.id}/accept`)).body.code).toBe(
      'not_entry_owner',
    );

    expect((await send('delete', first, `/home/waitlist/${offered!.id}`)).status).toBe(204);
    expect((await testDb().doc(`todos/${offered!.id}_waitlist_offer`).get()).exists).toBe(false);
    const [next] = await entriesOf(second);
    expect(next!.status).toBe('offered');
    const accepted = await send('post', second, `/home/waitlist/${next!.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.reservation).toMatchObject({
      deviceId: id,
      userId: 'second',
      status: 'approved',
      start: new Date(SLOT.start).toISOString(),
    });
    expect((await entriesOf(second))[0]).toMatchObject({
      status: 'booked',
      reservationId: accepted.body.reservation.id,
    });
    expect((await send('post', second, `/home/waitlist/${next!.id}/accept`)).body.code).toBe(
      'not_offered',
    );
  });

  it('an offer inside an outage scheduled since, or on a device shut down, cannot be accepted', async () => {
    const id = await device();
    const held = await book(holder, id);
    await join(first, id);
    await send('post', holder, `/home/reservations/${held.body.reservation.id}/cancel`);
    const [offered] = await entriesOf(first);
    const accept = () => send('post', first, `/home/waitlist/${offered!.id}/accept`);
    const outage = await send('post', lab, `/home/devices/${id}/outages`, {
      start: tokyoAt(3, '00:00'),
      end: tokyoAt(4, '00:00'),
      reason: 'Service',
    });
    const inOutage = await accept();
    expect(inOutage.status).toBe(409);
    expect(inOutage.body.code).toBe('device_outage');
    await send('delete', lab, `/home/devices/${id}/outages/${outage.body.outage.id}`);
    const problem = await send('post', lab, `/home/devices/${id}/problems`, {
      description: 'Broken lamp',
    });
    await send('post', lab, `/home/devices/${id}/problems/${problem.body.problem.id}/shutdown`);
    expect((await accept()).body.code).toBe('device_shut_down');
  });

  it('an offer expires after an hour and passes to the next in line', async () => {
    const id = await device();
    const held = await book(holder, id);
    await join(first, id);
    clock = new Date(clock.getTime() + 1000);
    await join(second, id);
    await send('post', holder, `/home/reservations/${held.body.reservation.id}/cancel`);
    const [offered] = await entriesOf(first);
    clock = new Date(clock.getTime() + 61 * MINUTE);
    const late = await send('post', first, `/home/waitlist/${offered!.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('offer_expired');
    expect(await expireOffers(testDb(), clock)).toBe(1);
    expect((await entriesOf(first))[0]!.status).toBe('expired');
    expect((await entriesOf(second))[0]!.status).toBe('offered');
  });

  it('a reservation nobody checked in to is released as a no-show and its time offered', async () => {
    const id = await device({ checkIn: { required: true, graceMinutes: 15 } });
    const held = await book(holder, id);
    await join(first, id);
    const start = new Date(SLOT.start);
    expect(await releaseNoShows(testDb(), new Date(start.getTime() + 14 * MINUTE))).toBe(0);
    clock = new Date(start.getTime() + 20 * MINUTE);
    expect(await releaseNoShows(testDb(), clock)).toBe(1);
    expect(await releaseNoShows(testDb(), clock)).toBe(0);
    const released = await send('get', holder, `/home/reservations/${held.body.reservation.id}`);
    expect(released.body.reservation.status).toBe('no_show');
    const notices = await testDb().collection('notices').where('accountId', '==', 'holder').get();
    expect(notices.docs.map((d) => d.get('kind'))).toEqual(['reservation_released']);
    // The rest of the time, from the next 15-minute boundary, goes to the first in line.
    const [offered] = await entriesOf(first);
    expect(offered).toMatchObject({
      status: 'offered',
      start: new Date(start.getTime() + 30 * MINUTE).toISOString(),
    });
    const accepted = await send('post', first, `/home/waitlist/${offered!.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.reservation.start).toBe(
      new Date(start.getTime() + 30 * MINUTE).toISOString(),
    );
  });

  it('20 people racing for one freed slot: exactly one books it', async () => {
    const id = await device();
    const held = await book(holder, id);
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createUserWithProfile(`racer-${i}`)),
    );
    for (const racer of racers) {
      clock = new Date(clock.getTime() + 1);
      expect((await join(racer, id)).status).toBe(201);
    }
    await send('post', holder, `/home/reservations/${held.body.reservation.id}/cancel`);
    const entries = await Promise.all(racers.map(async (r) => (await entriesOf(r))[0]!));
    expect(entries.filter((e) => e.status === 'offered')).toHaveLength(1);
    // Everyone at once: accept their entry, book directly, and the job runs too.
    const answers = await Promise.all([
      ...racers.map((r, i) => send('post', r, `/home/waitlist/${entries[i]!.id}/accept`)),
      ...racers.map((r) => book(r, id)),
      expireOffers(testDb(), clock).then(() => ({ status: 0 })),
    ]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const booked = await testDb()
      .collection('reservations')
      .where('deviceId', '==', id)
      .where('status', '==', 'approved')
      .get();
    expect(booked.size).toBe(1);
    expect(booked.docs[0]!.get('userId')).toBe('racer-0');
  });

  it('denials: anonymous 401, no profile 403, unknown 404, someone else’s 403, bad input 400', async () => {
    const id = await device();
    await book(holder, id);
    const entry = (await join(first, id)).body.entry;
    expect((await join(undefined as unknown as TestUser, id)).status).toBe(401);
    expect((await send('get', undefined, '/home/waitlist')).status).toBe(401);
    const dave = await createUser('dave');
    expect((await join(dave, id)).body.code).toBe('profile_required');
    expect((await send('delete', second, `/home/waitlist/${entry.id}`)).body.code).toBe(
      'not_entry_owner',
    );
    expect((await send('delete', first, '/home/waitlist/nope')).status).toBe(404);
    const bad = await send('post', first, `/home/devices/${id}/waitlist`, { start: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { location: string }) => e.location).sort()).toEqual([
      'body.end',
      'body.start',
    ]);
    expect((await join(lab, id)).body.code).toBe('own_device');
  });
});
