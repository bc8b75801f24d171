import express from 'express';
import { logger } from 'firebase-functions/logger';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authenticate, requireAuth, requireRole } from '../../src/http/auth';
import { errorMiddleware } from '../../src/http/error-middleware';
import { validate } from '../../src/http/validate';
import {
  clearAuth,
  clearFirestore,
  createTestApp,
  createUser,
  seedFromFile,
  seedGroup,
  testAuth,
  unsignedIdToken,
} from './helpers';

const app = createTestApp();

beforeAll(async () => {
  await clearFirestore();
  await seedFromFile();
});

beforeEach(async () => {
  await clearAuth();
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.restoreAllMocks();
});

const UNAUTHORIZED = { code: 'unauthorized', message: 'The ID token is not valid' };

describe('GET /api/v1/faculties (authentication on a public route)', () => {
  it('when the caller is anonymous, then 200', async () => {
    const res = await request(app).get('/api/v1/faculties');
    expect(res.status).toBe(200);
    expect(res.body.faculties.length).toBeGreaterThan(0);
  });

  it('when the caller has a valid ID token, then 200', async () => {
    const alice = await createUser('alice');
    const res = await request(app)
      .get('/api/v1/faculties')
      .set('Authorization', `Bearer ${alice.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body.faculties.length).toBeGreaterThan(0);
  });

  it('when the bearer token is a garbage string, then 401 unauthorized', async () => {
    const res = await request(app)
      .get('/api/v1/faculties')
      .set('Authorization', 'Bearer not-a-jwt-at-all');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('when the token is a well-formed unsigned JWT for a nonexistent uid, then 401', async () => {
    const res = await request(app)
      .get('/api/v1/faculties')
      .set('Authorization', `Bearer ${unsignedIdToken('ghost')}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('when the token has expired, then 401', async () => {
    await createUser('alice');
    const past = Math.floor(Date.now() / 1000) - 7200;
    const token = unsignedIdToken('alice', { iat: past, auth_time: past, exp: past + 3600 });
    const res = await request(app).get('/api/v1/faculties').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('when the token is for another project, then 401', async () => {
    await createUser('alice');
    const token = unsignedIdToken('alice', { aud: 'demo-other' });
    const res = await request(app).get('/api/v1/faculties').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(401);
  });

  it('when the account was disabled after sign-in, then 401', async () => {
    const alice = await createUser('alice');
    await testAuth().updateUser('alice', { disabled: true });
    const res = await request(app)
      .get('/api/v1/faculties')
      .set('Authorization', `Bearer ${alice.idToken}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('when the account was deleted after sign-in, then 401', async () => {
    const alice = await createUser('alice');
    await testAuth().deleteUser('alice');
    const res = await request(app)
      .get('/api/v1/faculties')
      .set('Authorization', `Bearer ${alice.idToken}`);
    expect(res.status).toBe(401);
  });

  it('when the refresh tokens were revoked after sign-in, then 401', async () => {
    const alice = await createUser('alice');
    // Revocation has one-second granularity: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await testAuth().revokeRefreshTokens('alice');
    const res = await request(app)
      .get('/api/v1/faculties')
      .set('Authorization', `Bearer ${alice.idToken}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('when the Authorization header is not a bearer token, then 401', async () => {
    const res = await request(app).get('/api/v1/faculties').set('Authorization', 'Basic YTpi');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

describe('GET /api/v1/areas (group header)', () => {
  it('when the group header differs from the group claim, then 403 NotGroupMember', async () => {
    const alice = await createUser('alice', { group: 'lab-tanaka' });
    const res = await request(app)
      .get('/api/v1/areas')
      .set('Authorization', `Bearer ${alice.idToken}`)
      .set('X-Group-Id', 'lab-suzuki');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'NotGroupMember',
      message: 'The user is not a member of the selected group',
    });
  });

  it('when the token has no group claim but a group header is sent, then 403 NotGroupMember', async () => {
    const alice = await createUser('alice');
    const res = await request(app)
      .get('/api/v1/areas')
      .set('Authorization', `Bearer ${alice.idToken}`)
      .set('X-Group-Id', 'lab-tanaka');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NotGroupMember');
  });

  it('when the group header matches the claim and the user is a member, then 200', async () => {
    // The membership re-check is wired to Firestore now: the membership must exist.
    await seedGroup('lab-tanaka', 'Tanaka lab', { alice: false });
    const alice = await createUser('alice', { group: 'lab-tanaka' });
    const res = await request(app)
      .get('/api/v1/areas')
      .set('Authorization', `Bearer ${alice.idToken}`)
      .set('X-Group-Id', 'lab-tanaka');
    expect(res.status).toBe(200);
  });

  it('when the group header is the own uid and no group is selected, then 200', async () => {
    const alice = await createUser('alice');
    const res = await request(app)
      .get('/api/v1/areas')
      .set('Authorization', `Bearer ${alice.idToken}`)
      .set('X-Group-Id', 'alice');
    expect(res.status).toBe(200);
  });
});

/**
 * A small app composed here (not in production code) from the real middleware and the real
 * error handler, to exercise requireAuth, requireRole and validate against the Auth emulator.
 */
function probeApp(): express.Express {
  const probe = express();
  probe.use(express.json());
  probe.use(authenticate({ auth: testAuth() }));
  const body = z.object({
    title: z.string().min(1),
    items: z.array(z.object({ name: z.string() })),
  });
  probe.post(
    '/probe/:id',
    requireAuth,
    validate({ params: z.object({ id: z.string().regex(/^\d+$/) }), body }),
    (req, res) => {
      res.status(201).json({ uid: req.auth?.uid, id: req.params.id, title: req.body.title });
    },
  );
  probe.get('/junk', requireRole('junk_inquiry'), (req, res) => {
    res.json({ roles: req.auth?.roles });
  });
  probe.use(errorMiddleware);
  return probe;
}

describe('POST /probe/:id (requireAuth and validate)', () => {
  it('when anonymous, then 401 before validation', async () => {
    const res = await request(probeApp()).post('/probe/x').send({});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: 'Authentication required' });
  });

  it('when signed in with a valid request, then the handler sees the uid and parsed input', async () => {
    const alice = await createUser('alice');
    const res = await request(probeApp())
      .post('/probe/42')
      .set('Authorization', `Bearer ${alice.idToken}`)
      .send({ title: 'Desk', items: [] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ uid: 'alice', id: '42', title: 'Desk' });
  });

  it('when signed in with an invalid request, then 400 with every location', async () => {
    const alice = await createUser('alice');
    const res = await request(probeApp())
      .post('/probe/x')
      .set('Authorization', `Bearer ${alice.idToken}`)
      .send({ title: '', items: [{ name: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect((res.body.errors as { location: string }[]).map((e) => e.location)).toEqual([
      'params.id',
      'body.title',
      'body.items.0.name',
    ]);
  });
});

describe('GET /junk (requireRole)', () => {
  it('when the token carries the role claim, then 200 with the known roles only', async () => {
    const alice = await createUser('alice', { roles: ['junk_inquiry', 'superuser'] });
    const res = await request(probeApp())
      .get('/junk')
      .set('Authorization', `Bearer ${alice.idToken}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ roles: ['junk_inquiry'] });
  });

  it('when the token lacks the role, then 403 forbidden', async () => {
    const bob = await createUser('bob', { roles: ['external_funds'] });
    const res = await request(probeApp())
      .get('/junk')
      .set('Authorization', `Bearer ${bob.idToken}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });
});
