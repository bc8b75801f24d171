import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { RequestAuth } from './auth';
import { errorMiddleware } from './error-middleware';
import { profileOf, refuseSuspendedWrites, requireCurrentTerms, requireProfile } from './profile';
import type { ProfilesReader } from '../shared/profiles';
import type { Suspension } from '../shared/suspension';

function testApp(readProfile: ProfilesReader) {
  const app = express();
  app.use((req, _res, next) => {
    req.auth = { uid: 'alice', accountId: 'alice' } as RequestAuth;
    next();
  });
  app.post('/write', requireProfile(readProfile), (req, res) => {
    res.json({ name: profileOf(req).name });
  });
  app.use(errorMiddleware);
  return app;
}

const NOW = new Date('2026-04-01T00:00:00Z');

describe('requireProfile', () => {
  it('when the caller has an active profile, then the route runs with it', async () => {
    const reader = vi.fn<ProfilesReader>(async () => ({
      name: 'Alice',
      termsVersion: 1,
      suspension: null,
    }));
    const res = await request(testApp(reader)).post('/write');
    expect([res.status, res.body]).toEqual([200, { name: 'Alice' }]);
    expect(reader).toHaveBeenCalledWith('alice');
  });

  it('when the caller has none (or withdrew), then 403 profile_required', async () => {
    const res = await request(testApp(async () => undefined)).post('/write');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'profile_required',
      message: 'A profile is required: sign up first',
    });
  });
});

describe('requireCurrentTerms', () => {
  function gatedApp(
    termsVersion: number | undefined,
    current: number,
    suspension: Suspension | null = null,
  ) {
    const reader = vi.fn<ProfilesReader>(async () =>
      termsVersion === undefined ? undefined : { name: 'Alice', termsVersion, suspension },
    );
    const app = express();
    app.use((req, _res, next) => {
      req.auth = { uid: 'alice', accountId: 'alice' } as RequestAuth;
      next();
    });
    app.use(
      requireCurrentTerms({
        readProfile: reader,
        currentTermsVersion: async () => current,
        exempt: (req) => req.path === '/agree',
      }),
    );
    app.use(refuseSuspendedWrites(() => NOW));
    app.get('/read', (_req, res) => {
      res.json({ ok: true });
    });
    for (const path of ['/write', '/agree']) {
      app.post(path, requireProfile(reader), (req, res) => {
        res.json({ name: profileOf(req).name });
      });
    }
    app.use(errorMiddleware);
    return { app, reader };
  }

  it('when the user agreed to an older version, then a write is 403 terms_not_accepted', async () => {
    const res = await request(gatedApp(1, 2).app).post('/write');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('terms_not_accepted');
  });

  it('when the user agreed to an older version, then reads and exempt writes still pass', async () => {
    const { app } = gatedApp(1, 2);
    expect((await request(app).get('/read')).status).toBe(200);
    expect((await request(app).post('/agree')).status).toBe(200);
  });

  it('when the user agreed to the current version, then the write runs and the profile is read once', async () => {
    const { app, reader } = gatedApp(2, 2);
    const res = await request(app).post('/write');
    expect([res.status, res.body]).toEqual([200, { name: 'Alice' }]);
    expect(reader).toHaveBeenCalledTimes(1);
  });

  it('when the user has no profile, then the route refuses as before (403 profile_required)', async () => {
    const res = await request(gatedApp(undefined, 2).app).post('/write');
    expect(res.body.code).toBe('profile_required');
  });

  describe('refuseSuspendedWrites', () => {
    const until = new Date(NOW.getTime() + 60_000);

    it('when the moderators suspended the user, then a write is 403 account_suspended naming the end', async () => {
      const res = await request(gatedApp(1, 1, { until, reason: 'spam' }).app).post('/write');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('account_suspended');
      expect(res.body.message).toContain('2026/04/01 09:01:00');
    });

    it('when suspended, then reads and exempt writes still pass', async () => {
      const { app } = gatedApp(1, 1, { until, reason: 'spam' });
      expect((await request(app).get('/read')).status).toBe(200);
      expect((await request(app).post('/agree')).status).toBe(200);
    });

    it('when the suspension has ended, then the write runs', async () => {
      const ended = new Date(NOW.getTime() - 1);
      const res = await request(gatedApp(1, 1, { until: ended, reason: 'spam' }).app).post(
        '/write',
      );
      expect(res.status).toBe(200);
    });
  });
});
