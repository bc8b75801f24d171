import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  createProfile,
  createTestApp,
  createUser,
  createUserWithEmail,
  createUserWithProfile,
  testDb,
} from './helpers';
import {
  BASE,
  bearer,
  createGroupAs,
  memberCount,
  memberDoc,
  useGroupFile,
} from './groups-fixtures';

const app = createTestApp();

const cast = useGroupFile(app);

const INVALID = { code: 'invalid_invitation', message: 'Invitation code is not valid' };
const DAY = 24 * 60 * 60 * 1000;

async function invite(): Promise<string> {
  const res = await request(app)
    .post(`${BASE}/groups/${cast.groupId}/invitations`)
    .set(bearer(cast.alice));
  expect(res.status).toBe(201);
  return res.body.code as string;
}

describe('POST /home/groups/:id/invitations', () => {
  const url = (id = cast.groupId) => `${BASE}/groups/${id}/invitations`;

  it('when anonymous 401; outsider 403 NotGroupMember; member 403 not_group_admin; unknown 404', async () => {
    expect((await request(app).post(url())).status).toBe(401);
    expect((await request(app).post(url()).set(bearer(cast.carol))).body.code).toBe(
      'NotGroupMember',
    );
    const member = await request(app).post(url()).set(bearer(cast.bob));
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('not_group_admin');
    expect((await request(app).post(url('nope')).set(bearer(cast.alice))).status).toBe(404);
    expect((await testDb().collection('groupInvitations').get()).size).toBe(0);
  });

  it('when an admin invites, then 201 with a code valid for 7 days, stored', async () => {
    const before = Date.now();
    const res = await request(app).post(url()).set(bearer(cast.alice));
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
    expect(doc.data()).toMatchObject({ groupId: cast.groupId, createdBy: 'alice' });
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
    expect(await memberDoc(cast.groupId, 'dave')).toBeUndefined();
  });

  it('when the code is valid, then the caller joins as a plain member and gets the group', async () => {
    const code = await invite();
    const res = await request(app).post(url(code)).set(bearer(cast.carol));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      group: {
        id: cast.groupId,
        name: 'Robotics Lab',
        kind: 'laboratory',
        profile: 'We build robots',
        icon: null,
        memberCount: 3,
      },
    });
    expect(await memberDoc(cast.groupId, 'carol')).toMatchObject({ uid: 'carol', isAdmin: false });
    expect(await memberCount(cast.groupId)).toBe(3);
    const info = await request(app).get(`${BASE}/groups/${cast.groupId}`).set(bearer(cast.carol));
    expect(info.body.isAdmin).toBe(false);
  });

  it('when the code is malformed or unknown, then 400 invalid_invitation', async () => {
    for (const code of ['short', 'has.dots.in.it.x', 'unknown-code-123456']) {
      const res = await request(app).post(url(code)).set(bearer(cast.carol));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
    }
    expect(await memberDoc(cast.groupId, 'carol')).toBeUndefined();
  });

  it('when the code has expired, then 400 invalid_invitation', async () => {
    const code = 'expired-code-0000';
    await testDb()
      .collection('groupInvitations')
      .doc(code)
      .set({
        groupId: cast.groupId,
        createdBy: 'alice',
        createdAt: Timestamp.fromMillis(Date.now() - 8 * DAY),
        expiresAt: Timestamp.fromMillis(Date.now() - DAY),
      });
    const res = await request(app).post(url(code)).set(bearer(cast.carol));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
    expect(await memberDoc(cast.groupId, 'carol')).toBeUndefined();
  });

  it('when the group of the code is gone, then 400 invalid_invitation', async () => {
    const code = await invite();
    await testDb().collection('groups').doc(cast.groupId).delete();
    const res = await request(app).post(url(code)).set(bearer(cast.carol));
    expect(res.body).toEqual(INVALID);
  });

  it('when the caller is already a member, then 409 already_member and nothing changes', async () => {
    const code = await invite();
    const res = await request(app).post(url(code)).set(bearer(cast.bob));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('already_member');
    expect(await memberDoc(cast.groupId, 'bob')).toMatchObject({ isAdmin: false });
    expect(await memberCount(cast.groupId)).toBe(2);
  });

  it('when a code is used by several users, then each joins (codes are reusable until expiry)', async () => {
    const code = await invite();
    const dave = await createUserWithProfile('dave');
    await request(app).post(url(code)).set(bearer(cast.carol)).expect(200);
    await request(app).post(url(code)).set(bearer(dave)).expect(200);
    expect(await memberCount(cast.groupId)).toBe(4);
  });
});

