import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { rawBodyRouteOf } from '../../src/http/body';
import { MAINTENANCE_ALLOWED_WRITES } from '../../src/features/settings/enforce';
import { createFileSettingsSource } from '../../src/features/settings/sources';
import { DEFAULT_REMOTE_SETTINGS } from '../../src/model/remote-settings-types';
import {
  type TestUser,
  bearer,
  createTestApp,
  createUser,
  createUserWithProfile,
  testDb,
} from './helpers';
import { routesOf } from './routes-of';
import { useApiFile } from './api-file';

/**
 * The remote settings over HTTP (`docs/remote-config.md`): the app reads them from an override
 * file exactly as the Functions emulator does (`createFileSettingsSource`, re-read when the file
 * changes), and each test writes that file.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'remote-settings-api-'));
const file = path.join(dir, 'remote-config.local.env');
const app = createTestApp({
  rateLimits: { enabled: false },
  remoteSettings: createFileSettingsSource(file),
});

function settings(lines: Record<string, string>): void {
  writeFileSync(
    file,
    Object.entries(lines)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
}

const PROFILE = {
  name: 'Mona',
  profile: 'Physics',
  occupation: 'staff',
  position: 'Technician',
  place: 'Building 3',
  receiveNotificationEmail: false,
};

useApiFile();

beforeEach(() => {
  rmSync(file, { force: true });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('GET /api/v1/settings', () => {
  it('when nothing is set, then 200 with the bundled defaults, never cached', async () => {
    const res = await request(app).get('/api/v1/settings');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual(DEFAULT_REMOTE_SETTINGS);
  });

  it('when the override file changes, then the next answer has its values (anonymous caller)', async () => {
    settings({
      announcement_ja: '12月1日は停電のため休止します',
      announcement_en: 'Closed on 1 December (power cut)',
      announcement_until: '2026-12-01T18:00',
      maintenance_mode: 'true',
      maintenance_message_en: 'Back at 18:00',
      share_mode_enabled: 'false',
      signups_enabled: 'no',
    });
    const res = await request(app).get('/api/v1/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      announcement: {
        text: {
          ja: '12月1日は停電のため休止します',
          en: 'Closed on 1 December (power cut)',
        },
        until: '2026-12-01T09:00:00.000Z',
      },
      maintenance: { on: true, message: { ja: '', en: 'Back at 18:00' } },
      shareModeEnabled: false,
      signupsEnabled: false,
    });
  });
});

/**
 * A request to `route` (`METHOD /path/:param`) with placeholder parameters and a body of the type
 * the route reads (JSON, or an image's bytes), so nothing is refused before the settings are read.
 */
function send(route: string, user: TestUser) {
  const [method = '', pattern = ''] = route.split(' ');
  const url = pattern.replace(/:\w+/g, 'x1').replace(/\*\w+/g, 'a/b.webp');
  const verb = method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  const req = request(app)[verb](url).set(bearer(user));
  return rawBodyRouteOf({ method, path: url }) === undefined
    ? req.send({})
    : req.set('Content-Type', 'image/png').send(Buffer.from('not really a picture'));
}

describe('maintenance mode', () => {
  const writes = routesOf(app).filter((route) => !route.startsWith('GET '));

  it('when it is on, then every write of the app but the allow-list is 503 maintenance with Retry-After', async () => {
    expect(writes.length).toBeGreaterThan(50);
    // The allow-list names real routes (a renamed route would silently fall out of it).
    expect(MAINTENANCE_ALLOWED_WRITES.filter((route) => !writes.includes(route))).toEqual([]);
    const user = await createUserWithProfile('mona');
    settings({ maintenance_mode: 'true', maintenance_message_en: 'Back at 18:00' });

    const answers = await Promise.all(
      writes.map(async (route) => {
        const res = await send(route, user);
        return {
          route,
          status: res.status,
          code: res.body.code as unknown,
          message: res.body.message as unknown,
          retryAfter: res.headers['retry-after'],
        };
      }),
    );
    const refused = answers.filter((a) => !MAINTENANCE_ALLOWED_WRITES.includes(a.route));
    const allowed = answers.filter((a) => MAINTENANCE_ALLOWED_WRITES.includes(a.route));
    expect(refused.filter((a) => a.status !== 503 || a.code !== 'maintenance')).toEqual([]);
    expect(new Set(refused.map((a) => a.retryAfter))).toEqual(new Set(['600']));
    expect(new Set(refused.map((a) => a.message))).toEqual(new Set(['Back at 18:00']));
    expect(allowed.filter((a) => a.status === 503)).toEqual([]);
    expect(allowed).toHaveLength(MAINTENANCE_ALLOWED_WRITES.length);
  });

  it('when it is on, then reads answer; a refused write changes nothing; off again, the write passes', async () => {
    const user = await createUserWithProfile('mona');
    settings({ maintenance_mode: 'true' });
    expect((await request(app).get('/api/v1/home/me').set(bearer(user))).status).toBe(200);
    const refused = await request(app).put('/api/v1/home/me').set(bearer(user)).send(PROFILE);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'maintenance',
      message: 'The service is under maintenance: nothing can be changed for now',
    });
    expect((await testDb().doc('profiles/mona').get()).get('name')).toBe('mona');

    settings({ maintenance_mode: 'false' });
    const saved = await request(app).put('/api/v1/home/me').set(bearer(user)).send(PROFILE);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await testDb().doc('profiles/mona').get()).get('name')).toBe('Mona');
  });
});

describe('POST /api/v1/home/me (sign-up) and the sign-up switch', () => {
  it('when sign-ups are closed, then 403 signups_closed and no profile', async () => {
    const newcomer = await createUser('nina');
    settings({ signups_enabled: 'false' });
    const res = await request(app)
      .post('/api/v1/home/me')
      .set(bearer(newcomer))
      .send({ ...PROFILE, agreeToTerms: true });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('signups_closed');
    expect((await testDb().doc('profiles/nina').get()).exists).toBe(false);
  });

  it('when sign-ups are open again, then the same sign-up is created', async () => {
    const newcomer = await createUser('nina');
    settings({ signups_enabled: 'true' });
    const res = await request(app)
      .post('/api/v1/home/me')
      .set(bearer(newcomer))
      .send({ ...PROFILE, agreeToTerms: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await testDb().doc('profiles/nina').get()).exists).toBe(true);
  });
});

describe('the share-mode switch', () => {
  it('when share mode is off, then every share-mode write is 403 share_mode_disabled; its reads and reuse writes answer', async () => {
    const user = await createUserWithProfile('mona');
    settings({ share_mode_enabled: 'false' });
    const shareWrites = routesOf(app).filter((route) =>
      /^(POST|PUT|PATCH|DELETE) \/api\/v1\/home\/(devices|reservations|share-exhibits|bills)\b/.test(
        route,
      ),
    );
    expect(shareWrites.length).toBeGreaterThan(10);
    const codes = await Promise.all(
      shareWrites.map(async (route) => [route, (await send(route, user)).body.code as unknown]),
    );
    expect(codes.filter(([, code]) => code !== 'share_mode_disabled')).toEqual([]);

    expect((await request(app).get('/api/v1/home/devices').set(bearer(user))).status).toBe(200);
    const reuse = await send('POST /api/v1/home/exhibits', user);
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('validation_error');
  });
});
