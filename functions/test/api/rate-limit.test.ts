import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { QUOTAS, type Quotas, windowAt } from '../../src/http/rate-limit';
import { RATE_LIMITS_COLLECTION } from '../../src/http/rate-limit-store';
import { type TestUser, createUserWithProfile, seedGroup, testAuth, testDb } from './helpers';
import { BASE, bearer, setUpGroupCast } from './groups-fixtures';

const MINUTE = 60;
const DAY = 86_400;

/** Small quotas, so that a test reaches them in a few calls. */
const quotas: Quotas = {
  ...QUOTAS,
  default: [{ seconds: MINUTE, max: 10 }],
  groupCreation: [
    { seconds: MINUTE, max: 2 },
    { seconds: DAY, max: 3 },
  ],
  mail: [
    { seconds: MINUTE, max: 5 },
    { seconds: DAY, max: 8 },
  ],
};

// 30 s into a minute; the tests move this clock instead of sleeping.
const START = Date.UTC(2026, 10, 24, 3, 0, 30);
let nowMs = START;
const now = () => new Date(nowMs);
const limitedApp = () => createApp({ db: testDb(), auth: testAuth(), rateLimits: { quotas, now } });
const app = limitedApp();

let alice: TestUser; // admin of groupId
let bob: TestUser; // member of groupId
let carol: TestUser; // in no group
let groupId: string;

beforeEach(async () => {
  nowMs = START;
  // The cast's group is created without limits, so the tests start with no counters.
  const setUp = createApp({ db: testDb(), auth: testAuth(), rateLimits: { enabled: false } });
  ({ alice, bob, carol, groupId } = await setUpGroupCast(setUp));
});

const newGroup = (user: TestUser, target = app) =>
  request(target)
    .post(`${BASE}/groups`)
    .set(bearer(user))
    .send({ name: 'Lab', kind: 'laboratory', profile: '', icon: null });

const groupsCreatedBy = async (uid: string) =>
  (await testDb().collection('groups').where('createdBy', '==', uid).get()).size;

const counterDoc = async (id: string) =>
  (await testDb().collection(RATE_LIMITS_COLLECTION).doc(id).get()).data();

describe('rate limits per identity (POST /home/groups: 2 a minute, 3 a day)', () => {
  it('when a user goes beyond the quota, then 429 rate_limited with Retry-After to the minute end, and nothing is created', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await newGroup(carol)).status);
    expect(statuses).toEqual([201, 201, 429, 429]);

    const refused = await newGroup(carol);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'rate_limited',
      message: 'Too many requests: try again later',
    });
    expect(refused.headers['retry-after']).toBe('30');
    expect(await groupsCreatedBy('carol')).toBe(2);

    // One counter document per (bucket, uid, day); refused calls took their increments back.
    const day = windowAt({ seconds: DAY, max: 0 }, START).key;
    const minute = windowAt({ seconds: MINUTE, max: 0 }, START).key;
    const counter = await counterDoc(`groupCreation:carol:${day}`);
    expect(counter?.counts).toEqual({ [minute]: 2, [day]: 2 });
    expect(counter?.expiresAt.toMillis()).toBe(Date.UTC(2026, 10, 25));
  });

  it('when one user is limited, then another user is not', async () => {
    await newGroup(carol).expect(201);
    await newGroup(carol).expect(201);
    await newGroup(carol).expect(429);
    await newGroup(bob).expect(201);
    expect(await groupsCreatedBy('bob')).toBe(1);
  });

  it('when the minute ends, then calls pass again until the day quota, whose Retry-After runs to midnight UTC', async () => {
    await newGroup(carol).expect(201);
    await newGroup(carol).expect(201);
    const refused = await newGroup(carol).expect(429);
    nowMs += Number(refused.headers['retry-after']) * 1000;
    await newGroup(carol).expect(201);
    const daily = await newGroup(carol).expect(429);
    expect(Number(daily.headers['retry-after'])).toBe((Date.UTC(2026, 10, 25) - nowMs) / 1000);
    expect(await groupsCreatedBy('carol')).toBe(3);
    nowMs = Date.UTC(2026, 10, 25, 0, 0, 0);
    await newGroup(carol).expect(201);
  });

  it('when a user acts for a group, then they spend their own quota', async () => {
    await seedGroup('lab', 'Lab', { carol: true, dave: false });
    const dave = await createUserWithProfile('dave', { group: 'lab' });
    await newGroup(dave).set('X-Group-Id', 'lab').expect(201);
    await newGroup(dave).set('X-Group-Id', 'lab').expect(201);
    await newGroup(dave).set('X-Group-Id', 'lab').expect(429);
    // The group's other member still has her quota; the counter is dave's, not the group's.
    await newGroup(carol).expect(201);
    const ids = (await testDb().collection(RATE_LIMITS_COLLECTION).get()).docs.map((d) => d.id);
    expect(ids.map((id) => id.split(':').slice(0, 2).join(':')).sort()).toEqual([
      'groupCreation:carol',
      'groupCreation:dave',
    ]);
  });

  it('when anonymous or reading, then nothing is counted', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await request(app).get(`${BASE}/me`).set(bearer(carol))).status).toBe(200);
    }
    expect((await request(app).post(`${BASE}/groups`)).status).toBe(401);
    expect((await testDb().collection(RATE_LIMITS_COLLECTION).get()).size).toBe(0);
  });
});

