import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  claimsOf,
  bearer,
  bearerToken,
  createTestApp,
  createUser,
  createUserWithClaims,
  seedGroup,
  testDb,
} from './helpers';
import { useClearedEmulators } from './api-file';

const app = createTestApp();

useClearedEmulators();

async function signUp(token: string): Promise<void> {
  const res = await request(app).post('/api/v1/home/me').set(bearerToken(token)).send({
    name: 'Alice',
    occupation: 'staff',
    receiveNotificationEmail: false,
    agreeToTerms: true,
  });
  expect(res.status).toBe(201);
}

const GROUP_PATH = '/api/v1/home/me/group';

/** `POST /home/me/group/token` selects exactly like `POST /home/me/group` (one implementation). */
describe.each([
  ['POST /home/me/group', GROUP_PATH, {}],
  ['POST /home/me/group/token', `${GROUP_PATH}/token`, { token: expect.any(String) }],
])('%s (selecting a group)', (_name, path, extra) => {
  const select = (idToken: string, group?: string) => {
    const req = request(app).post(path).set(bearerToken(idToken));
    return group === undefined ? req : req.set('X-Group-Id', group);
  };

  it('when anonymous, then 401', async () => {
    const res = await request(app).post(path).set('X-Group-Id', 'lab-1');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('when a member selects the group (no body), then the claim is set and roles kept', async () => {
    const alice = await createUserWithClaims('alice', { roles: ['junk_inquiry'] });
    await seedGroup('lab-tanaka', 'Tanaka lab', { alice: false });
    const res = await select(alice.idToken, 'lab-tanaka');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...extra, currentGroup: 'lab-tanaka' });
    expect(await claimsOf('alice')).toEqual({ roles: ['junk_inquiry'], group: 'lab-tanaka' });
  });

  it('when switching from one group to another, then the old claim does not block it', async () => {
    await seedGroup('lab-a', 'A lab', { alice: false });
    await seedGroup('lab-b', 'B lab', { alice: false });
    const alice = await createUserWithClaims('alice', { group: 'lab-a' });
    const res = await select(alice.idToken, 'lab-b');
    expect(res.status).toBe(200);
    expect(await claimsOf('alice')).toEqual({ group: 'lab-b' });
  });

  it('when the claim names a group the user has left, then switching still works', async () => {
    await seedGroup('lab-b', 'B lab', { alice: false });
    const alice = await createUserWithClaims('alice', { group: 'lab-gone' });
    const res = await select(alice.idToken, 'lab-b');
    expect(res.status).toBe(200);
    expect(await claimsOf('alice')).toEqual({ group: 'lab-b' });
  });

  it('when a non-member selects a group, then 403 NotGroupMember and no claim', async () => {
    const alice = await createUserWithClaims('alice', { roles: ['junk_inquiry'] });
    await seedGroup('lab-tanaka', 'Tanaka lab', { bob: true });
    const res = await select(alice.idToken, 'lab-tanaka');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'NotGroupMember', message: expect.any(String) });
    expect(await claimsOf('alice')).toEqual({ roles: ['junk_inquiry'] });
  });

  it('when the header is the own uid, then no group is selected', async () => {
    const alice = await createUserWithClaims('alice', {
      group: 'lab-a',
      roles: ['external_funds'],
    });
    await seedGroup('lab-a', 'A lab', { alice: false });
    const res = await select(alice.idToken, 'alice');
    expect(res.body).toEqual({ ...extra, currentGroup: null });
    expect(await claimsOf('alice')).toEqual({ roles: ['external_funds'] });
  });

  it('when the header is missing, then 400 bad_request and no claim', async () => {
    const alice = await createUser('alice');
    const res = await select(alice.idToken);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('bad_request');
    expect(await claimsOf('alice')).toEqual({});
  });
});

describe('DELETE /api/v1/home/me/group', () => {
  it('when anonymous, then 401', async () => {
    const res = await request(app).delete(GROUP_PATH).set('X-Group-Id', 'lab-1');
    expect(res.status).toBe(401);
  });

  it('when deselecting, then the group claim is removed and roles kept', async () => {
    const alice = await createUserWithClaims('alice', {
      group: 'lab-a',
      roles: ['external_funds'],
    });
    await seedGroup('lab-a', 'A lab', { alice: false });
    const res = await request(app)
      .delete('/api/v1/home/me/group')
      .set(bearer(alice))
      .set('X-Group-Id', 'lab-a');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ currentGroup: null });
    expect(await claimsOf('alice')).toEqual({ roles: ['external_funds'] });
  });

  it('when a removed member deselects with the old claim, then it still works (recovery)', async () => {
    const alice = await createUserWithClaims('alice', { group: 'lab-a' });
    const res = await request(app)
      .delete('/api/v1/home/me/group')
      .set(bearer(alice))
      .set('X-Group-Id', 'lab-a');
    expect(res.status).toBe(200);
    expect(await claimsOf('alice')).toEqual({});
  });
});

describe('membership re-check on other routes', () => {
  it('when a member acts for the group, then GET /home/me shows it as current', async () => {
    await seedGroup('lab-a', 'A lab', { alice: true });
    const alice = await createUserWithClaims('alice', { group: 'lab-a' });
    await signUp(alice.idToken);
    const res = await request(app)
      .get('/api/v1/home/me')
      .set(bearer(alice))
      .set('X-Group-Id', 'lab-a');
    expect(res.status).toBe(200);
    expect(res.body.currentGroup).toBe('lab-a');
  });

  it('when the member was removed, then 403 NotGroupMember with the old claim and header', async () => {
    await seedGroup('lab-a', 'A lab', { alice: false, bob: true });
    const alice = await createUserWithClaims('alice', { group: 'lab-a' });
    await signUp(alice.idToken);
    await testDb().doc('groups/lab-a/members/alice').delete();
    for (const path of ['/api/v1/home/me', '/api/v1/faculties']) {
      const res = await request(app).get(path).set(bearer(alice)).set('X-Group-Id', 'lab-a');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('NotGroupMember');
    }
    // Without the header another route still refuses: the claim names the group.
    const lookups = await request(app).get('/api/v1/faculties').set(bearer(alice));
    expect(lookups.status).toBe(403);
  });

  it('when the removed member fetches the profile as an individual, then 200 without group', async () => {
    await seedGroup('lab-a', 'A lab', { bob: true });
    const alice = await createUserWithClaims('alice', { group: 'lab-a' });
    await signUp(alice.idToken);
    const res = await request(app).get('/api/v1/home/me').set(bearer(alice));
    expect(res.status).toBe(200);
    expect(res.body.currentGroup).toBeNull();
  });

  it('when the header names a group the claim does not, then 403 on GET /home/me', async () => {
    await seedGroup('lab-a', 'A lab', { alice: false });
    const alice = await createUser('alice');
    await signUp(alice.idToken);
    const res = await request(app)
      .get('/api/v1/home/me')
      .set(bearer(alice))
      .set('X-Group-Id', 'lab-a');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NotGroupMember');
  });
});
