import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createProfile, createTestApp, createUser, testDb } from './helpers';
import {
  BASE,
  addMember,
  bearer,
  createGroupAs,
  groupDoc,
  memberCount,
  memberDoc,
  useGroupFile,
} from './groups-fixtures';

const app = createTestApp();

const cast = useGroupFile(app);

const NOT_MEMBER = { code: 'NotGroupMember', message: expect.any(String) };
const NOT_ADMIN = { code: 'not_group_admin', message: expect.any(String) };
const LAST_ADMIN = { code: 'last_admin', message: expect.any(String) };

describe('POST /home/groups', () => {
  const body = { name: 'Chemistry Lab', kind: 'others', profile: 'Hello', icon: null };

  it('when anonymous, then 401', async () => {
    const res = await request(app).post(`${BASE}/groups`).send(body);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('when the caller has no profile or a withdrawn one, then 403 profile_required', async () => {
    const dave = await createUser('dave');
    let res = await request(app).post(`${BASE}/groups`).set(bearer(dave)).send(body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
    await createProfile('dave', { withdrawn: true });
    res = await request(app).post(`${BASE}/groups`).set(bearer(dave)).send(body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
  });

  it('when the body is not valid, then 400 with every location', async () => {
    const res = await request(app)
      .post(`${BASE}/groups`)
      .set(bearer(cast.carol))
      .send({
        name: '  ',
        kind: 'club',
        profile: 'x'.repeat(1001),
        icon: 'ftp://x.example/a.png',
        extra: 1,
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location).sort();
    expect(locations).toEqual([
      'body.extra',
      'body.icon',
      'body.kind',
      'body.name',
      'body.profile',
    ]);
  });

  // Spec section 5: a URL field takes http and https addresses, and nothing else.
  it.each([
    ['ftp', 'ftp://x.example/a.png'],
    ['a script', 'javascript:alert(1)'],
    ['inline data', 'data:image/png;base64,iVBORw0KGgo='],
  ])('when the icon is %s, then 400 body.icon and no group', async (_what, icon) => {
    const res = await request(app)
      .post(`${BASE}/groups`)
      .set(bearer(cast.carol))
      .send({ ...body, icon });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body.icon', message: expect.any(String) }]);
    const groups = await testDb().collection('groups').where('createdBy', '==', 'carol').get();
    expect(groups.size).toBe(0);
  });

  it('when the icon is an http address, then 201 and it is stored', async () => {
    const icon = 'http://x.example/a.png';
    const res = await request(app)
      .post(`${BASE}/groups`)
      .set(bearer(cast.carol))
      .send({ ...body, icon });
    expect(res.status).toBe(201);
    expect(res.body.group.icon).toBe(icon);
    expect(await groupDoc(res.body.group.id as string)).toMatchObject({ icon });
  });

  it('when the name is 51 characters, then 400 body.name', async () => {
    const res = await request(app)
      .post(`${BASE}/groups`)
      .set(bearer(cast.carol))
      .send({ ...body, name: 'x'.repeat(51) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body.name', message: expect.any(String) }]);
  });

  it('when valid, then 201 and the group, its account and the creator as admin are stored', async () => {
    const res = await request(app)
      .post(`${BASE}/groups`)
      .set(bearer(cast.carol))
      .send({ name: ' Chemistry Lab ', kind: 'others', icon: 'https://x.example/i.png' });
    expect(res.status).toBe(201);
    const id = res.body.group.id as string;
    expect(res.body).toEqual({
      group: {
        id,
        name: 'Chemistry Lab',
        kind: 'others',
        profile: '',
        icon: 'https://x.example/i.png',
        memberCount: 1,
      },
    });
    expect(await groupDoc(id)).toMatchObject({
      name: 'Chemistry Lab',
      kind: 'others',
      profile: '',
      icon: 'https://x.example/i.png',
      createdBy: 'carol',
    });
    const account = await testDb().collection('accounts').doc(id).get();
    expect(account.data()).toEqual({ kind: 'group', name: 'Chemistry Lab', withdrawn: false });
    expect(await memberDoc(id, 'carol')).toMatchObject({ uid: 'carol', isAdmin: true });
  });
});

describe('GET /home/groups/:id', () => {
  it('when anonymous, then 401', async () => {
    expect((await request(app).get(`${BASE}/groups/${cast.groupId}`)).status).toBe(401);
  });

  it('when the caller is not a member, then 403 NotGroupMember', async () => {
    const res = await request(app).get(`${BASE}/groups/${cast.groupId}`).set(bearer(cast.carol));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_MEMBER);
  });

  it('when the group is unknown, then 404', async () => {
    const res = await request(app).get(`${BASE}/groups/nope`).set(bearer(cast.alice));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('when the id is malformed, then 400 params.id', async () => {
    const res = await request(app).get(`${BASE}/groups/a.b`).set(bearer(cast.alice));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'params.id', message: expect.any(String) }]);
  });

  it('when a member or an admin asks, then the group with their admin flag', async () => {
    const group = {
      id: cast.groupId,
      name: 'Robotics Lab',
      kind: 'laboratory',
      profile: 'We build robots',
      icon: null,
      memberCount: 2,
    };
    const asBob = await request(app).get(`${BASE}/groups/${cast.groupId}`).set(bearer(cast.bob));
    expect(asBob.status).toBe(200);
    expect(asBob.body).toEqual({ group, isAdmin: false });
    const asAlice = await request(app)
      .get(`${BASE}/groups/${cast.groupId}`)
      .set(bearer(cast.alice));
    expect(asAlice.body).toEqual({ group, isAdmin: true });
  });
});

describe('PUT /home/groups/:id', () => {
  const body = { name: 'Renamed', kind: 'others', profile: 'New', icon: 'https://x.example/n.png' };

  it('when anonymous, then 401', async () => {
    expect((await request(app).put(`${BASE}/groups/${cast.groupId}`).send(body)).status).toBe(401);
  });

  it('when an outsider, then 403 NotGroupMember; a plain member, then 403 not_group_admin', async () => {
    let res = await request(app)
      .put(`${BASE}/groups/${cast.groupId}`)
      .set(bearer(cast.carol))
      .send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_MEMBER);
    res = await request(app).put(`${BASE}/groups/${cast.groupId}`).set(bearer(cast.bob)).send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_ADMIN);
    expect(await groupDoc(cast.groupId)).toMatchObject({ name: 'Robotics Lab' });
  });

  it('when the group is unknown, then 404', async () => {
    const res = await request(app).put(`${BASE}/groups/nope`).set(bearer(cast.alice)).send(body);
    expect(res.status).toBe(404);
  });

  it('when the body is not valid, then 400 with locations', async () => {
    const res = await request(app)
      .put(`${BASE}/groups/${cast.groupId}`)
      .set(bearer(cast.alice))
      .send({ name: 'x', icon: 'not a url' });
    expect(res.status).toBe(400);
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location).sort();
    expect(locations).toEqual(['body.icon', 'body.kind']);
  });

  it('when an admin edits, then 200 and the group and its account are updated', async () => {
    const res = await request(app)
      .put(`${BASE}/groups/${cast.groupId}`)
      .set(bearer(cast.alice))
      .send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ group: { id: cast.groupId, ...body, memberCount: 2 } });
    expect(await groupDoc(cast.groupId)).toMatchObject({ ...body, createdBy: 'alice' });
    const account = await testDb().collection('accounts').doc(cast.groupId).get();
    expect(account.data()).toEqual({ kind: 'group', name: 'Renamed', withdrawn: false });
  });
});

