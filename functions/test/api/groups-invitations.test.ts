import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, createUser, createUserWithProfile, testDb } from './helpers';
import { BASE, bearer, memberCount, memberDoc, setUpGroupCast } from './groups-fixtures';

const app = createTestApp();

let alice: TestUser; // admin
let bob: TestUser; // member
let carol: TestUser; // outsider
let groupId: string;

beforeEach(async () => {
  ({ alice, bob, carol, groupId } = await setUpGroupCast(app));
});

const INVALID = { code: 'invalid_invitation', message: 'Invitation code is not valid' };
const DAY = 24 * 60 * 60 * 1000;

async function invite(): Promise<string> {
  const res = await request(app).post(`${BASE}/groups/${groupId}/invitations`).set(bearer(alice));
  expect(res.status).toBe(201);
  return res.body.code as string;
}

describe('POST /home/groups/:id/invitations', () => {
  const url = (id = groupId) => `${BASE}/groups/${id}/invitations`;

  it('when anonymous 401; outsider 403 NotGroupMember; member 403 not_group_admin; unknown 404', async () => {
    expect((await request(app).post(url())).status).toBe(401);
    expect((await request(app).post(url()).set(bearer(carol))).body.code).toBe('NotGroupMember');
    const member = await request(app).post(url()).set(bearer(bob));
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('not_group_admin');
    expect((await request(app).post(url('nope')).set(bearer(alice))).status).toBe(404);
    expect((await testDb().collection('groupInvitations').get()).size).toBe(0);
  });

  it('when an admin invites, then 201 with a code valid for 7 days, stored', async () => {
    const before = Date.now();
    const res = await request(app).post(url()).set(bearer(alice));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{12,}$/),
      expiresAt: expect.any(String),
    });
    const expiresAt = Date.parse(res.body.expiresAt as string);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const doc = await testDb()
      .collection('groupInvitations')
      .doc(res.body.code as string)
      .get();
    expect(doc.data()).toMatchObject({ groupId, createdBy: 'alice' });
    expect((doc.get('expiresAt') as Timestamp).toMillis()).toBe(expiresAt);
  });
});

describe('POST /home/groups/invitations/:code (join)', () => {
  const url = (code: string) => `${BASE}/groups/invitations/${code}`;

  it('when anonymous, then 401', async () => {
    const code = await invite();
    expect((await request(app).post(url(code))).status).toBe(401);
  });

  it('when the caller has no profile, then 403 profile_required', async () => {
    const code = await invite();
    const dave = await createUser('dave');
    const res = await request(app).post(url(code)).set(bearer(dave));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('profile_required');
    expect(await memberDoc(groupId, 'dave')).toBeUndefined();
  });

  it('when the code is valid, then the caller joins as a plain member and gets the group', async () => {
    const code = await invite();
    const res = await request(app).post(url(code)).set(bearer(carol));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      group: {
        id: groupId,
        name: 'Robotics Lab',
        kind: 'laboratory',
        profile: 'We build robots',
        icon: null,
        memberCount: 3,
      },
    });
    expect(await memberDoc(groupId, 'carol')).toMatchObject({ uid: 'carol', isAdmin: false });
    expect(await memberCount(groupId)).toBe(3);
    const info = await request(app).get(`${BASE}/groups/${groupId}`).set(bearer(carol));
    expect(info.body.isAdmin).toBe(false);
  });

  it('when the code is malformed or unknown, then 400 invalid_invitation', async () => {
    for (const code of ['short', 'has.dots.in.it.x', 'unknown-code-123456']) {
      const res = await request(app).post(url(code)).set(bearer(carol));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
    expect(await memberDoc(groupId, 'carol')).toBeUndefined();
  });

  it('when the code has expired, then 400 invalid_invitation', async () => {
    const code = 'expired-code-0000';
    await testDb()
      .collection('groupInvitations')
      .doc(code)
      .set({
        groupId,
        createdBy: 'alice',
        createdAt: Timestamp.fromMillis(Date.now() - 8 * DAY),
        expiresAt: Timestamp.fromMillis(Date.now() - DAY),
      });
    const res = await request(app).post(url(code)).set(bearer(carol));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect(await memberDoc(groupId, 'carol')).toBeUndefined();
  });

  it('when the group of the code is gone, then 400 invalid_invitation', async () => {
    const code = await invite();
    await testDb().collection('groups').doc(groupId).delete();
    const res = await request(app).post(url(code)).set(bearer(carol));
    expect(res.body).toEqual(INVALID);
  });

  it('when the caller is already a member, then 409 already_member and nothing changes', async () => {
    const code = await invite();
    const res = await request(app).post(url(code)).set(bearer(bob));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('already_member');
    expect(await memberDoc(groupId, 'bob')).toMatchObject({ isAdmin: false });
    expect(await memberCount(groupId)).toBe(2);
  });

  it('when a code is used by several users, then each joins (codes are reusable until expiry)', async () => {
    const code = await invite();
    const dave = await createUserWithProfile('dave');
    await request(app).post(url(code)).set(bearer(carol)).expect(200);
    await request(app).post(url(code)).set(bearer(dave)).expect(200);
    expect(await memberCount(groupId)).toBe(4);
  });
});

