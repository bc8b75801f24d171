import express from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActingGroupOptions,
  type AuthenticateOptions,
  authenticate,
  groupHeaderMatches,
  requireAuth,
  requireActingGroup,
  requireRole,
  toAuthContext,
  viewerOf,
} from './auth';
import { errorMiddleware } from './error-middleware';

function decodedToken(claims: Record<string, unknown> = {}): DecodedIdToken {
  const now = Math.floor(Date.now() / 1000);
  return {
    aud: 'demo-campus',
    auth_time: now,
    exp: now + 3600,
    iat: now,
    iss: 'https://securetoken.google.com/demo-campus',
    sub: 'alice',
    uid: 'alice',
    email: 'alice@campus.example.ac.jp',
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'custom' },
    ...claims,
  };
}

function testApp(options: AuthenticateOptions & ActingGroupOptions): express.Express {
  const app = express();
  app.use(authenticate(options));
  app.use(requireActingGroup(options));
  app.get('/public', (req, res) => {
    res.json({ uid: req.auth?.uid ?? null });
  });
  app.get('/private', requireAuth, (req, res) => {
    res.json({ uid: req.auth?.uid });
  });
  app.get('/junk', requireRole('junk_inquiry'), (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorMiddleware);
  return app;
}

const verifying = (token: DecodedIdToken): AuthenticateOptions['auth'] => ({
  verifyIdToken: vi.fn(async () => token),
});

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});

describe('toAuthContext', () => {
  it('when the claims hold known and unknown roles, then only known roles are kept once', () => {
    const context = toAuthContext(
      decodedToken({ roles: ['junk_inquiry', 'admin', 'junk_inquiry', 7, 'external_funds'] }),
    );
    expect(context.roles).toEqual(['junk_inquiry', 'external_funds']);
  });

  it('when roles and group are absent or malformed, then no roles and no group', () => {
    expect(toAuthContext(decodedToken({ roles: 'junk_inquiry', group: 42 }))).toMatchObject({
      roles: [],
      group: null,
    });
    expect(toAuthContext(decodedToken({ group: '' })).group).toBeNull();
  });

  it('when the token has email and group, then the context carries them', () => {
    const token = decodedToken({ group: 'lab-1', email_verified: false });
    expect(toAuthContext(token)).toEqual({
      uid: 'alice',
      email: 'alice@campus.example.ac.jp',
      emailVerified: false,
      roles: [],
      group: 'lab-1',
      token,
    });
  });
});

describe('groupHeaderMatches', () => {
  it('when a group is selected, then only that group matches', () => {
    const context = toAuthContext(decodedToken({ group: 'lab-1' }));
    expect(groupHeaderMatches('lab-1', context)).toBe(true);
    expect(groupHeaderMatches('lab-2', context)).toBe(false);
    expect(groupHeaderMatches('alice', context)).toBe(false);
  });

  it('when no group is selected, then only the own uid (meaning no group) matches', () => {
    const context = toAuthContext(decodedToken());
    expect(groupHeaderMatches('alice', context)).toBe(true);
    expect(groupHeaderMatches('lab-1', context)).toBe(false);
  });
});

describe('the acting account (req.auth.accountId)', () => {
  const actingApp = (token: DecodedIdToken) => {
    const app = express();
    app.use(authenticate({ auth: verifying(token) }));
    app.get('/who', (req, res) => {
      res.json({ accountId: req.auth?.accountId ?? null, viewer: viewerOf(req) });
    });
    return app;
  };

  it('when a group is selected, then the group; else the user', async () => {
    const inGroup = await request(actingApp(decodedToken({ group: 'lab-1' })))
      .get('/who')
      .set('Authorization', 'Bearer t0k');
    expect(inGroup.body).toEqual({ accountId: 'lab-1', viewer: 'lab-1' });
    const alone = await request(actingApp(decodedToken()))
      .get('/who')
      .set('Authorization', 'Bearer t0k');
    expect(alone.body).toEqual({ accountId: 'alice', viewer: 'alice' });
  });

  it('when anonymous, then no account and no viewer', async () => {
    const res = await request(actingApp(decodedToken())).get('/who');
    expect(res.body).toEqual({ accountId: null, viewer: null });
  });
});