describe('GET /home/groups/:id/members', () => {
  it('when anonymous, then 401; outsider 403; unknown group 404', async () => {
    expect((await request(app).get(`${BASE}/groups/${cast.groupId}/members`)).status).toBe(401);
    const outsider = await request(app)
      .get(`${BASE}/groups/${cast.groupId}/members`)
      .set(bearer(cast.carol));
    expect(outsider.status).toBe(403);
    expect(outsider.body).toEqual(NOT_MEMBER);
    const unknown = await request(app).get(`${BASE}/groups/nope/members`).set(bearer(cast.alice));
    expect(unknown.status).toBe(404);
  });

  it('when a member asks, then every member with profile name, withdrawn flag and admin flag', async () => {
    await createProfile('bob', { name: 'Bob B', withdrawn: true });
    await addMember(cast.groupId, 'ghost');
    const res = await request(app)
      .get(`${BASE}/groups/${cast.groupId}/members`)
      .set(bearer(cast.bob));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      members: [
        {
          uid: 'alice',
          name: 'alice',
          withdrawn: false,
          isAdmin: true,
          joinedAt: expect.any(String),
        },
        {
          uid: 'bob',
          name: 'Bob B',
          withdrawn: true,
          isAdmin: false,
          joinedAt: expect.any(String),
        },
        { uid: 'ghost', name: null, withdrawn: true, isAdmin: false, joinedAt: expect.any(String) },
      ],
    });
    expect(new Date(res.body.members[0].joinedAt as string).toISOString()).toBe(
      res.body.members[0].joinedAt,
    );
  });
});

