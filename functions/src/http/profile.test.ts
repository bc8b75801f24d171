import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { RequestAuth } from './auth';
import { errorMiddleware } from './error-middleware';
import { profileOf, requireCurrentTerms, requireProfile } from './profile';
import type { ProfilesReader } from '../shared/profiles';

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

describe('requireProfile', () => {
  it('when the caller has an active profile, then the route runs with it', async () => {
    const reader = vi.fn<ProfilesReader>(async () => ({ name: 'Alice', termsVersion: 1 }));
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
  function gatedApp(termsVersion: number | undefined, current: number) {
    const reader = vi.fn<ProfilesReader>(async () =>
      termsVersion === undefined ? undefined : { name: 'Alice', termsVersion },
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
});