describe('POST /home/groups/:id/invitations/mail', () => {
  const url = (id = groupId) => `${BASE}/groups/${id}/invitations/mail`;
  const body = { emails: ['dave@campus.example.ac.jp', 'Erin@campus.example.ac.jp'] };

  it('when anonymous 401; outsider 403; member 403 not_group_admin; unknown 404', async () => {
    expect((await request(app).post(url()).send(body)).status).toBe(401);
    expect((await request(app).post(url()).set(bearer(carol)).send(body)).body.code).toBe(
      'NotGroupMember',
    );
    const member = await request(app).post(url()).set(bearer(bob)).send(body);
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('not_group_admin');
    expect((await request(app).post(url('nope')).set(bearer(alice)).send(body)).status).toBe(404);
    expect((await testDb().collection('mail').get()).size).toBe(0);
  });

  it('when the body is not valid, then 400 with locations', async () => {
    let res = await request(app).post(url()).set(bearer(alice)).send({ emails: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body.emails', message: expect.any(String) }]);
    res = await request(app)
      .post(url())
      .set(bearer(alice))
      .send({ emails: ['ok@campus.example.ac.jp', 'not-an-email'], cc: 'x' });
    expect(res.status).toBe(400);
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location).sort();
    expect(locations).toEqual(['body.cc', 'body.emails.1']);
    res = await request(app)
      .post(url())
      .set(bearer(alice))
      .send({ emails: Array.from({ length: 21 }, (_, i) => `u${i}@campus.example.ac.jp`) });
    expect(res.status).toBe(400);
    expect((await testDb().collection('mail').get()).size).toBe(0);
  });

  it('when an admin sends, then 202 and one mail per address with one shared, working code', async () => {
    const res = await request(app).post(url()).set(bearer(alice)).send(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 2 });

    const invitations = await testDb().collection('groupInvitations').get();
    expect(invitations.size).toBe(1);
    const code = invitations.docs[0]?.id ?? '';
    expect(invitations.docs[0]?.data()).toMatchObject({ groupId, createdBy: 'alice' });

    const mails = (await testDb().collection('mail').get()).docs.map((d) => d.data());
    expect(mails.map((m) => m.to as string[]).sort()).toEqual([
      ['dave@campus.example.ac.jp'],
      ['erin@campus.example.ac.jp'],
    ]);
    for (const mail of mails) {
      expect(mail.createdAt).toBeInstanceOf(Timestamp);
      expect(mail.message).toEqual({
        subject: expect.stringContaining('Robotics Lab'),
        text: expect.stringContaining(code),
        html: expect.stringContaining(`/manage/account/join?code=${code}`),
      });
      expect(mail.message.text).toContain(`/manage/account/join?code=${code}`);
      expect(mail.message.text).toContain('招待');
      expect(mail.message.text).toContain('invited');
    }

    const dave = await createUserWithProfile('dave');
    await request(app).post(`${BASE}/groups/invitations/${code}`).set(bearer(dave)).expect(200);
  });
});
