import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { SEARCH_ENTRIES } from '../../src/features/exhibits';
import { seedExhibit } from './exhibit-docs-fixtures';
import {
  type TestUser,
  claimsOf,
  bearer,
  createTestApp,
  createUser,
  createUserWithClaims,
  createUnverifiedUser,
  createUserWithEmail,
  seedGroup,
  testAuth,
  testDb,
} from './helpers';
import { useClearedEmulators } from './api-file';

const app = createTestApp();

useClearedEmulators();

const signUp = {
  name: 'Alice',
  profile: 'Chemistry',
  occupation: 'student',
  position: 'M1',
  studentNumber: 'S1234567',
  place: 'Building 3',
  receiveNotificationEmail: true,
  agreeToTerms: true,
};

/** A request to `/api/v1/home/me` as `user`. */
const meAs = (method: 'get' | 'post' | 'put' | 'delete', user: TestUser) =>
  request(app)[method]('/api/v1/home/me').set(bearer(user));

async function signedUpUser(uid: string, claims: Record<string, unknown> = {}) {
  const user = await createUserWithClaims(uid, claims);
  const res = await meAs('post', user).send({ ...signUp, name: uid });
  expect(res.status).toBe(201);
  return user;
}

function locations(body: { errors?: { location: string }[] }): string[] {
  return (body.errors ?? []).map((e) => e.location);
}

describe('/api/v1/home/me when anonymous', () => {
  it.each([
    ['get', '/api/v1/home/me'],
    ['post', '/api/v1/home/me'],
    ['put', '/api/v1/home/me'],
    ['delete', '/api/v1/home/me'],
  ] as const)('when %s %s is anonymous, then 401', async (method, path) => {
    const agent = request(app);
    const res = await agent[method](path).send(method === 'get' ? undefined : signUp);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });
});

describe('POST /api/v1/home/me (sign-up)', () => {
  it('when the fields are valid, then 201 and the profile and account are stored', async () => {
    const alice = await createUser('alice');
    const res = await meAs('post', alice).send(signUp);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: { id: 'alice', name: 'Alice' },
      accountId: 'alice',
      groups: [],
      roles: [],
      currentGroup: null,
      signedUp: true,
      profile: { occupation: 'student', studentNumber: 'S1234567' },
    });

    const profile = (await testDb().doc('profiles/alice').get()).data();
    const { agreeToTerms: _agreed, ...fields } = signUp;
    expect(profile).toMatchObject({
      ...fields,
      email: 'alice@campus.example.ac.jp',
      withdrawnAt: null,
    });
    expect(profile?.agreedToTermsAt).toBeDefined();
    expect(profile).not.toHaveProperty('agreeToTerms');
    expect((await testDb().doc('accounts/alice').get()).data()).toEqual({
      kind: 'user',
      name: 'Alice',
      withdrawn: false,
    });
  });

  it('when signing up twice, then 409 already_signed_up', async () => {
    const alice = await signedUpUser('alice');
    const res = await meAs('post', alice).send(signUp);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('already_signed_up');
  });

  it.each([
    [{ name: '' }, 'body.name'],
    [{ name: 'x'.repeat(51) }, 'body.name'],
    [{ profile: 'x'.repeat(1001) }, 'body.profile'],
    [{ occupation: 'pilot' }, 'body.occupation'],
    [{ position: 'x'.repeat(51) }, 'body.position'],
    [{ place: 'x'.repeat(101) }, 'body.place'],
    [{ receiveNotificationEmail: 'yes' }, 'body.receiveNotificationEmail'],
    [{ agreeToTerms: false }, 'body.agreeToTerms'],
    [{ agreeToTerms: undefined }, 'body.agreeToTerms'],
    [{ studentNumber: undefined }, 'body.studentNumber'],
    [{ studentNumber: null }, 'body.studentNumber'],
    [{ studentNumber: 'S-1' }, 'body.studentNumber'],
    [{ studentNumber: 'x'.repeat(21) }, 'body.studentNumber'],
    [{ occupation: 'staff' }, 'body.studentNumber'],
    [{ isAdmin: true }, 'body.isAdmin'],
    [{ withdrawnAt: null }, 'body.withdrawnAt'],
    [{ roles: ['junk_inquiry'] }, 'body.roles'],
    [{ uid: 'bob' }, 'body.uid'],
    [{ email: 'bob@campus.example.ac.jp' }, 'body.email'],
    [{ group: 'lab-a' }, 'body.group'],
  ])('when the body has %o, then 400 validation_error at %s', async (change, location) => {
    const alice = await createUser('alice');
    const res = await meAs('post', alice).send({ ...signUp, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(locations(res.body)).toEqual([location]);
    expect((await testDb().doc('profiles/alice').get()).exists).toBe(false);
  });

  it('when a staff member sends no student number (or null), then 201 with null', async () => {
    const bob = await createUser('bob');
    const { studentNumber: _s, ...staff } = { ...signUp, occupation: 'staff' };
    const res = await meAs('post', bob).send(staff);
    expect(res.status).toBe(201);
    expect(res.body.profile.studentNumber).toBeNull();
    const carol = await createUser('carol');
    const withNull = { ...staff, studentNumber: null };
    const res2 = await meAs('post', carol).send(withNull);
    expect(res2.status).toBe(201);
  });
});