describe('PUT and DELETE /home/groups/:id/members/:uid/admin', () => {
  const url = (uid: string, id = cast.groupId) => `${BASE}/groups/${id}/members/${uid}/admin`;

  it('when anonymous, then 401', async () => {
    expect((await request(app).put(url('bob'))).status).toBe(401);
    expect((await request(app).delete(url('alice'))).status).toBe(401);
  });

  it('when an outsider, then 403 NotGroupMember; a plain member, then 403 not_group_admin', async () => {
    let res = await request(app).put(url('bob')).set(bearer(cast.carol));
    expect(res.body).toEqual(NOT_MEMBER);
    res = await request(app).put(url('bob')).set(bearer(cast.bob));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_ADMIN);
    res = await request(app).delete(url('alice')).set(bearer(cast.bob));
    expect(res.body).toEqual(NOT_ADMIN);
    expect(await memberDoc(cast.groupId, 'bob')).toMatchObject({ isAdmin: false });
    expect(await memberDoc(cast.groupId, 'alice')).toMatchObject({ isAdmin: true });
  });

  it('when the group or the member is unknown, then 404', async () => {
    expect((await request(app).put(url('bob', 'nope')).set(bearer(cast.alice))).status).toBe(404);
    expect((await request(app).put(url('carol')).set(bearer(cast.alice))).status).toBe(404);
  });

  it('when an admin sets a member, then 204 and the member is admin', async () => {
    const res = await request(app).put(url('bob')).set(bearer(cast.alice));
    expect(res.status).toBe(204);
    expect(await memberDoc(cast.groupId, 'bob')).toMatchObject({ isAdmin: true });
  });

  it('when the last admin resets themself, then 409 last_admin', async () => {
    const res = await request(app).delete(url('alice')).set(bearer(cast.alice));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(LAST_ADMIN);
    expect(await memberDoc(cast.groupId, 'alice')).toMatchObject({ isAdmin: true });
  });

  it('when another admin remains, then reset is 204 and the flag is cleared', async () => {
    await request(app).put(url('bob')).set(bearer(cast.alice)).expect(204);
    const res = await request(app).delete(url('alice')).set(bearer(cast.bob));
    expect(res.status).toBe(204);
    expect(await memberDoc(cast.groupId, 'alice')).toMatchObject({ isAdmin: false });
    // cast.alice is no longer an admin.
    expect((await request(app).put(url('alice')).set(bearer(cast.alice))).body).toEqual(NOT_ADMIN);
  });
});

describe('DELETE /home/groups/:id/members/:uid', () => {
  const url = (uid: string, id = cast.groupId) => `${BASE}/groups/${id}/members/${uid}`;

  it('when anonymous 401; outsider 403 NotGroupMember; member 403 not_group_admin', async () => {
    expect((await request(app).delete(url('bob'))).status).toBe(401);
    expect((await request(app).delete(url('bob')).set(bearer(cast.carol))).body).toEqual(
      NOT_MEMBER,
    );
    const res = await request(app).delete(url('alice')).set(bearer(cast.bob));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_ADMIN);
    expect(await memberDoc(cast.groupId, 'alice')).toBeDefined();
  });

  it('when the group or member is unknown, then 404', async () => {
    expect((await request(app).delete(url('bob', 'nope')).set(bearer(cast.alice))).status).toBe(
      404,
    );
    expect((await request(app).delete(url('carol')).set(bearer(cast.alice))).status).toBe(404);
  });

  it('when an admin removes a member, then 204, the member doc is gone and the count drops', async () => {
    const res = await request(app).delete(url('bob')).set(bearer(cast.alice));
    expect(res.status).toBe(204);
    expect(await memberDoc(cast.groupId, 'bob')).toBeUndefined();
    expect(await memberCount(cast.groupId)).toBe(1);
    expect(
      (await request(app).get(`${BASE}/groups/${cast.groupId}`).set(bearer(cast.bob))).status,
    ).toBe(403);
  });

  it('when it would remove the last admin while members remain, then 409 last_admin', async () => {
    const res = await request(app).delete(url('alice')).set(bearer(cast.alice));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(LAST_ADMIN);
    expect(await memberDoc(cast.groupId, 'alice')).toBeDefined();
  });
});

