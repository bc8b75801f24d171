import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, createUser, createUserWithProfile, testDb } from './helpers';
import { V1, bearer } from './exhibit-docs-fixtures';
import { remindReservations } from '../../src/features/reservations/reminders';
import { DEVICE_INPUT } from './devices-fixtures';
import { parseCalendar } from '../ical-events';
import { createDevice as createDeviceOf, tokyoAt, useLabFile } from './facility-fixtures';

/**
 * Share mode through HTTP against the emulators: devices of a lab, reservations that never overlap
 * (50 concurrent requests for one slot: exactly one wins), approval, cancellation, check-out and
 * return, and who may do what.
 */
const app = createTestApp();
// head: admin of the lab that lends; lab: the head acting for the lab.
const {
  send,
  head,
  lab,
  users: [student, other],
} = useLabFile(app, ['student', 'other']);

const DEVICE = DEVICE_INPUT;

const post = (user: TestUser | undefined, path: string, body: object = {}) =>
  send('post', user, path, body);
const get = (user: TestUser | undefined, path: string) => send('get', user, path);

const createDevice = (overrides: object = {}) => createDeviceOf(send, lab, overrides);
const book = (user: TestUser, deviceId: string, start: string, end: string) =>
  post(user, `/home/devices/${deviceId}/reservations`, { start, end, purpose: 'Prototype' });

describe('devices', () => {
  it('a lab registers a device; only the lab manages it; everyone sees it while active', async () => {
    const id = await createDevice();
    const mine = await get(lab, '/home/devices');
    expect(mine.body).toMatchObject({
      total: 1,
      devices: [{ id, lenderId: 'lab-1', feePerHour: 600 }],
    });
    expect((await get(head, '/home/devices')).body.total).toBe(0); // as himself, not the lab
    expect((await get(student, `/home/devices/${id}`)).body.code).toBe('not_device_lender');
    const put = await request(app)
      .put(`${V1}/home/devices/${id}`)
      .set(bearer(student))
      .send({ ...DEVICE, name: 'Mine now' });
    expect(put.body.code).toBe('not_device_lender');
    expect((await get(undefined, `/devices/${id}`)).body.device.name).toBe('3D printer');
    expect((await get(undefined, '/devices')).body).toMatchObject({ total: 1, devices: [{ id }] });

    const suspended = await request(app)
      .put(`${V1}/home/devices/${id}`)
      .set(bearer(lab))
      .send({ ...DEVICE, active: false });
    expect(suspended.body.device.active).toBe(false);
    expect((await get(undefined, `/devices/${id}`)).status).toBe(404);
    expect((await get(undefined, '/devices')).body.total).toBe(0);
  });

  it('bad devices are 400 with every location; anonymous 401; no profile 403', async () => {
    const res = await post(lab, '/home/devices', {
      ...DEVICE,
      name: '',
      feePerHour: -1,
      place: { areaId: 'main-campus', buildingId: 'nowhere', room: '' },
      rules: { ...DEVICE.rules, minMinutes: 20, openFrom: 600, openUntil: 540 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { location: string }) => e.location).sort()).toEqual([
      'body.feePerHour',
      'body.name',
      'body.rules.minMinutes',
      'body.rules.openUntil',
    ]);
    const place = await post(lab, '/home/devices', {
      ...DEVICE,
      place: { areaId: 'main-campus', buildingId: 'nowhere', room: '' },
    });
    expect(place.body.errors).toEqual([
      { location: 'body.place.buildingId', message: expect.any(String) },
    ]);
    // A category, when given, is a small category of the tree.
    const category = await post(lab, '/home/devices', {
      ...DEVICE,
      categoryId: 'no-such-category',
    });
    expect(category.body.errors).toEqual([
      { location: 'body.categoryId', message: 'No such category' },
    ]);
    const printer = await post(lab, '/home/devices', { ...DEVICE, categoryId: 'printer' });
    expect(printer.status).toBe(201);
    expect(printer.body.device.categoryId).toBe('printer');
    expect((await post(undefined, '/home/devices', DEVICE)).status).toBe(401);
    const newcomer = await createUser('newcomer');
    expect((await post(newcomer, '/home/devices', DEVICE)).body.code).toBe('profile_required');
  });
});

