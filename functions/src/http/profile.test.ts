import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { RequestAuth } from './auth';
import { errorMiddleware } from './error-middleware';
import { profileOf, requireProfile } from './profile';
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
    const reader = vi.fn<ProfilesReader>(async () => ({ name: 'Alice' }));
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