describe('POST /home/groups/:id/invitations/mail', () => {
  const url = (id = cast.groupId) => `${BASE}/groups/${id}/invitations/mail`;
  const body = { emails: ['dave@campus.example.ac.jp', 'Erin@campus.example.ac.jp'] };

  it('when anonymous 401; outsider 403; member 403 not_group_admin; unknown 404', async () => {
    expect((await request(app).post(url()).send(body)).status).toBe(401);
    expect((await request(app).post(url()).set(bearer(cast.carol)).send(body)).body.code).toBe(
      'NotGroupMember',
    );
    const member = await request(app).post(url()).set(bearer(cast.bob)).send(body);
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('not_group_admin');
    expect((await request(app).post(url('nope')).set(bearer(cast.alice)).send(body)).status).toBe(
      404,
    );
    expect((await testDb().collection('mail').get()).size).toBe(0);
  });

  it('when the body is not valid, then 400 with locations', async () => {
    let res = await request(app).post(url()).set(bearer(cast.alice)).send({ emails: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ location: 'body.emails', message: expect.any(String) }]);
    res = await request(app)
      .post(url())
      .set(bearer(cast.alice))
      .send({ emails: ['ok@campus.example.ac.jp', 'not-an-email'], cc: 'x' });
    expect(res.status).toBe(400);
    const locations = (res.body.errors as { location: string }[]).map((e) => e.location).sort();
    expect(locations).toEqual(['body.cc', 'body.emails.1']);
    res = await request(app)
      .post(url())
      .set(bearer(cast.alice))
      .send({ emails: Array.from({ length: 21 }, (_, i) => `u${i}@campus.example.ac.jp`) });
    expect(res.status).toBe(400);
    expect((await testDb().collection('mail').get()).size).toBe(0);
  });

  it('when an admin sends, then 202 and one mail per address, each with its own code bound to that address', async () => {
    const res = await request(app).post(url()).set(bearer(cast.alice)).send(body);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: 2 });

    const invitations = await testDb().collection('groupInvitations').get();
    expect(invitations.size).toBe(2);
    const codeFor = new Map<string, string>();
    for (const doc of invitations.docs) {
      expect(doc.data()).toMatchObject({ groupId: cast.groupId, createdBy: 'alice' });
      codeFor.set(doc.get('email') as string, doc.id);
    }
    expect([...codeFor.keys()].sort()).toEqual([
      'dave@campus.example.ac.jp',
      'erin@campus.example.ac.jp',
    ]);

    const mails = (await testDb().collection('mail').get()).docs.map((d) => d.data());
    expect(mails.map((m) => m.to as string[]).sort()).toEqual([
      ['dave@campus.example.ac.jp'],
      ['erin@campus.example.ac.jp'],
    ]);
    for (const mail of mails) {
      const code = codeFor.get((mail.to as string[])[0] ?? '') ?? 'missing';
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
    await request(app)
      .post(`${BASE}/groups/invitations/${codeFor.get('dave@campus.example.ac.jp')}`)
      .set(bearer(dave))
      .expect(200);
  });

  it('when a mailed code is used by anyone but the invited address, then 403 invitation_not_for_you and nothing changes', async () => {
    await request(app)
      .post(url())
      .set(bearer(cast.alice))
      .send({ emails: ['Erin@Campus.Example.ac.jp'] })
      .expect(202);
    const code = (await testDb().collection('groupInvitations').get()).docs[0]?.id ?? '';

    const res = await request(app)
      .post(`${BASE}/groups/invitations/${code}`)
      .set(bearer(cast.carol));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'invitation_not_for_you', message: expect.any(String) });
    expect(await memberDoc(cast.groupId, 'carol')).toBeUndefined();

    // The invited address, whatever its case, joins with it.
    const erin = await createUserWithEmail('erin', 'ERIN@campus.example.ac.jp');
    await createProfile('erin');
    const joined = await request(app).post(`${BASE}/groups/invitations/${code}`).set(bearer(erin));
    expect(joined.status).toBe(200);
    expect(await memberDoc(cast.groupId, 'erin')).toMatchObject({ isAdmin: false });
  });

  it('when an address is outside the sign-in policy, then 400 at its location and nothing is queued', async () => {
    const res = await request(app)
      .post(url())
      .set(bearer(cast.alice))
      .send({
        emails: [
          'dave@campus.example.ac.jp',
          'victim@gmail.com',
          'x@campus.example.ac.jp.evil.com',
        ],
      });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_error');
    expect((res.body.errors as { location: string }[]).map((e) => e.location)).toEqual([
      'body.emails.1',
      'body.emails.2',
    ]);
    expect((await testDb().collection('mail').get()).size).toBe(0);
    expect((await testDb().collection('groupInvitations').get()).size).toBe(0);
  });
});

