import { describe, expect, it } from 'vitest';
import { createTestApp, testDb } from './helpers';
import { DEVICE_INPUT } from './devices-fixtures';
import { createDevice, tokyoAt, useLabFile } from './facility-fixtures';

/**
 * Weekly series over HTTP against the emulators (issue 19, part 3): the plan reports each date's
 * conflict (another booking, an outage, the rules) before booking; the free dates are booked in one
 * request, each its own reservation of the series.
 */
const app = createTestApp();

const iso = (at: string) => new Date(at).toISOString();

const {
  send,
  lab,
  users: [student, other],
} = useLabFile(app, ['student', 'other']);

const device = (extra: object = {}) =>
  createDevice(send, lab, {
    requiresApproval: false,
    rules: { ...DEVICE_INPUT.rules, advanceDays: 60 },
    ...extra,
  });
const week = (n: number) => 1 + 7 * n;
const series = (weeks: number) => ({
  start: tokyoAt(week(0), '10:00'),
  end: tokyoAt(week(0), '11:00'),
  weeks,
});

describe('weekly series', () => {
  it('a series of 6 with a booking and an outage in the way plans 2 conflicts and books the other 4', async () => {
    const id = await device();
    const taken = await send('post', other, `/home/devices/${id}/reservations`, {
      start: tokyoAt(week(2), '10:30'),
      end: tokyoAt(week(2), '12:00'),
    });
    expect(taken.status).toBe(201);
    const outage = await send('post', lab, `/home/devices/${id}/outages`, {
      start: tokyoAt(week(4), '00:00'),
      end: tokyoAt(week(4) + 1, '00:00'),
      reason: 'Service',
    });
    expect(outage.status).toBe(201);

    const q = series(6);
    const plan = await send(
      'get',
      student,
      `/home/devices/${id}/reservations/series?start=${encodeURIComponent(q.start)}&end=${encodeURIComponent(q.end)}&weeks=6`,
    );
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.dates.map((d: { conflict: unknown }) => d.conflict)).toEqual([
      null,
      null,
      { kind: 'reservation' },
      null,
      { kind: 'outage' },
      null,
    ]);
    expect(plan.body.dates[5]).toMatchObject({
      start: iso(tokyoAt(week(5), '10:00')),
      end: iso(tokyoAt(week(5), '11:00')),
      reservationId: null,
    });

    const booked = await send('post', student, `/home/devices/${id}/reservations/series`, {
      ...q,
      purpose: 'Weekly seminar',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.reservations).toHaveLength(4);
    const seriesId = booked.body.seriesId as string;
    for (const r of booked.body.reservations)
      expect(r).toMatchObject({ seriesId, status: 'approved', purpose: 'Weekly seminar' });
    const ids = booked.body.dates.map((d: { reservationId: string | null }) => d.reservationId);
    expect(ids.filter((x: string | null) => x !== null)).toEqual(
      booked.body.reservations.map((r: { id: string }) => r.id),
    );
    expect(ids[2]).toBeNull();
    expect(ids[4]).toBeNull();
    const stored = await testDb()
      .collection('reservations')
      .where('seriesId', '==', seriesId)
      .get();
    expect(stored.size).toBe(4);

    // Nothing left free: 409, nothing booked.
    const again = await send('post', other, `/home/devices/${id}/reservations/series`, q);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('reservation_conflict');
    expect((await testDb().collection('reservations').get()).size).toBe(5);
  });

  it('dates the rules refuse are reported with the reason (a closure), not booked', async () => {
    const closed = tokyoAt(week(1), '00:00').slice(0, 10);
    const id = await device({
      rules: {
        ...DEVICE_INPUT.rules,
        advanceDays: 60,
        closures: [{ from: closed, until: closed, reason: 'Holiday' }],
      },
    });
    const plan = await send(
      'get',
      student,
      `/home/devices/${id}/reservations/series?start=${encodeURIComponent(series(3).start)}&end=${encodeURIComponent(series(3).end)}&weeks=3`,
    );
    expect(plan.body.dates[1].conflict).toEqual({
      kind: 'rules',
      reason: expect.stringContaining('Holiday'),
    });
    const booked = await send(
      'post',
      student,
      `/home/devices/${id}/reservations/series`,
      series(3),
    );
    expect(booked.body.reservations).toHaveLength(2);
  });

  it('denials: anonymous 401, own device 403, unqualified 403, bad weeks 400 at their place', async () => {
    const id = await device();
    const path = `/home/devices/${id}/reservations/series`;
    expect((await send('post', undefined, path, series(2))).status).toBe(401);
    expect((await send('post', lab, path, series(2))).body.code).toBe('own_device');
    const tooMany = await send('post', student, path, series(13));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].location).toBe('body.weeks');
    const one = await send(
      'get',
      student,
      `${path}?start=${encodeURIComponent(series(1).start)}&end=${encodeURIComponent(series(1).end)}&weeks=1`,
    );
    expect(one.status).toBe(400);
    expect(one.body.errors[0].location).toBe('query.weeks');
    const trained = await device({ qualification: { required: true, idleDays: null } });
    const refused = await send(
      'post',
      student,
      `/home/devices/${trained}/reservations/series`,
      series(2),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('qualification_required');
    expect(
      (await send('post', student, '/home/devices/nope/reservations/series', series(2))).status,
    ).toBe(404);
  });
});