describe('rate limits across instances (default bucket: 10 a minute)', () => {
  it('when 30 calls race through two app instances, then at most 10 pass, and the refused ones leave no trace', async () => {
    const other = limitedApp();
    const invite = (target = app) =>
      request(target).post(`${BASE}/groups/${groupId}/invitations`).set(bearer(alice));
    const burst = Array.from({ length: 30 }, (_, i) => invite(i % 2 === 0 ? app : other));
    const statuses = (await Promise.all(burst)).map((res) => res.status);
    const passed = statuses.filter((status) => status === 201).length;
    expect(passed).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - passed);
    const invitations = await testDb()
      .collection('groupInvitations')
      .where('createdBy', '==', 'alice')
      .get();
    expect(invitations.size).toBe(passed);
    // Calls arriving together all see each other's increments, so a burst beyond the quota may be
    // refused entirely; the refused calls take theirs back, and the counter holds only those passed.
    const minute = windowAt({ seconds: MINUTE, max: 0 }, START).key;
    const counter = await counterDoc(`default:alice:${minute}`);
    expect(counter?.counts).toEqual({ [minute]: passed });
    // So the rest of the quota is still there for the next calls.
    for (let i = passed; i < 10; i += 1) await invite(i % 2 === 0 ? app : other).expect(201);
    await invite().expect(429);
    await invite(other).expect(429);
  });
});

describe('invitation mail (5 addresses a minute, 8 a day, per sender)', () => {
  const mailTo = (user: TestUser, names: string[]) =>
    request(app)
      .post(`${BASE}/groups/${groupId}/invitations/mail`)
      .set(bearer(user))
      .send({ emails: names.map((name) => `${name}@campus.example.ac.jp`) });
  const mails = async () => (await testDb().collection('mail').get()).size;

  it('when a sender goes beyond the addresses of a minute, then 429 and no mail is queued', async () => {
    await mailTo(alice, ['a1', 'a2', 'a3']).expect(202);
    const refused = await mailTo(alice, ['a4', 'a5', 'a6']);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBe('30');
    expect(await mails()).toBe(3);
    // Two more addresses still fit the minute.
    await mailTo(alice, ['a4', 'A4', 'a5']).expect(202);
    expect(await mails()).toBe(5);
  });

  it('when a body is not valid, then 400 and it costs one attempt, not its addresses', async () => {
    const tooMany = Array.from({ length: 21 }, (_, i) => `u${i}`);
    const invalid = await mailTo(alice, tooMany);
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_error');
    await mailTo(alice, ['a1', 'a2', 'a3', 'a4']).expect(202);
    await mailTo(alice, ['a5']).expect(429);
    expect(await mails()).toBe(4);
  });

  it('when the minutes pass, then the day caps the addresses; refused calls do not count', async () => {
    await mailTo(alice, ['a1', 'a2', 'a3']).expect(202);
    await mailTo(alice, ['a4', 'a5', 'a6']).expect(429);
    nowMs += MINUTE * 1000;
    await mailTo(alice, ['a4', 'a5', 'a6']).expect(202);
    nowMs += MINUTE * 1000;
    const daily = await mailTo(alice, ['a7', 'a8', 'a9']);
    expect(daily.status).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBe((Date.UTC(2026, 10, 25) - nowMs) / 1000);
    await mailTo(alice, ['a7', 'a8']).expect(202);
    expect(await mails()).toBe(8);
  });

  it('when another admin of the same group sends, then their own quota applies', async () => {
    await testDb()
      .collection('groups')
      .doc(groupId)
      .collection('members')
      .doc('bob')
      .update({ isAdmin: true });
    await mailTo(alice, ['a1', 'a2', 'a3', 'a4', 'a5']).expect(202);
    await mailTo(alice, ['a6']).expect(429);
    await mailTo(bob, ['b1', 'b2', 'b3', 'b4', 'b5']).expect(202);
    expect(await mails()).toBe(10);
  });
});

describe('createApp without rateLimits', () => {
  it('when no quotas are given, then the production quotas apply (a group creation burst is refused)', async () => {
    const production = createApp({ db: testDb(), auth: testAuth() });
    // More calls than the daily quota: refused whichever minutes the real clock crosses.
    const daily = QUOTAS.groupCreation.find((w) => w.seconds === DAY)?.max ?? 0;
    const statuses = [];
    for (let i = 0; i <= daily; i += 1) statuses.push((await newGroup(carol, production)).status);
    expect(statuses[0]).toBe(201);
    expect(statuses).toContain(429);
    expect(await groupsCreatedBy('carol')).toBe(statuses.filter((s) => s === 201).length);
  });

  it('when rateLimits.enabled is false (tools), then nothing is limited or written', async () => {
    const tool = createApp({ db: testDb(), auth: testAuth(), rateLimits: { enabled: false } });
    for (let i = 0; i < 4; i += 1) await newGroup(carol, tool).expect(201);
    expect((await testDb().collection(RATE_LIMITS_COLLECTION).get()).size).toBe(0);
  });
});