describe('POST /home/groups/:id/leave', () => {
  const url = (id = cast.groupId) => `${BASE}/groups/${id}/leave`;

  it('when anonymous 401; outsider 403 NotGroupMember; unknown group 404', async () => {
    expect((await request(app).post(url())).status).toBe(401);
    expect((await request(app).post(url()).set(bearer(cast.carol))).body).toEqual(NOT_MEMBER);
    expect((await request(app).post(url('nope')).set(bearer(cast.bob))).status).toBe(404);
  });

  it('when a member leaves, then 204 and the membership is gone', async () => {
    expect((await request(app).post(url()).set(bearer(cast.bob))).status).toBe(204);
    expect(await memberDoc(cast.groupId, 'bob')).toBeUndefined();
    expect(await memberCount(cast.groupId)).toBe(1);
  });

  it('when the last admin leaves while others remain, then 409 last_admin', async () => {
    const res = await request(app).post(url()).set(bearer(cast.alice));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(LAST_ADMIN);
    expect(await memberDoc(cast.groupId, 'alice')).toBeDefined();
  });

  it('when the last member leaves, then 204 and the group stays, empty', async () => {
    await request(app).post(url()).set(bearer(cast.bob)).expect(204);
    expect((await request(app).post(url()).set(bearer(cast.alice))).status).toBe(204);
    expect(await memberDoc(cast.groupId, 'alice')).toBeUndefined();
    expect(await groupDoc(cast.groupId)).toMatchObject({ name: 'Robotics Lab' });
    expect(await memberCount(cast.groupId)).toBe(0);
  });
});

describe('GET /home/system/groups', () => {
  const url = `${BASE}/system/groups`;

  it('when anonymous 401; without a profile 403 profile_required', async () => {
    expect((await request(app).get(url)).status).toBe(401);
    const dave = await createUser('dave');
    const res = await request(app).get(url).set(bearer(dave));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
  });

  it('when the query is not valid, then 400 with locations', async () => {
    const res = await request(app).get(`${url}?limit=0&offset=-1`).set(bearer(cast.carol));
    expect(res.status).toBe(400);
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location).sort();
    expect(locations).toEqual(['query.limit', 'query.offset']);
  });

  it('when the offset or the limit is beyond the cap, then 400 at its location', async () => {
    for (const [query, location] of [
      ['offset=100001', 'query.offset'],
      ['offset=999999999', 'query.offset'],
      ['limit=101', 'query.limit'],
    ] as const) {
      const res = await request(app).get(`${url}?${query}`).set(bearer(cast.carol));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_error' });
      expect((res.body.errors as { location: string }[]).map((e) => e.location)).toEqual([
        location,
      ]);
    }
    const last = await request(app).get(`${url}?offset=100000&limit=100`).set(bearer(cast.carol));
    expect(last.status).toBe(200);
    expect(last.body).toEqual({ groups: [], total: 1 });
  });

  it('lists groups by name with member counts, paged, with the total', async () => {
    const zoo = await createGroupAs(app, cast.carol, 'Zoology');
    const art = await createGroupAs(app, cast.carol, 'Art Club');
    const all = await request(app).get(url).set(bearer(cast.carol));
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      groups: [
        { id: art, name: 'Art Club', kind: 'laboratory', memberCount: 1 },
        { id: cast.groupId, name: 'Robotics Lab', kind: 'laboratory', memberCount: 2 },
        { id: zoo, name: 'Zoology', kind: 'laboratory', memberCount: 1 },
      ],
      total: 3,
    });
    const page = await request(app).get(`${url}?limit=1&offset=1`).set(bearer(cast.carol));
    expect(page.body).toEqual({
      groups: [{ id: cast.groupId, name: 'Robotics Lab', kind: 'laboratory', memberCount: 2 }],
      total: 3,
    });
  });
});
