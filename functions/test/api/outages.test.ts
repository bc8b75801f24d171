import { describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, testDb } from './helpers';
import { createDevice, noticesOf, tokyoAt, useLabFile } from './facility-fixtures';

/**
 * A device as a facility over HTTP against the emulators (issue 19, part 2): scheduled outages
 * cancel the reservations they overlap and refuse bookings; problems reported by those who booked
 * may shut the device down until resolved, and the coming reservations' users hear of both.
 */
// lab: the head acting for the lab that lends; dave: signed in, no profile.
const {
  send,
  head,
  lab,
  users: [student, other, dave],
} = useLabFile(createTestApp(), ['student', 'other'], ['dave']);

const device = (requiresApproval = false) => createDevice(send, lab, { requiresApproval });
const book = (user: TestUser, id: string, day: number, from = '10:00', to = '11:00') =>
  send('post', user, `/home/devices/${id}/reservations`, {
    start: tokyoAt(day, from),
    end: tokyoAt(day, to),
  });

describe('outages', () => {
  it('a new outage cancels the reservations inside, tells their users and refuses bookings until lifted', async () => {
    const id = await device(true);
    const requested = await book(student, id, 3);
    const later = await book(other, id, 5);
    expect([requested.status, later.status]).toEqual([201, 201]);
    await send('post', lab, `/home/reservations/${later.body.reservation.id}/approve`);

    const outage = await send('post', lab, `/home/devices/${id}/outages`, {
      start: tokyoAt(3, '00:00'),
      end: tokyoAt(5, '10:30'),
      reason: 'Annual maintenance',
    });
    expect(outage.status, JSON.stringify(outage.body)).toBe(201);
    expect(outage.body.outage).toMatchObject({
      deviceId: id,
      reason: 'Annual maintenance',
      liftedAt: null,
      cancelledReservations: 2,
    });
    for (const [user, r] of [
      [student, requested],
      [other, later],
    ] as const) {
      const mine = await send('get', user, `/home/reservations/${r.body.reservation.id}`);
      expect(mine.body.reservation).toMatchObject({
        status: 'cancelled',
        reason: 'Annual maintenance',
      });
      expect(await noticesOf(user.uid)).toContainEqual(
        expect.objectContaining({
          kind: 'reservation_outage_cancelled',
          reservationId: r.body.reservation.id,
          exhibitId: id,
        }),
      );
    }
    // The notice names a device, which is never a cancelled exhibit, and the booking's time and
    // the outage's reason.
    const shown = await send('get', student, '/home/notices?role=customer');
    expect(shown.body.notices).toContainEqual(
      expect.objectContaining({
        kind: 'reservation_outage_cancelled',
        exhibitCancelled: false,
        reservation: {
          start: new Date(tokyoAt(3, '10:00')).toISOString(),
          end: new Date(tokyoAt(3, '11:00')).toISOString(),
          reason: 'Annual maintenance',
        },
      }),
    );
    // The approval to-do of the requested one is gone.
    expect(
      (await testDb().doc(`todos/${requested.body.reservation.id}_approve_reservation`).get())
        .exists,
    ).toBe(false);

    const refused = await book(student, id, 4);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('device_outage');
    // Outside it books as before; touching its end is outside.
    expect((await book(student, id, 5, '10:30', '11:30')).status).toBe(201);

    const availability = await send(
      'get',
      undefined,
      `/devices/${id}/availability?from=${encodeURIComponent(tokyoAt(3, '00:00'))}&to=${encodeURIComponent(tokyoAt(6, '00:00'))}`,
    );
    expect(availability.body.outages).toEqual([
      {
        start: new Date(tokyoAt(3, '00:00')).toISOString(),
        end: new Date(tokyoAt(5, '10:30')).toISOString(),
        reason: 'Annual maintenance',
      },
    ]);

    const listed = await send('get', lab, `/home/devices/${id}/outages`);
    expect(listed.body.outages).toHaveLength(1);
    const outageId = outage.body.outage.id as string;
    expect((await send('delete', lab, `/home/devices/${id}/outages/${outageId}`)).status).toBe(204);
    expect((await book(student, id, 4)).status).toBe(201);
    const lifted = await send('get', lab, `/home/devices/${id}/outages`);
    expect(lifted.body.outages[0].liftedAt).toEqual(expect.any(String));
  });

  it('the lender cannot approve a request inside an outage or while the device is shut down', async () => {
    const id = await device(true);
    const requested = (await book(student, id, 3)).body.reservation.id as string;
    const outage = await send('post', lab, `/home/devices/${id}/outages`, {
      start: tokyoAt(3, '00:00'),
      end: tokyoAt(4, '00:00'),
      reason: 'Service',
    });
    // A request in the outage's time that slipped past it (written past the API).
    await testDb().doc(`reservations/${requested}`).update({ status: 'requested' });
    const approve = () => send('post', lab, `/home/reservations/${requested}/approve`);
    const inOutage = await approve();
    expect(inOutage.status).toBe(409);
    expect(inOutage.body.code).toBe('device_outage');
    await send('delete', lab, `/home/devices/${id}/outages/${outage.body.outage.id}`);
    const problem = await send('post', student, `/home/devices/${id}/problems`, {
      description: 'Broken lamp',
    });
    const problemPath = `/home/devices/${id}/problems/${problem.body.problem.id}`;
    await send('post', lab, `${problemPath}/shutdown`);
    expect((await approve()).body.code).toBe('device_shut_down');
    await send('post', lab, `${problemPath}/resolve`, {});
    expect((await approve()).body.reservation?.status).toBe('approved');
  });

  it('denials: anonymous 401, not the lender 403, no profile 403, bad ranges 400, unknown 404', async () => {
    const id = await device();
    const path = `/home/devices/${id}/outages`;
    const body = { start: tokyoAt(3, '00:00'), end: tokyoAt(4, '00:00'), reason: 'Service' };
    expect((await send('get', undefined, path)).status).toBe(401);
    expect((await send('post', undefined, path, body)).status).toBe(401);
    expect((await send('get', student, path)).body.code).toBe('not_device_lender');
    expect((await send('post', head, path, body)).body.code).toBe('not_device_lender');
    expect((await send('post', dave, path, body)).body.code).toBe('profile_required');
    const reversed = await send('post', lab, path, { ...body, end: tokyoAt(2, '00:00') });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors.map((e: { location: string }) => e.location)).toEqual(['body.end']);
    const past = await send('post', lab, path, {
      ...body,
      start: tokyoAt(-3, '00:00'),
      end: tokyoAt(-2, '00:00'),
    });
    expect(past.body.errors[0].location).toBe('body.end');
    const noReason = await send('post', lab, path, { ...body, reason: '' });
    expect(noReason.body.errors[0].location).toBe('body.reason');
    expect((await send('post', lab, '/home/devices/nope/outages', body)).status).toBe(404);
    expect((await send('delete', lab, `${path}/nope`)).status).toBe(404);
    const made = await send('post', lab, path, body);
    expect((await send('delete', student, `${path}/${made.body.outage.id}`)).body.code).toBe(
      'not_device_lender',
    );
  });
});