describe('reservations', () => {
  it('a student books a slot needing approval at the frozen fee; the lab approves, checks out and takes it back', async () => {
    const id = await createDevice();
    const res = await book(student, id, tokyoAt(2, '10:00'), tokyoAt(2, '11:30'));
    expect(res.status).toBe(201);
    expect(res.body.reservation).toMatchObject({
      deviceId: id,
      deviceName: '3D printer',
      lenderId: 'lab-1',
      userId: 'student',
      status: 'requested',
      feePerHour: 600,
      fee: 900,
    });
    const rid = res.body.reservation.id as string;
    // A fee change later does not touch it.
    await request(app)
      .put(`${V1}/home/devices/${id}`)
      .set(bearer(lab))
      .send({ ...DEVICE, feePerHour: 6000 });
    expect((await get(student, `/home/reservations/${rid}`)).body.reservation.fee).toBe(900);

    expect((await post(student, `/home/reservations/${rid}/approve`)).body.code).toBe(
      'not_your_step',
    );
    expect((await get(other, `/home/reservations/${rid}`)).body.code).toBe('not_reservation_party');
    const approved = await post(lab, `/home/reservations/${rid}/approve`);
    // The lender sees who booked, by the accounts' current names.
    expect(approved.body.reservation).toMatchObject({
      status: 'approved',
      side: 'lender',
      userId: 'student',
      userName: 'student',
      lenderId: 'lab-1',
      lenderName: 'Fabrication Lab',
    });
    // Too early to check out (two days ahead).
    expect((await post(lab, `/home/reservations/${rid}/checkout`)).body.code).toBe(
      'reservation_timing',
    );

    const lists = async (user: TestUser, role: string) =>
      (
        (await get(user, `/home/reservations?role=${role}`)).body.reservations as { id: string }[]
      ).map((r) => r.id);
    expect(await lists(student, 'user')).toEqual([rid]);
    expect(await lists(lab, 'lender')).toEqual([rid]);
    expect(await lists(other, 'user')).toEqual([]);

    // Make it current, then check out and return.
    await testDb()
      .doc(`reservations/${rid}`)
      .update({ start: new Date(Date.now() - 60_000), end: new Date(Date.now() + 3600_000) });
    expect((await post(lab, `/home/reservations/${rid}/checkout`)).body.reservation.status).toBe(
      'checked_out',
    );
    expect((await post(lab, `/home/reservations/${rid}/return`)).body.reservation.status).toBe(
      'returned',
    );
  });

  it('a lender lists its pending requests across devices, or of one device; the user side filters too', async () => {
    const [printer, laser] = [await createDevice(), await createDevice({ name: 'Laser cutter' })];
    const ids: string[] = [];
    for (const [user, device, day] of [
      [student, printer, 1],
      [other, printer, 2],
      [student, laser, 3],
      [student, printer, 4],
    ] as const) {
      const res = await book(user, device, tokyoAt(day, '10:00'), tokyoAt(day, '11:00'));
      expect(res.status).toBe(201);
      ids.push(res.body.reservation.id as string);
    }
    expect((await post(lab, `/home/reservations/${ids[3]}/approve`)).status).toBe(200);

    const listed = async (user: TestUser, query: string) => {
      const res = await get(user, `/home/reservations?${query}`);
      expect(res.status).toBe(200);
      const found = res.body.reservations as { id: string; status: string; deviceId: string }[];
      expect(res.body.total).toBe(found.length);
      return found.map((r) => r.id);
    };
    // Newest start first, as every list of reservations.
    expect(await listed(lab, 'role=lender&status=requested')).toEqual([ids[2], ids[1], ids[0]]);
    expect(await listed(lab, `role=lender&status=requested&deviceId=${printer}`)).toEqual([
      ids[1],
      ids[0],
    ]);
    expect(await listed(lab, `role=lender&deviceId=${printer}`)).toEqual([ids[3], ids[1], ids[0]]);
    expect(await listed(lab, `role=lender&status=approved&deviceId=${laser}`)).toEqual([]);
    expect(await listed(student, 'role=user&status=requested')).toEqual([ids[2], ids[0]]);
    expect(await listed(student, `role=user&deviceId=${laser}`)).toEqual([ids[2]]);
    // Another identity's list holds none of them, whatever it filters on.
    expect(await listed(head, `role=user&deviceId=${printer}`)).toEqual([]);
  });

  it("a lender names only its own devices: another's is 403, an unknown one 404; bad filters 400", async () => {
    const printer = await createDevice();
    const theirs = await post(other, '/home/devices', DEVICE);
    expect(theirs.status).toBe(201);

    const another = await get(
      lab,
      `/home/reservations?role=lender&deviceId=${theirs.body.device.id}`,
    );
    expect(another.status).toBe(403);
    expect(another.body.code).toBe('not_device_lender');
    // The lab's head acting as himself lends nothing: the lab's device is not his.
    expect((await get(head, `/home/reservations?role=lender&deviceId=${printer}`)).status).toBe(
      403,
    );
    const unknown = await get(lab, '/home/reservations?role=lender&deviceId=no-such-device');
    expect(unknown.status).toBe(404);

    const bad = await get(lab, '/home/reservations?role=lender&status=pending&deviceId=a%20b');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_error');
    expect((bad.body.errors as { location: string }[]).map((e) => e.location).sort()).toEqual([
      'query.deviceId',
      'query.status',
    ]);
    expect((await get(undefined, '/home/reservations?role=lender&status=requested')).status).toBe(
      401,
    );
  });

  it('refuses overlaps (with the buffer), own devices, suspended devices and broken rules', async () => {
    const id = await createDevice({ requiresApproval: false });
    const first = await book(student, id, tokyoAt(3, '10:00'), tokyoAt(3, '11:00'));
    expect(first.body.reservation.status).toBe('approved');
    expect((await book(other, id, tokyoAt(3, '10:30'), tokyoAt(3, '11:30'))).body.code).toBe(
      'reservation_conflict',
    );
    // Inside the 15-minute buffer after the first.
    expect((await book(other, id, tokyoAt(3, '11:00'), tokyoAt(3, '12:00'))).body.code).toBe(
      'reservation_conflict',
    );
    expect((await book(other, id, tokyoAt(3, '11:15'), tokyoAt(3, '12:00'))).status).toBe(201);
    expect((await book(lab, id, tokyoAt(4, '10:00'), tokyoAt(4, '11:00'))).body.code).toBe(
      'own_device',
    );
    const outside = await book(other, id, tokyoAt(4, '17:30'), tokyoAt(4, '18:30'));
    expect(outside.status).toBe(400);
    expect(outside.body.errors[0].location).toBe('body.start');
    await request(app)
      .put(`${V1}/home/devices/${id}`)
      .set(bearer(lab))
      .send({ ...DEVICE, active: false });
    expect((await book(other, id, tokyoAt(5, '10:00'), tokyoAt(5, '11:00'))).body.code).toBe(
      'device_suspended',
    );
  });

  it('a cancelled or rejected booking frees the slot; a lender must say why', async () => {
    const id = await createDevice();
    const rid = (await book(student, id, tokyoAt(2, '13:00'), tokyoAt(2, '14:00'))).body.reservation
      .id as string;
    const noReason = await post(lab, `/home/reservations/${rid}/reject`);
    expect(noReason.body.errors).toEqual([
      { location: 'body.reason', message: expect.any(String) },
    ]);
    const rejected = await post(lab, `/home/reservations/${rid}/reject`, { reason: 'Maintenance' });
    expect(rejected.body.reservation).toMatchObject({ status: 'rejected', reason: 'Maintenance' });
    const again = await book(other, id, tokyoAt(2, '13:00'), tokyoAt(2, '14:00'));
    expect(again.status).toBe(201);
    const cancelled = await post(
      other,
      `/home/reservations/${again.body.reservation.id as string}/cancel`,
    );
    expect(cancelled.body.reservation.status).toBe('cancelled');
    expect(
      (await post(other, `/home/reservations/${again.body.reservation.id as string}/cancel`)).body
        .code,
    ).toBe('invalid_reservation_transition');
  });

  it('50 concurrent overlapping requests: exactly one wins, the rest get 409 reservation_conflict', async () => {
    const id = await createDevice({ requiresApproval: false });
    const users = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createUserWithProfile(`racer-${i}`)),
    );
    const results = await Promise.all(
      users.map((user, i) =>
        // Overlapping ranges around 10:00-12:00, on the 15-minute grid.
        book(
          user,
          id,
          tokyoAt(6, ['10:00', '10:15', '10:30', '10:45', '11:00'][i % 5] ?? '10:00'),
          tokyoAt(6, ['11:00', '11:15', '11:30', '11:45', '12:00'][i % 5] ?? '11:00'),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.code === 'reservation_conflict'),
    ).toBe(true);
    const stored = await testDb().collection('reservations').where('deviceId', '==', id).get();
    expect(stored.size).toBe(1);
  });

  it('exports my reservations as an iCalendar feed; cancelled ones as CANCELLED; at most a year', async () => {
    const id = await createDevice({ requiresApproval: false });
    const kept = await book(student, id, tokyoAt(2, '10:00'), tokyoAt(2, '11:00'));
    const dropped = await book(student, id, tokyoAt(3, '10:00'), tokyoAt(3, '11:00'));
    await post(student, `/home/reservations/${dropped.body.reservation.id as string}/cancel`);
    const range = `from=${encodeURIComponent(tokyoAt(0, '00:00'))}&to=${encodeURIComponent(tokyoAt(10, '00:00'))}`;
    const res = await get(student, `/home/reservations.ics?role=user&${range}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = parseCalendar(res.text).events.sort((a, b) => +a.start - +b.start);
    expect(events).toMatchObject([
      {
        uid: `reservation-${kept.body.reservation.id as string}@campus-marketplace`,
        summary: '予約 / Reservation: 3D printer',
        status: 'CONFIRMED',
      },
      { status: 'CANCELLED' },
    ]);
    const lender = await get(lab, `/home/reservations.ics?role=lender&${range}`);
    expect(parseCalendar(lender.text).events).toHaveLength(2);
    expect((await get(other, `/home/reservations.ics?role=user&${range}`)).text).not.toContain(
      'VEVENT',
    );
    const tooLong = `from=${encodeURIComponent(tokyoAt(0, '00:00'))}&to=${encodeURIComponent(tokyoAt(400, '00:00'))}`;
    expect(
      (await get(student, `/home/reservations.ics?role=user&${tooLong}`)).body.errors[0].location,
    ).toBe('query.to');
    expect((await get(undefined, `/home/reservations.ics?role=user&${range}`)).status).toBe(401);
  });

  it('a request is a to-do for the lab until decided; decisions and cancellations are notices; reminders the day before', async () => {
    const id = await createDevice();
    const rid = (await book(student, id, tokyoAt(2, '10:00'), tokyoAt(2, '11:00'))).body.reservation
      .id as string;
    const todos = await get(head, '/home/todos?role=owner');
    expect(todos.body.todos).toMatchObject([
      {
        kind: 'approve_reservation',
        accountId: 'lab-1',
        reservationId: rid,
        exhibitId: id,
        exhibitTitle: '3D printer',
        exhibitCancelled: false,
      },
    ]);
    await post(lab, `/home/reservations/${rid}/approve`);
    expect((await get(head, '/home/todos?role=owner')).body.total).toBe(0);
    const notices = await get(student, '/home/notices?role=customer');
    expect(notices.body.notices).toMatchObject([
      {
        kind: 'reservation_approved',
        reservationId: rid,
        exhibitTitle: '3D printer',
        exhibitCancelled: false,
      },
    ]);
    expect((await get(student, '/home/notifications')).body.customer.notice).toBe(1);

    await post(student, `/home/reservations/${rid}/cancel`);
    const lender = await get(head, '/home/notices?role=owner');
    expect(lender.body.notices).toMatchObject([
      { kind: 'reservation_cancelled', reservationId: rid },
    ]);

    // Reminders: tomorrow's approved reservations, once.
    const tomorrow = await book(other, id, tokyoAt(1, '14:00'), tokyoAt(1, '15:00'));
    await post(lab, `/home/reservations/${tomorrow.body.reservation.id as string}/approve`);
    expect(await remindReservations(testDb(), new Date())).toBe(1);
    expect(await remindReservations(testDb(), new Date())).toBe(0);
    const kinds = (
      (await get(other, '/home/notices?role=customer')).body.notices as { kind: string }[]
    ).map((n) => n.kind);
    expect(kinds.sort()).toEqual(['reservation_approved', 'reservation_reminder']);
  });

  it('availability shows busy ranges without personal data, to anyone', async () => {
    const id = await createDevice({ requiresApproval: false });
    await book(student, id, tokyoAt(2, '10:00'), tokyoAt(2, '11:00'));
    const res = await get(
      undefined,
      `/devices/${id}/availability?from=${encodeURIComponent(tokyoAt(2, '00:00'))}&to=${encodeURIComponent(tokyoAt(3, '00:00'))}`,
    );
    expect(res.body).toEqual({
      busy: [
        {
          start: new Date(tokyoAt(2, '10:00')).toISOString(),
          end: new Date(tokyoAt(2, '11:00')).toISOString(),
        },
      ],
      outages: [],
    });
    const tooLong = await get(
      undefined,
      `/devices/${id}/availability?from=${encodeURIComponent(tokyoAt(0, '00:00'))}&to=${encodeURIComponent(tokyoAt(90, '00:00'))}`,
    );
    expect(tooLong.body.errors[0].location).toBe('query.to');
  });
});
