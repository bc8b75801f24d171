import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createProfile,
  createTestApp,
  createUser,
  createUsersWithProfiles,
  testDb,
} from './helpers';
import { BASE, addMember, bearer, createGroupAs } from './groups-fixtures';
import { useApiFile } from './api-file';

const app = createTestApp();
const url = (id: string) => `${BASE}/accounts/${id}`;
/** `GET /home/accounts/:id` as `by` (bob, another user, unless told). */
const cardOf = (id: string, by: TestUser = bob) => request(app).get(url(id)).set(bearer(by));

let alice: TestUser;
let bob: TestUser;

useApiFile(async () => {
  [alice, bob] = await createUsersWithProfiles('alice', 'bob');
  // Alice's full profile: the private fields must never reach another user.
  await testDb().doc('profiles/alice').update({
    name: 'Alice A',
    profile: 'Organic chemistry',
    occupation: 'student',
    position: 'M1',
    studentNumber: 'S1234567',
    place: 'Building 3, room 301',
  });
  await testDb().doc('accounts/alice').update({ name: 'Alice A' });
});

describe('GET /home/accounts/:id', () => {
  it('when anonymous, then 401 (also for an unknown or malformed id)', async () => {
    for (const id of ['alice', 'nobody', 'a.b']) {
      const res = await request(app).get(url(id));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });

  it('when the id is unknown, then 404 not_found', async () => {
    const res = await cardOf('nobody');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'Account not found' });
  });

  it('when a user signed in but never signed up (no account), then 404', async () => {
    await createUser('dave');
    const res = await cardOf('dave');
    expect(res.status).toBe(404);
  });

  it('when the id is malformed, then 400 validation_error at params.id', async () => {
    for (const id of ['a.b', 'x'.repeat(129), '%20']) {
      const res = await cardOf(id);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_error');
      expect(res.body.errors).toEqual([{ location: 'params.id', message: expect.any(String) }]);
    }
  });

  it("when another user asks for a user's account, then the public card only", async () => {
    const res = await cardOf('alice');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: {
        id: 'alice',
        kind: 'user',
        name: 'Alice A',
        withdrawn: false,
        profile: 'Organic chemistry',
        occupation: 'student',
        position: 'M1',
      },
    });
  });

  it('when the card is read, then no e-mail, student number, place or membership leaks', async () => {
    const groupId = await createGroupAs(app, alice);
    await addMember(groupId, 'bob');
    for (const id of ['alice', groupId]) {
      const res = await cardOf(id);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const secret of ['campus.example.ac.jp', 'S1234567', 'room 301', 'isAdmin', 'bob']) {
        expect(text).not.toContain(secret);
      }
      for (const key of ['email', 'studentNumber', 'place', 'receiveNotificationEmail', 'roles']) {
        expect(res.body.account).not.toHaveProperty(key);
      }
    }
  });

  it('when the user asks for their own account, then the same public card', async () => {
    const res = await cardOf('alice', alice);
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ id: 'alice', kind: 'user', name: 'Alice A' });
    expect(res.body.account).not.toHaveProperty('email');
  });

  it('when the user has withdrawn, then withdrawn with no name and an empty profile', async () => {
    await request(app).delete(`${BASE}/me`).set(bearer(alice)).expect(204);
    const res = await cardOf('alice');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: {
        id: 'alice',
        kind: 'user',
        name: null,
        withdrawn: true,
        profile: '',
        occupation: null,
        position: '',
      },
    });
    // The stored account keeps the name for past trades; only the card hides it.
    expect((await testDb().doc('accounts/alice').get()).get('name')).toBe('Alice A');
  });

  it('when only the profile says withdrawn, then the card says withdrawn too', async () => {
    await createProfile('carol', { name: 'Carol', withdrawn: true });
    await testDb().doc('accounts/carol').update({ withdrawn: false });
    const res = await cardOf('carol');
    expect(res.body.account).toMatchObject({ withdrawn: true, name: null, profile: '' });
  });

  it("when a non-member asks for a group's account, then its card with member count", async () => {
    const groupId = await createGroupAs(app, alice, 'Robotics Lab');
    await addMember(groupId, 'erin');
    await testDb()
      .doc(`groups/${groupId}`)
      .update({ kind: 'others', icon: 'https://x.example/i.png' });
    const res = await cardOf(groupId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: {
        id: groupId,
        kind: 'group',
        name: 'Robotics Lab',
        withdrawn: false,
        profile: 'We build robots',
        groupKind: 'others',
        icon: 'https://x.example/i.png',
        memberCount: 2,
      },
    });
  });

  it('when the group account has lost its group document, then 404', async () => {
    const groupId = await createGroupAs(app, alice);
    await testDb().doc(`groups/${groupId}`).delete();
    expect((await cardOf(groupId)).status).toBe(404);
  });
});
