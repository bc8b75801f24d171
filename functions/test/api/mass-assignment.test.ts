import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type TestUser, claimsOf, createTestApp, testAuth, testDb } from './helpers';
import { BASE, bearer, groupDoc, memberDoc, useGroupFile } from './groups-fixtures';

/**
 * No identity endpoint takes a field it does not expect: unknown body fields (`roles`, `isAdmin`,
 * `uid`, `email`, ...) are 400 `validation_error`, also on writes that take no body at all.
 * (`POST/PUT /home/me` are covered in me.test.ts.)
 */

const app = createTestApp();

const cast = useGroupFile(app);

const MASS = {
  roles: ['junk_inquiry'],
  isAdmin: true,
  uid: 'carol',
  email: 'carol@campus.example.ac.jp',
};
const MASS_LOCATIONS = ['body.email', 'body.isAdmin', 'body.roles', 'body.uid'];

function locations(body: { errors?: { location: string }[] }): string[] {
  return (body.errors ?? []).map((e) => e.location).sort();
}

describe('group bodies with unknown fields', () => {
  const group = { name: 'Chemistry Lab', kind: 'others', profile: '', icon: null };

  it('when POST /home/groups carries roles, isAdmin, uid, email or stored fields, then 400', async () => {
    const res = await request(app)
      .post(`${BASE}/groups`)
      .set(bearer(cast.carol))
      .send({ ...group, ...MASS, createdBy: 'bob', memberCount: 99 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect(locations(res.body)).toEqual(
      ['body.createdBy', 'body.memberCount', ...MASS_LOCATIONS].sort(),
    );
    expect((await testDb().collection('groups').get()).size).toBe(1);
  });

  it('when PUT /home/groups/:id carries them, then 400 and the group is unchanged', async () => {
    const res = await request(app)
      .put(`${BASE}/groups/${cast.groupId}`)
      .set(bearer(cast.alice))
      .send({ ...group, ...MASS, id: 'other', createdBy: 'bob' });
    expect(res.status).toBe(400);
    expect(locations(res.body)).toEqual(['body.createdBy', 'body.id', ...MASS_LOCATIONS].sort());
    expect(await groupDoc(cast.groupId)).toMatchObject({
      name: 'Robotics Lab',
      createdBy: 'alice',
    });
  });

  it('when POST invitations/mail carries them, then 400 and no mail is queued', async () => {
    const res = await request(app)
      .post(`${BASE}/groups/${cast.groupId}/invitations/mail`)
      .set(bearer(cast.alice))
      .send({ emails: ['dave@campus.example.ac.jp'], ...MASS });
    expect(res.status).toBe(400);
    expect(locations(res.body)).toEqual(MASS_LOCATIONS);
    expect((await testDb().collection('mail').get()).size).toBe(0);
  });
});

describe('writes that take no body', () => {
  it('when a body with isAdmin, roles, uid or email is sent, then 400 and nothing changes', async () => {
    const invite = await request(app)
      .post(`${BASE}/groups/${cast.groupId}/invitations`)
      .set(bearer(cast.alice))
      .expect(201);
    const code = invite.body.code as string;
    const writes: [TestUser, 'post' | 'put' | 'delete', string][] = [
      [cast.carol, 'post', `/groups/invitations/${code}`],
      [cast.alice, 'post', `/groups/${cast.groupId}/invitations`],
      [cast.bob, 'put', `/groups/${cast.groupId}/members/bob/admin`],
      [cast.alice, 'put', `/groups/${cast.groupId}/members/bob/admin`],
      [cast.alice, 'delete', `/groups/${cast.groupId}/members/alice/admin`],
      [cast.alice, 'delete', `/groups/${cast.groupId}/members/bob`],
      [cast.bob, 'post', `/groups/${cast.groupId}/leave`],
      [cast.bob, 'post', '/me/group'],
      [cast.bob, 'post', '/me/group/token'],
      [cast.bob, 'delete', '/me/group'],
      [cast.bob, 'delete', '/me'],
    ];
    for (const [user, method, path] of writes) {
      const agent = request(app);
      const res = await agent[method](`${BASE}${path}`)
        .set(bearer(user))
        .set('X-Group-Id', path.startsWith('/me/group') ? cast.groupId : user.uid)
        .send(MASS);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.code, `${method} ${path}`).toBe('validation_error');
      expect(locations(res.body), `${method} ${path}`).toEqual(MASS_LOCATIONS);
    }
    expect(await memberDoc(cast.groupId, 'carol')).toBeUndefined();
    expect(await memberDoc(cast.groupId, 'alice')).toMatchObject({ isAdmin: true });
    expect(await memberDoc(cast.groupId, 'bob')).toMatchObject({ isAdmin: false });
    expect((await testDb().collection('groupInvitations').get()).size).toBe(1);
    expect(await claimsOf('bob')).toEqual({});
    expect((await testAuth().getUser('bob')).disabled).toBe(false);
    expect((await testDb().doc('profiles/bob').get()).get('withdrawnAt')).toBeNull();
  });

  it('when no body or an empty object is sent, then the write works as before', async () => {
    await request(app)
      .post(`${BASE}/groups/${cast.groupId}/leave`)
      .set(bearer(cast.bob))
      .send({})
      .expect(204);
    await request(app)
      .post(`${BASE}/groups/${cast.groupId}/invitations`)
      .set(bearer(cast.alice))
      .expect(201);
  });
});