describe('problems', () => {
  it('a user who booked reports; the lender shuts the device down, the coming users hear, bookings wait until resolved', async () => {
    const id = await device();
    const mine = await book(student, id, 2);
    const theirs = await book(other, id, 6);
    expect([mine.status, theirs.status]).toEqual([201, 201]);

    const reported = await send('post', student, `/home/devices/${id}/problems`, {
      description: 'The nozzle clogs after ten minutes',
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    const problemId = reported.body.problem.id as string;
    expect(reported.body.problem).toMatchObject({
      reportedBy: 'student',
      reporterName: 'student',
      shutdown: false,
      resolvedAt: null,
    });
    const todos = await send('get', lab, '/home/todos?role=owner');
    expect(todos.body.todos).toEqual([
      expect.objectContaining({
        kind: 'resolve_problem',
        exhibitId: id,
        exhibitCancelled: false,
      }),
    ]);

    const shut = await send('post', lab, `/home/devices/${id}/problems/${problemId}/shutdown`);
    expect(shut.status, JSON.stringify(shut.body)).toBe(200);
    expect(shut.body.problem.shutdown).toBe(true);
    // Twice changes nothing and tells nobody again.
    await send('post', lab, `/home/devices/${id}/problems/${problemId}/shutdown`);
    const shown = await send('get', undefined, `/devices/${id}`);
    expect(shown.body.device.shutDownSince).toEqual(expect.any(String));
    const refused = await book(other, id, 8);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('device_shut_down');
    for (const user of [student, other])
      expect((await noticesOf(user.uid)).filter((n) => n.kind === 'device_shut_down')).toHaveLength(
        1,
      );

    const resolved = await send('post', lab, `/home/devices/${id}/problems/${problemId}/resolve`, {
      resolution: 'Nozzle replaced',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.problem).toMatchObject({ resolution: 'Nozzle replaced' });
    expect((await send('get', undefined, `/devices/${id}`)).body.device.shutDownSince).toBeNull();
    expect((await book(other, id, 8)).status).toBe(201);
    expect((await noticesOf(other.uid)).map((n) => n.kind)).toContain('device_restored');
    expect((await send('get', lab, '/home/todos?role=owner')).body.todos).toEqual([]);
    const again = await send('post', lab, `/home/devices/${id}/problems/${problemId}/shutdown`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('problem_resolved');
    const listed = await send('get', lab, `/home/devices/${id}/problems`);
    expect(listed.body.problems).toEqual([
      expect.objectContaining({ id: problemId, resolution: 'Nozzle replaced', shutdown: true }),
    ]);
  });

  it('the device stays shut while another problem holds it', async () => {
    const id = await device();
    await book(student, id, 2);
    const first = await send('post', student, `/home/devices/${id}/problems`, {
      description: 'Bed not level',
    });
    const second = await send('post', lab, `/home/devices/${id}/problems`, {
      description: 'Fan noise',
    });
    for (const p of [first, second])
      await send('post', lab, `/home/devices/${id}/problems/${p.body.problem.id}/shutdown`);
    await send('post', lab, `/home/devices/${id}/problems/${first.body.problem.id}/resolve`, {});
    expect((await book(other, id, 8)).body.code).toBe('device_shut_down');
    await send('post', lab, `/home/devices/${id}/problems/${second.body.problem.id}/resolve`, {});
    expect((await book(other, id, 8)).status).toBe(201);
  });

  it('denials: anonymous 401, never booked 403, not the lender 403, no profile 403, empty 400, unknown 404', async () => {
    const id = await device();
    const path = `/home/devices/${id}/problems`;
    const body = { description: 'Broken' };
    expect((await send('post', undefined, path, body)).status).toBe(401);
    expect((await send('post', other, path, body)).body.code).toBe('not_device_user');
    expect((await send('post', dave, path, body)).body.code).toBe('profile_required');
    const empty = await send('post', lab, path, { description: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].location).toBe('body.description');
    const made = await send('post', lab, path, body);
    const problemId = made.body.problem.id as string;
    expect((await send('get', student, path)).body.code).toBe('not_device_lender');
    expect((await send('post', head, `${path}/${problemId}/shutdown`)).body.code).toBe(
      'not_device_lender',
    );
    expect((await send('post', student, `${path}/${problemId}/resolve`, {})).body.code).toBe(
      'not_device_lender',
    );
    expect((await send('post', lab, `${path}/nope/shutdown`)).status).toBe(404);
    expect((await send('post', lab, '/home/devices/nope/problems', body)).status).toBe(404);
  });
});