describe('GET /api/v1/home/me', () => {
  it('when the user has not signed up, then 404 profile_not_found', async () => {
    const alice = await createUser('alice');
    const res = await meAs('get', alice);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('profile_not_found');
  });

  it('when signed up, then 200 with the profile and groups', async () => {
    const alice = await signedUpUser('alice');
    await seedGroup('lab-tanaka', 'Tanaka lab', { alice: true, bob: false });
    await seedGroup('lab-abe', 'Abe lab', { alice: false });
    await seedGroup('lab-other', 'Other lab', { bob: true });
    const res = await meAs('get', alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { id: 'alice', name: 'alice' },
      accountId: 'alice',
      groups: [
        { id: 'lab-abe', name: 'Abe lab', isAdmin: false },
        { id: 'lab-tanaka', name: 'Tanaka lab', isAdmin: true },
      ],
      roles: [],
      currentGroup: null,
      backOffice: false,
      junkInquiry: false,
      externalFunds: false,
      signedUp: true,
    });
  });

  it('when an officer calls, then roles and flags come from the claims', async () => {
    const officer = await signedUpUser('officer', { roles: ['junk_inquiry'] });
    const res = await meAs('get', officer);
    expect(res.body).toMatchObject({
      roles: ['junk_inquiry'],
      backOffice: true,
      junkInquiry: true,
      externalFunds: false,
    });
  });

  it('when the token e-mail is outside the campus domains, then 403 unavailable_email', async () => {
    const mallory = await createUserWithEmail('mallory', 'mallory@gmail.com');
    for (const method of ['get', 'post'] as const) {
      const res = await meAs(method, mallory);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('unavailable_email');
    }
    const lookups = await request(app).get('/api/v1/faculties').set(bearer(mallory));
    expect(lookups.status).toBe(403);
  });

  it('when the campus address is not verified, then 403 email_not_verified and nothing is stored', async () => {
    const eve = await createUnverifiedUser('eve', 'anything@campus.example.ac.jp');
    const signUpRes = await meAs('post', eve).send({ ...signUp, name: 'eve' });
    expect(signUpRes.status).toBe(403);
    expect(signUpRes.body).toEqual({
      code: 'email_not_verified',
      message: 'This e-mail address is not verified',
    });
    const me = await meAs('get', eve);
    expect(me.status).toBe(403);
    expect(me.body.code).toBe('email_not_verified');
    expect((await testDb().collection('profiles').doc('eve').get()).exists).toBe(false);
    expect((await testDb().collection('accounts').doc('eve').get()).exists).toBe(false);
  });

  it('when the address is on a campus subdomain, then it is accepted', async () => {
    const dan = await createUserWithEmail('dan', 'dan@lab.campus.example.ac.jp');
    const res = await meAs('get', dan);
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/v1/home/me', () => {
  const update = {
    name: 'Alice B',
    profile: '',
    occupation: 'staff',
    position: 'Technician',
    studentNumber: null,
    place: 'Room 101',
    receiveNotificationEmail: false,
  };

  it('when valid, then the profile and the account name are replaced', async () => {
    const alice = await signedUpUser('alice');
    const res = await meAs('put', alice).send(update);
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ id: 'alice', name: 'Alice B' });
    expect((await testDb().doc('profiles/alice').get()).data()).toMatchObject({
      ...update,
      email: 'alice@campus.example.ac.jp',
    });
    expect((await testDb().doc('accounts/alice').get()).get('name')).toBe('Alice B');
  });

  it('when agreeToTerms or another unknown field is sent, then 400', async () => {
    const alice = await signedUpUser('alice');
    const res = await meAs('put', alice).send({ ...update, agreeToTerms: true, email: 'x@y.z' });
    expect(res.status).toBe(400);
    expect(locations(res.body)).toEqual(['body.agreeToTerms', 'body.email']);
  });

  it.each([
    [{ roles: ['junk_inquiry', 'external_funds'] }, 'body.roles'],
    [{ isAdmin: true }, 'body.isAdmin'],
    [{ uid: 'bob' }, 'body.uid'],
    [{ email: 'mallory@campus.example.ac.jp' }, 'body.email'],
    [{ withdrawnAt: null }, 'body.withdrawnAt'],
  ])('when the update has %o, then 400 at %s and nothing changes', async (change, location) => {
    const alice = await signedUpUser('alice');
    const before = (await testDb().doc('profiles/alice').get()).data();
    const res = await meAs('put', alice).send({ ...update, ...change });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(locations(res.body)).toEqual([location]);
    expect((await testDb().doc('profiles/alice').get()).data()).toEqual(before);
    expect(await claimsOf('alice')).toEqual({});
  });

  it('when not signed up, then 404 profile_not_found', async () => {
    const alice = await createUser('alice');
    const res = await meAs('put', alice).send(update);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('profile_not_found');
  });

  it("when the selected group is no longer the user's, then the claim is cleared", async () => {
    const alice = await signedUpUser('alice', { group: 'lab-gone', roles: ['external_funds'] });
    const res = await meAs('put', alice).send(update);
    expect(res.status).toBe(200);
    expect(res.body.currentGroup).toBeNull();
    expect(await claimsOf('alice')).toEqual({ roles: ['external_funds'] });
  });

  it("when the selected group is still the user's, then it stays", async () => {
    await seedGroup('lab-tanaka', 'Tanaka lab', { alice: true });
    const alice = await signedUpUser('alice', { group: 'lab-tanaka' });
    const res = await meAs('put', alice).set('X-Group-Id', 'lab-tanaka').send(update);
    expect(res.status).toBe(200);
    expect(res.body.currentGroup).toBe('lab-tanaka');
    expect(await claimsOf('alice')).toEqual({ group: 'lab-tanaka' });
  });
});