describe('GET and DELETE /home/groups/:id/invitations[/:code] (list and revoke)', () => {
  const list = (id = cast.groupId) => `${BASE}/groups/${id}/invitations`;
  const one = (code: string, id = cast.groupId) => `${BASE}/groups/${id}/invitations/${code}`;

  it('when an admin lists, then the unexpired codes, newest first, with the bound address or null', async () => {
    const byHand = await invite();
    await request(app)
      .post(`${BASE}/groups/${cast.groupId}/invitations/mail`)
      .set(bearer(cast.alice))
      .send({ emails: ['dave@campus.example.ac.jp'] })
      .expect(202);
    await testDb()
      .collection('groupInvitations')
      .doc('expired-code-0000')
      .set({
        groupId: cast.groupId,
        createdBy: 'alice',
        createdAt: Timestamp.fromMillis(Date.now() - 8 * DAY),
        expiresAt: Timestamp.fromMillis(Date.now() - DAY),
      });
    const res = await request(app).get(list()).set(bearer(cast.alice));
    expect(res.status).toBe(200);
    expect(res.body.invitations).toEqual([
      {
        code: expect.any(String),
        email: 'dave@campus.example.ac.jp',
        createdBy: 'alice',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
      {
        code: byHand,
        email: null,
        createdBy: 'alice',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    expect((await request(app).get(list()).set(bearer(cast.bob))).body.code).toBe(
      'not_group_admin',
    );
    expect((await request(app).get(list()).set(bearer(cast.carol))).body.code).toBe(
      'NotGroupMember',
    );
  });

  it('when an admin revokes a code, then 204, it is gone and joining with it is 400 invalid_invitation', async () => {
    const code = await invite();
    const res = await request(app).delete(one(code)).set(bearer(cast.alice));
    expect(res.status).toBe(204);
    expect((await testDb().collection('groupInvitations').doc(code).get()).exists).toBe(false);
    const join = await request(app)
      .post(`${BASE}/groups/invitations/${code}`)
      .set(bearer(cast.carol));
    expect(join.status).toBe(400);
    expect(join.body).toEqual(INVALID);
    expect(await memberDoc(cast.groupId, 'carol')).toBeUndefined();
  });

  it('when anonymous 401; a member 403 not_group_admin; an outsider 403 NotGroupMember; the code stays', async () => {
    const code = await invite();
    expect((await request(app).delete(one(code))).status).toBe(401);
    const member = await request(app).delete(one(code)).set(bearer(cast.bob));
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('not_group_admin');
    const outsider = await request(app).delete(one(code)).set(bearer(cast.carol));
    expect(outsider.status).toBe(403);
    expect(outsider.body.code).toBe('NotGroupMember');
    expect((await testDb().collection('groupInvitations').doc(code).get()).exists).toBe(true);
  });

  it('when the code is unknown, malformed or of another group, then 404 and nothing is deleted', async () => {
    const code = await invite();
    const other = await createGroupAs(app, cast.carol, 'Zoology');
    const res = await request(app).delete(one(code, other)).set(bearer(cast.carol));
    expect(res.status).toBe(404);
    expect((await testDb().collection('groupInvitations').doc(code).get()).exists).toBe(true);
    for (const bad of ['unknown-code-123456', 'short']) {
      expect((await request(app).delete(one(bad)).set(bearer(cast.alice))).status).toBe(404);
    }
  });
});
