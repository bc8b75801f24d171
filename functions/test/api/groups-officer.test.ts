import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  claimsOf,
  createProfile,
  createTestApp,
  createUser,
  createUserWithClaims,
  testDb,
} from './helpers';
import { BASE, addMember, bearer, groupDoc, memberDoc, setUpGroupCast } from './groups-fixtures';
import { useApiFile } from './api-file';

/**
 * Officers (the `roles` claim: junk_inquiry, external_funds) approve listings in the back office;
 * over groups they have exactly the power of any other user.
 */

const app = createTestApp();
const ROLES = { roles: ['junk_inquiry', 'external_funds'] };

let alice: TestUser; // admin (creator)
let bob: TestUser; // member
let olivia: TestUser; // officer, outside the group
let oscar: TestUser; // officer, plain member
let groupId: string;

async function officer(uid: string): Promise<TestUser> {
  const user = await createUserWithClaims(uid, ROLES);
  await createProfile(uid);
  return user;
}

useApiFile(async () => {
  ({ alice, bob, groupId } = await setUpGroupCast(app));
  [olivia, oscar] = await Promise.all([officer('olivia'), officer('oscar')]);
  await addMember(groupId, 'oscar');
});

type Method = 'get' | 'put' | 'post' | 'delete';
const groupBody = { name: 'Taken over', kind: 'others', profile: '', icon: null };
const mailBody = { emails: ['mallory@campus.example.ac.jp'] };

/** Every group endpoint that names a group, with a body where it takes one. */
const endpoints = (): [Method, string, object | undefined][] => [
  ['get', `/groups/${groupId}`, undefined],
  ['put', `/groups/${groupId}`, groupBody],
  ['get', `/groups/${groupId}/members`, undefined],
  ['put', `/groups/${groupId}/members/bob/admin`, undefined],
  ['delete', `/groups/${groupId}/members/alice/admin`, undefined],
  ['delete', `/groups/${groupId}/members/bob`, undefined],
  ['post', `/groups/${groupId}/leave`, undefined],
  ['post', `/groups/${groupId}/invitations`, undefined],
  ['post', `/groups/${groupId}/invitations/mail`, mailBody],
];

function call(method: Method, path: string, user: TestUser, body?: object) {
  const req = request(app)[method](`${BASE}${path}`).set(bearer(user));
  return body === undefined ? req : req.send(body);
}

async function expectGroupUnchanged(): Promise<void> {
  expect(await groupDoc(groupId)).toMatchObject({ name: 'Robotics Lab', kind: 'laboratory' });
  expect(await memberDoc(groupId, 'alice')).toMatchObject({ isAdmin: true });
  expect(await memberDoc(groupId, 'bob')).toMatchObject({ isAdmin: false });
  expect(await memberDoc(groupId, 'oscar')).toMatchObject({ isAdmin: false });
  expect(await memberDoc(groupId, 'olivia')).toBeUndefined();
  expect((await testDb().collection('groupInvitations').get()).size).toBe(0);
  expect((await testDb().collection('mail').get()).size).toBe(0);
}

describe('officers and groups', () => {
  it('when an officer outside the group calls any group endpoint, then 403 NotGroupMember', async () => {
    for (const [method, path, body] of endpoints()) {
      const res = await call(method, path, olivia, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code, `${method} ${path}`).toBe('NotGroupMember');
    }
    await expectGroupUnchanged();
  });

  it('when an officer is a plain member, then every admin action is 403 not_group_admin', async () => {
    const adminOnly: [Method, string, object | undefined][] = [
      ['put', `/groups/${groupId}`, groupBody],
      ['put', `/groups/${groupId}/members/oscar/admin`, undefined],
      ['delete', `/groups/${groupId}/members/alice/admin`, undefined],
      ['delete', `/groups/${groupId}/members/bob`, undefined],
      ['post', `/groups/${groupId}/invitations`, undefined],
      ['post', `/groups/${groupId}/invitations/mail`, mailBody],
    ];
    for (const [method, path, body] of adminOnly) {
      const res = await call(method, path, oscar, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code, `${method} ${path}`).toBe('not_group_admin');
    }
    await expectGroupUnchanged();
    const info = await call('get', `/groups/${groupId}`, oscar);
    expect(info.body.isAdmin).toBe(false);
  });

  it('when an officer selects a group or asks for its token without being a member, then 403', async () => {
    for (const path of ['/me/group', '/me/group/token']) {
      const res = await call('post', path, olivia).set('X-Group-Id', groupId);
      expect(res.status, path).toBe(403);
      expect(res.body.code, path).toBe('NotGroupMember');
    }
    expect(await claimsOf('olivia')).toEqual(ROLES);
  });

  it('when an officer token claims the group, then it still is no member (403 everywhere)', async () => {
    const forged = await createUser('olga', { ...ROLES, group: groupId });
    await createProfile('olga');
    for (const [method, path, body] of endpoints()) {
      const res = await call(method, path, forged, body).set('X-Group-Id', groupId);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code, `${method} ${path}`).toBe('NotGroupMember');
    }
    await expectGroupUnchanged();
  });

  it('when an officer joins by invitation, then as a plain member like anyone', async () => {
    const invite = await call('post', `/groups/${groupId}/invitations`, alice);
    const res = await call('post', `/groups/invitations/${invite.body.code as string}`, olivia);
    expect(res.status).toBe(200);
    expect(await memberDoc(groupId, 'olivia')).toMatchObject({ isAdmin: false });
    expect((await call('get', `/groups/${groupId}`, olivia)).body.isAdmin).toBe(false);
  });

  it('when an officer lists the system groups, then exactly what any user sees', async () => {
    const asOfficer = await call('get', '/system/groups', olivia);
    const asUser = await call('get', '/system/groups', bob);
    expect(asOfficer.status).toBe(200);
    expect(asOfficer.body).toEqual(asUser.body);
  });
});
