import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { QUOTAS } from '../../src/http/rate-limit';
import { parseCalendar } from '../ical-events';
import { V1, seedExhibit } from './exhibit-docs-fixtures';
import { contactInput } from './exhibits-fixtures';
import { createDevice, tokyoAt, useLabFile } from './facility-fixtures';
import { type TestUser, createTestApp, testDb } from './helpers';

/**
 * Calendar feeds over HTTP against the emulators (issue 33, part 1): private addresses of the
 * acting identity's calendars, read by a calendar application (no sign-in, the address is the key)
 * and parsed with a real iCalendar parser; reset and revoked addresses answer 404; the feed is
 * limited per address.
 */
const app = createTestApp();
const {
  send,
  head,
  lab,
  users: [student, other],
} = useLabFile(app, ['student', 'other']);

const book = async (user: TestUser, deviceId: string, day: number, purpose = 'Imaging') => {
  const res = await send('post', user, `/home/devices/${deviceId}/reservations`, {
    start: tokyoAt(day, '10:00'),
    end: tokyoAt(day, '11:00'),
    purpose,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.reservation.id as string;
};

/** A new address of `user`'s feed `id`: its path under `/api/v1`. */
const issue = async (user: TestUser, id: string) => {
  const res = await send('post', user, `/home/feeds/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.feed as { id: string; url: string; webcalUrl: string; deviceId: string | null };
};
const pathOf = (url: string) => new URL(url).pathname;

/** The feed at `url` as a calendar application reads it (no Authorization header). */
const read = (url: string, on = app) =>
  request(on).get(pathOf(url)).set('X-Forwarded-Host', 'campus.example.ac.jp');

describe('calendar feeds', () => {
  it("a user's feed holds their reservations and pick-ups, cancelled ones as CANCELLED, and nothing of others", async () => {
    const deviceId = await createDevice(send, lab, { requiresApproval: false });
    const kept = await book(student, deviceId, 2);
    const dropped = await book(student, deviceId, 3);
    const others = await book(other, deviceId, 4);
    await send('post', student, `/home/reservations/${dropped}/cancel`, {});
    const exhibitId = await seedExhibit({
      ownerId: 'other',
      title: 'Office chairs',
      items: [{ name: 'Chair', stock: 3 }],
    });
    const asked = await send(
      'post',
      student,
      `/home/exhibits/${exhibitId}/contacts`,
      contactInput('item-1'),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const contactId = asked.body.contact.id as string;
    const pickupAt = tokyoAt(5, '13:00');
    await send('post', other, `/home/contacts/${contactId}/confirm-pickup`, { pickupAt });

    const feed = await issue(student, 'user');
    expect(feed).toMatchObject({ id: 'user', deviceId: null });
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    const res = await read(feed.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const calendar = parseCalendar(res.text);
    expect(calendar.zones).toEqual(['Asia/Tokyo']);
    const events = new Map(calendar.events.map((e) => [e.uid, e]));
    expect([...events.keys()].sort()).toEqual(
      [
        `pickup-${contactId}@campus-marketplace`,
        `reservation-${dropped}@campus-marketplace`,
        `reservation-${kept}@campus-marketplace`,
      ].sort(),
    );
    expect(events.get(`reservation-${kept}@campus-marketplace`)).toMatchObject({
      summary: '予約 / Reservation: 3D printer',
      start: new Date(tokyoAt(2, '10:00')),
      zone: 'Asia/Tokyo',
      status: 'CONFIRMED',
      url: 'http://campus.example.ac.jp/manage/user/reservations',
    });
    expect(events.get(`reservation-${kept}@campus-marketplace`)?.location).toMatch(/\S/);
    expect(events.get(`reservation-${dropped}@campus-marketplace`)?.status).toBe('CANCELLED');
    expect(events.get(`pickup-${contactId}@campus-marketplace`)).toMatchObject({
      summary: '受け取り / Pick-up: Office chairs',
      start: new Date(pickupAt),
      status: 'CONFIRMED',
    });
    expect(res.text).not.toContain(others);

    // The lender's feeds: all its devices, or one, with who booked; the other's pick-up is not there.
    const lenderFeed = parseCalendar((await read((await issue(lab, 'lender')).url)).text);
    expect(lenderFeed.events.map((e) => e.uid).sort()).toEqual(
      [kept, dropped, others].map((id) => `reservation-${id}@campus-marketplace`).sort(),
    );
    expect(lenderFeed.events.find((e) => e.uid.includes(kept))?.summary).toMatch(
      /^予約 \/ Reservation: 3D printer \(.+\)$/,
    );
    const second = await createDevice(send, lab, { requiresApproval: false, name: 'Laser cutter' });
    await book(other, second, 6);
    const deviceFeed = parseCalendar(
      (await read((await issue(lab, `device-${deviceId}`)).url)).text,
    );
    expect(deviceFeed.name).toMatch(/^3D printer /);
    expect(deviceFeed.events).toHaveLength(3);
  });

  it('the owner sees their addresses; a reset or revoked address answers 404, the new one works', async () => {
    const deviceId = await createDevice(send, lab, {});
    expect((await send('get', student, '/home/feeds')).body).toEqual({ feeds: [] });
    const first = await issue(student, 'user');
    expect((await read(first.url)).status).toBe(200);
    const second = await issue(student, 'user');
    expect(second.url).not.toBe(first.url);
    const gone = await read(first.url);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('not_found');
    expect((await read(second.url)).status).toBe(200);
    const listed = await send('get', student, '/home/feeds');
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.body.feeds).toEqual([expect.objectContaining({ id: 'user', deviceId: null })]);
    expect(pathOf(listed.body.feeds[0].url as string)).toBe(pathOf(second.url));

    await issue(lab, `device-${deviceId}`);
    const lender = await issue(lab, 'lender');
    expect(
      (await send('get', lab, '/home/feeds')).body.feeds.map((f: { id: string }) => f.id),
    ).toEqual(['lender', `device-${deviceId}`]);
    // Acting as himself, the head sees none of the lab's addresses.
    expect((await send('get', head, '/home/feeds')).body.feeds).toEqual([]);
    expect((await send('delete', lab, '/home/feeds/lender')).status).toBe(204);
    expect((await read(lender.url)).status).toBe(404);
    expect((await send('delete', lab, '/home/feeds/lender')).status).toBe(404);
  });

  it('is refused to others: anonymous 401, a device of another lender 403, unknown 404, bad ids 400, unknown tokens 404', async () => {
    const deviceId = await createDevice(send, lab, {});
    expect((await send('get', undefined, '/home/feeds')).status).toBe(401);
    expect((await send('post', undefined, '/home/feeds/user')).status).toBe(401);
    const foreign = await send('post', student, `/home/feeds/device-${deviceId}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('not_device_lender');
    expect((await send('post', lab, '/home/feeds/device-nothing')).status).toBe(404);
    const bad = await send('post', student, '/home/feeds/everything');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { location: string }) => e.location)).toEqual(['params.id']);
    for (const token of ['A'.repeat(43), 'short', 'A'.repeat(42) + '!']) {
      const res = await request(app).get(`${V1}/feeds/${encodeURIComponent(token)}.ics`);
      expect(res.status, token).toBe(404);
    }
    // The student's own address shows none of the lab's feed, and the lab's none of the student's.
    const mine = await issue(student, 'user');
    expect((await send('get', lab, '/home/feeds')).body.feeds).toEqual([]);
    expect((await read(mine.url)).status).toBe(200);
  });

  it("a group's address stops when its maker leaves the group, and a device's when it is no longer the lender's", async () => {
    const deviceId = await createDevice(send, lab, {});
    const lender = await issue(lab, 'lender');
    const device = await issue(lab, `device-${deviceId}`);
    await testDb().collection('devices').doc(deviceId).update({ lenderId: 'someone-else' });
    expect((await read(device.url)).status).toBe(404);
    expect((await read(lender.url)).status).toBe(200);
    await testDb().collection('groups').doc('lab-1').collection('members').doc('head').delete();
    expect((await read(lender.url)).status).toBe(404);
  });

  it('each address is limited: past its quota 429 with Retry-After, other addresses unaffected', async () => {
    const limited = createTestApp({
      rateLimits: { quotas: { ...QUOTAS, feeds: [{ seconds: 3600, max: 2 }] } },
    });
    const mine = await issue(student, 'user');
    const theirs = await issue(other, 'user');
    expect((await read(mine.url, limited)).status).toBe(200);
    expect((await read(mine.url, limited)).status).toBe(200);
    const refused = await read(mine.url, limited);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await read(theirs.url, limited)).status).toBe(200);
    // The counters hold the address's digest, never the address.
    const counters = await testDb().collection('rateLimits').get();
    const token = /\/feeds\/(.+)\.ics$/.exec(mine.url)?.[1] ?? '';
    expect(counters.docs.some((d) => d.id.includes(token))).toBe(false);
    expect(counters.docs.filter((d) => d.id.startsWith('feeds:'))).toHaveLength(2);
  });
});
