import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_CHECK_HEADER,
  APP_CHECK_OFF,
  type AppCheckOptions,
  appCheckFromParam,
  requireAppCheck,
} from './app-check';
import { errorMiddleware } from './error-middleware';

// There is no App Check emulator: these tests use a fake verifier that accepts 'good'.
const verifyToken = vi.fn(async (token: string) => {
  if (token !== 'good') throw new Error('bad token');
  return { appId: 'web', token: {} };
});

function testApp(options: AppCheckOptions): express.Express {
  const app = express();
  app.use(requireAppCheck(options));
  app.all('/thing', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorMiddleware);
  return app;
}

const enforced = testApp({ enforced: () => true, verifyToken });
const BEARER = { Authorization: 'Bearer some-id-token' };
const REQUIRED = {
  code: 'app_check_required',
  message: 'This request must come from the campus web app (App Check)',
};

describe('requireAppCheck, enforced', () => {
  it('when a signed-in request has no App Check token, then 403 app_check_required', async () => {
    const res = await request(enforced).post('/thing').set(BEARER);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REQUIRED);
    const blank = await request(enforced).get('/thing').set(BEARER).set(APP_CHECK_HEADER, ' ');
    expect(blank.status).toBe(403);
  });

  it('when the App Check token does not verify, then 403 app_check_required', async () => {
    const res = await request(enforced).post('/thing').set(BEARER).set(APP_CHECK_HEADER, 'forged');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'app_check_required',
      message: 'The App Check token is not valid',
    });
    expect(verifyToken).toHaveBeenCalledWith('forged');
  });

  it('when the App Check token verifies, then the request passes', async () => {
    const res = await request(enforced).post('/thing').set(BEARER).set(APP_CHECK_HEADER, 'good');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('when anonymous (public reads), then no App Check token is needed', async () => {
    expect((await request(enforced).get('/thing')).status).toBe(200);
  });
});

describe('requireAppCheck, not enforced', () => {
  it('when off (the default), then requests without a token pass and nothing is verified', async () => {
    verifyToken.mockClear();
    const res = await request(testApp({ ...APP_CHECK_OFF, verifyToken }))
      .post('/thing')
      .set(BEARER);
    expect(res.status).toBe(200);
    expect(verifyToken).not.toHaveBeenCalled();
  });
});

describe('appCheckFromParam', () => {
  const appCheck = () => ({ verifyToken: vi.fn() });

  it('when the param is on outside the emulators, then enforced', () => {
    expect(appCheckFromParam(() => true, appCheck, {}).enforced()).toBe(true);
    expect(appCheckFromParam(() => false, appCheck, {}).enforced()).toBe(false);
  });

  it('when on the Functions emulator, then never enforced', () => {
    const options = appCheckFromParam(() => true, appCheck, { FUNCTIONS_EMULATOR: 'true' });
    expect(options.enforced()).toBe(false);
  });

  it('when a token is verified, then the admin SDK verifies it', async () => {
    const sdk = { verifyToken: vi.fn(async () => ({ appId: 'web', token: {} as never })) };
    await appCheckFromParam(
      () => true,
      () => sdk,
      {},
    ).verifyToken('t');
    expect(sdk.verifyToken).toHaveBeenCalledWith('t');
  });
});