describe('DELETE /api/v1/home/me (withdraw)', () => {
  it('when withdrawing, then the account is withdrawn, groups left and the user disabled', async () => {
    const alice = await signedUpUser('alice');
    await seedGroup('lab-tanaka', 'Tanaka lab', { alice: true, bob: true });
    await seedGroup('lab-abe', 'Abe lab', { alice: false, bob: true });
    const res = await meAs('delete', alice);
    expect(res.status).toBe(204);

    const profile = await testDb().doc('profiles/alice').get();
    expect(profile.get('withdrawnAt')).not.toBeNull();
    expect((await testDb().doc('accounts/alice').get()).data()).toEqual({
      kind: 'user',
      name: 'alice',
      withdrawn: true,
    });
    expect((await testDb().doc('groups/lab-tanaka/members/alice').get()).exists).toBe(false);
    expect((await testDb().doc('groups/lab-abe/members/alice').get()).exists).toBe(false);
    expect((await testDb().doc('groups/lab-abe/members/bob').get()).exists).toBe(true);
    const user = await testAuth().getUser('alice');
    expect(user.disabled).toBe(true);
    expect(user.tokensValidAfterTime).toBeDefined();

    const again = await meAs('get', alice);
    expect(again.status).toBe(401);
  });

  it('when the user is the last admin of a group with other members, then 409 last_admin', async () => {
    const alice = await signedUpUser('alice');
    await seedGroup('lab-tanaka', 'Tanaka lab', { alice: true, bob: false });
    const res = await meAs('delete', alice);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('last_admin');
    expect((await testDb().doc('profiles/alice').get()).get('withdrawnAt')).toBeNull();
    expect((await testDb().doc('groups/lab-tanaka/members/alice').get()).exists).toBe(true);
    expect((await testAuth().getUser('alice')).disabled).toBe(false);
  });

  it('when the user has open listings, then their own are cancelled with an audit entry and the group listing stays', async () => {
    const alice = await signedUpUser('alice');
    const pastDate = new Date('2026-01-01T00:00:00Z');
    const past = Timestamp.fromDate(pastDate);
    await seedExhibit({ id: 'open-1', ownerId: 'alice' });
    await seedExhibit({ id: 'closed-1', ownerId: 'alice', cancelled: true }, pastDate);
    await seedExhibit({ id: 'group-1', ownerId: 'lab-tanaka' });

    const res = await meAs('delete', alice);
    expect(res.status).toBe(204);

    const open = await testDb().doc('exhibits/open-1').get();
    expect(open.get('cancelledAt')).toBeInstanceOf(Timestamp);
    expect(open.get('published')).toBe(false);
    expect(open.get('searchable')).toBe(false);
    const audit = await testDb().collection('exhibits/open-1/approvals').get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('role')])).toEqual([
      ['cancelled', 'system'],
    ]);
    // An already cancelled listing keeps its date; the group's listing is not the user's.
    expect((await testDb().doc('exhibits/closed-1').get()).get('cancelledAt')).toEqual(past);
    expect((await testDb().collection('exhibits/closed-1/approvals').get()).size).toBe(0);
    expect((await testDb().doc('exhibits/group-1').get()).get('searchable')).toBe(true);
    // The search index follows in the same transaction.
    const entries = await testDb().collection(SEARCH_ENTRIES).get();
    const searchable = Object.fromEntries(
      entries.docs.map((d) => [d.get('exhibitId'), d.get('searchable')]),
    );
    expect(searchable).toEqual({ 'open-1': false, 'closed-1': false, 'group-1': true });
  });

  it('when the user is the only member of a group, then withdrawing is allowed', async () => {
    const alice = await signedUpUser('alice');
    await seedGroup('lab-solo', 'Solo lab', { alice: true });
    const res = await meAs('delete', alice);
    expect(res.status).toBe(204);
  });

  it('when not signed up, then 404 profile_not_found', async () => {
    const alice = await createUser('alice');
    const res = await meAs('delete', alice);
    expect(res.status).toBe(404);
  });
});