describe('authenticate', () => {
  it('when there is no Authorization header, then the request stays anonymous', async () => {
    const auth = verifying(decodedToken());
    const res = await request(testApp({ auth })).get('/public').set('X-Group-Id', 'lab-1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uid: null });
    expect(auth.verifyIdToken).not.toHaveBeenCalled();
  });

  it('when the token verifies, then req.auth is set, with revocation checked', async () => {
    const auth = verifying(decodedToken());
    const res = await request(testApp({ auth })).get('/public').set('Authorization', 'Bearer t0k');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uid: 'alice' });
    expect(auth.verifyIdToken).toHaveBeenCalledWith('t0k', true);
  });

  it('when verification fails, then 401 unauthorized', async () => {
    const auth = {
      verifyIdToken: vi.fn(async () => {
        throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
      }),
    };
    const res = await request(testApp({ auth })).get('/public').set('Authorization', 'Bearer x');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: 'The ID token is not valid' });
  });

  it.each(['Basic abc', 'Bearer', 'Bearer a b', 'token'])(
    'when the header is "%s", then 401 without verifying',
    async (header) => {
      const auth = verifying(decodedToken());
      const res = await request(testApp({ auth })).get('/public').set('Authorization', header);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
      expect(auth.verifyIdToken).not.toHaveBeenCalled();
    },
  );

  it('when the group header differs from the claim, then 403 NotGroupMember', async () => {
    const auth = verifying(decodedToken({ group: 'lab-1' }));
    const res = await request(testApp({ auth }))
      .get('/public')
      .set('Authorization', 'Bearer t')
      .set('X-Group-Id', 'lab-2');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NotGroupMember');
  });

  it('when the group header equals the claim, then the request passes', async () => {
    const auth = verifying(decodedToken({ group: 'lab-1' }));
    const res = await request(testApp({ auth }))
      .get('/public')
      .set('Authorization', 'Bearer t')
      .set('X-Group-Id', 'lab-1');
    expect(res.status).toBe(200);
  });

  it('when the membership check says no, then 403 NotGroupMember', async () => {
    const isGroupMember = vi.fn(async () => false);
    const auth = verifying(decodedToken({ group: 'lab-1' }));
    const res = await request(testApp({ auth, isGroupMember }))
      .get('/public')
      .set('Authorization', 'Bearer t');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NotGroupMember');
    expect(isGroupMember).toHaveBeenCalledWith('alice', 'lab-1');
  });
});

describe('requireAuth and requireRole', () => {
  it('when anonymous, then both answer 401', async () => {
    const app = testApp({ auth: verifying(decodedToken()) });
    expect((await request(app).get('/private')).status).toBe(401);
    expect((await request(app).get('/junk')).status).toBe(401);
  });

  it('when signed in without the role, then 403 forbidden', async () => {
    const app = testApp({ auth: verifying(decodedToken({ roles: ['external_funds'] })) });
    const res = await request(app).get('/junk').set('Authorization', 'Bearer t');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('when signed in with the role, then the route runs', async () => {
    const app = testApp({ auth: verifying(decodedToken({ roles: ['junk_inquiry'] })) });
    const res = await request(app).get('/junk').set('Authorization', 'Bearer t');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('sign-in policy in authenticate', () => {
  it('when the token e-mail is outside the campus domains, then 403 unavailable_email', async () => {
    const auth = verifying(decodedToken({ email: 'mallory@gmail.com' }));
    const res = await request(testApp({ auth })).get('/public').set('Authorization', 'Bearer t');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'unavailable_email',
      message: 'This e-mail address is not available',
    });
  });

  it('when the token has no e-mail, then 403 unavailable_email', async () => {
    const auth = verifying(decodedToken({ email: undefined }));
    const res = await request(testApp({ auth })).get('/public').set('Authorization', 'Bearer t');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('unavailable_email');
  });

  it('when a campus address is not verified, then 403 email_not_verified even on public routes', async () => {
    const auth = verifying(decodedToken({ email_verified: false }));
    const res = await request(testApp({ auth })).get('/public').set('Authorization', 'Bearer t');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'email_not_verified',
      message: 'This e-mail address is not verified',
    });
  });

  it('when the token lacks email_verified, then 403 email_not_verified', async () => {
    const auth = verifying(decodedToken({ email_verified: undefined }));
    const res = await request(testApp({ auth })).get('/private').set('Authorization', 'Bearer t');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('email_not_verified');
  });

  it('when the policy allows the address explicitly, then the request passes', async () => {
    const auth = verifying(decodedToken({ email: 'guest@gmail.com' }));
    const signInPolicy = { domains: ['campus.example.ac.jp'], allowList: ['guest@gmail.com'] };
    const res = await request(testApp({ auth, signInPolicy }))
      .get('/public')
      .set('Authorization', 'Bearer t');
    expect(res.status).toBe(200);
  });
});

describe('requireActingGroup skip', () => {
  it('when the request is skipped, then neither header nor membership is checked', async () => {
    const isGroupMember = vi.fn(async () => false);
    const auth = verifying(decodedToken({ group: 'lab-1' }));
    const res = await request(testApp({ auth, isGroupMember, skip: () => true }))
      .get('/public')
      .set('Authorization', 'Bearer t')
      .set('X-Group-Id', 'lab-2');
    expect(res.status).toBe(200);
    expect(isGroupMember).not.toHaveBeenCalled();
  });
});
