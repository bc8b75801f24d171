import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useApiFile } from './api-file';
import { createDevice, freshLab, sender, tokyoAt } from './facility-fixtures';
import {
  type TestUser,
  createProfile,
  createTestApp,
  createUserWithEmail,
  createUserWithProfile,
  signIn,
  testDb,
} from './helpers';
import { toSignInPolicy } from '../../src/features/sign-in-policy';
import { fiscalYearOf } from '../../src/model/fiscal-year';
import { tokyoMonth } from '../../src/model/tokyo-time';

/**
 * Users from outside the campus over HTTP against the emulators (issue 33, part 4): an account the
 * allow-list admitted books only once a lending group's admin or an external-funds officer has
 * recorded its affiliation, at the device's fee for its class, frozen on the reservation; a lender
 * that asks for a yearly registration refuses its first booking of the fiscal year until it has
 * registered, and bills the registration fee once, as its own line.
 */
const GUEST_EMAIL = 'guest@partner.example.com';
const app = createTestApp({
  signInPolicy: toSignInPolicy('campus.example.ac.jp', `${GUEST_EMAIL}, ghost@partner.example.com`),
});
const send = sender(app);

const made: Record<string, TestUser> = {};
const as = (name: string): TestUser => ({
  get uid() {
    return made[name]!.uid;
  },
  get idToken() {
    return made[name]!.idToken;
  },
});
const [guest, carol, lab, head, bobLab, fred] = [
  'guest',
  'carol',
  'lab',
  'head',
  'bobLab',
  'fred',
].map(as) as [TestUser, TestUser, TestUser, TestUser, TestUser, TestUser];

useApiFile(async () => {
  const fresh = await freshLab('carol', 'bob');
  Object.assign(made, { lab: fresh.lab, head: fresh.head, carol: fresh.users[0] });
  made.guest = await createUserWithEmail('guest', GUEST_EMAIL);
  await createProfile('guest', { name: 'Guest Researcher', email: GUEST_EMAIL });
  await testDb()
    .collection('groups/lab-1/members')
    .doc('bob')
    .set({ uid: 'bob', isAdmin: false, joinedAt: Timestamp.now() });
  made.bobLab = await signIn('bob', { group: 'lab-1' });
  made.fred = await createUserWithProfile('fred', { roles: ['external_funds'] });
});

const FEES = { feePerHour: 600, outsideFees: { academic: 900, industry: 3000 } };
const book = (user: TestUser, deviceId: string, day: number) =>
  send('post', user, `/home/devices/${deviceId}/reservations`, {
    start: tokyoAt(day, '10:00'),
    end: tokyoAt(day, '11:00'),
  });
const setAffiliation = (user: TestUser, uid: string, body: object) =>
  send('put', user, `/home/outside-users/${uid}/affiliation`, body);
const FY = () => fiscalYearOf(new Date());

describe('outside users', () => {
  it('an outside account books once its affiliation is recorded, at its class fee, frozen', async () => {
    const deviceId = await createDevice(send, lab, { ...FEES, requiresApproval: false });
    expect((await send('get', lab, `/home/devices/${deviceId}`)).body.device.outsideFees).toEqual(
      FEES.outsideFees,
    );
    const refused = await book(guest, deviceId, 3);
    expect([refused.status, refused.body.code]).toEqual([409, 'affiliation_required']);

    const set = await setAffiliation(lab, 'guest', { kind: 'industry', name: 'ACME K.K.' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.user).toMatchObject({
      uid: 'guest',
      email: GUEST_EMAIL,
      affiliation: { kind: 'industry', name: 'ACME K.K.', setBy: 'head' },
    });
    const booked = await book(guest, deviceId, 3);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.reservation).toMatchObject({
      rateClass: 'industry',
      affiliation: 'ACME K.K.',
      feePerHour: 3000,
      fee: 3000,
    });
    // A campus user pays the campus fee, a device without outside fees charges everyone its one.
    expect((await book(carol, deviceId, 4)).body.reservation).toMatchObject({
      rateClass: 'campus',
      affiliation: '',
      feePerHour: 600,
    });
    const plain = await createDevice(send, lab, { requiresApproval: false, feePerHour: 700 });
    expect((await book(guest, plain, 5)).body.reservation).toMatchObject({
      rateClass: 'industry',
      feePerHour: 700,
    });
    // A later change of affiliation leaves the booked fee alone.
    await setAffiliation(fred, 'guest', { kind: 'academic', name: 'Tohoku University' });
    const mine = await send('get', guest, `/home/reservations/${booked.body.reservation.id}`);
    expect(mine.body.reservation).toMatchObject({ rateClass: 'industry', fee: 3000 });
    expect((await book(guest, deviceId, 6)).body.reservation.feePerHour).toBe(900);
  });

  it('only admins of a lending group and external-funds officers see and set affiliations', async () => {
    const officer = await send('get', fred, '/home/outside-users');
    expect(officer.status).toBe(200);
    // The allow-listed address nobody signed up with, and campus accounts, are not listed.
    expect(officer.body).toEqual({
      fiscalYear: FY(),
      users: [
        {
          uid: 'guest',
          name: 'Guest Researcher',
          email: GUEST_EMAIL,
          affiliation: null,
          registeredYears: [],
        },
      ],
    });
    // The lab lends nothing yet: its admin is no lender's admin.
    expect((await send('get', lab, '/home/outside-users')).body.code).toBe('not_lender_admin');
    await createDevice(send, lab);
    expect((await send('get', lab, '/home/outside-users')).status).toBe(200);
    for (const user of [bobLab, head, carol, guest]) {
      const res = await send('get', user, '/home/outside-users');
      expect([res.status, res.body.code]).toEqual([403, 'not_lender_admin']);
      const put = await setAffiliation(user, 'guest', { kind: 'academic', name: 'Mine' });
      expect([put.status, put.body.code]).toEqual([403, 'not_lender_admin']);
    }
    expect((await send('get', undefined, '/home/outside-users')).status).toBe(401);
    // Campus and unknown accounts have no affiliation to record.
    for (const uid of ['carol', 'nobody'])
      expect((await setAffiliation(fred, uid, { kind: 'academic', name: 'X' })).status).toBe(404);
    const bad = await setAffiliation(fred, 'guest', { kind: 'campus', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { location: string }) => e.location).sort()).toEqual([
      'body.kind',
      'body.name',
    ]);
  });

  it('a lender asking for a yearly registration refuses a first booking until it is made, and bills its fee once', async () => {
    const deviceId = await createDevice(send, lab, { ...FEES, requiresApproval: false });
    await setAffiliation(lab, 'guest', { kind: 'academic', name: 'Tohoku University' });
    const settings = { required: true, fee: 5000, terms: 'Acknowledge the centre in papers.' };
    expect((await send('put', lab, '/home/lender/registration', settings)).body.settings).toEqual(
      settings,
    );
    expect((await send('get', bobLab, '/home/lender/registration')).body.settings).toEqual(
      settings,
    );
    const bad = await send('put', lab, '/home/lender/registration', { required: true, fee: -1 });
    expect(bad.body.errors[0].location).toBe('body.fee');

    const refused = await book(guest, deviceId, 3);
    const session = fiscalYearOf(new Date(tokyoAt(3, '10:00')));
    expect(refused.body).toMatchObject({
      code: 'registration_required',
      link: `/manage/user/registrations/lab-1?fiscalYear=${session}`,
    });
    // On campus, nothing changes.
    expect((await book(carol, deviceId, 3)).status).toBe(201);

    const standing = await send('get', guest, '/home/lenders/lab-1/registration');
    expect(standing.body).toEqual({
      lenderId: 'lab-1',
      lenderName: 'Fabrication Lab',
      settings,
      rateClass: 'academic',
      affiliation: { kind: 'academic', name: 'Tohoku University' },
      fiscalYears: [FY(), FY() + 1],
      registrations: [],
    });
    const register = (user: TestUser, fiscalYear: number) =>
      send('post', user, '/home/lenders/lab-1/registration', { fiscalYear });
    expect((await register(guest, FY() + 2)).body.errors[0].location).toBe('body.fiscalYear');
    expect((await register(carol, FY())).body.code).toBe('registration_not_required');
    expect((await send('get', guest, '/home/lenders/nobody/registration')).status).toBe(404);
    const made = await register(guest, session);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.registration).toMatchObject({
      lenderId: 'lab-1',
      userId: 'guest',
      fiscalYear: session,
      fee: 5000,
      rateClass: 'academic',
      affiliation: 'Tohoku University',
    });
    expect((await register(guest, session)).body.code).toBe('already_registered');
    expect((await book(guest, deviceId, 4)).body.reservation).toMatchObject({
      rateClass: 'academic',
      feePerHour: 900,
    });
    expect((await send('get', lab, '/home/outside-users')).body.users[0].registeredYears).toEqual([
      session,
    ]);

    // The fee is one line of the month it was made in, on the user's bill and the lender's earnings.
    const month = tokyoMonth(new Date());
    const bills = await send('get', guest, `/home/bills?from=${month}&to=${month}`);
    const registration = bills.body.bills[0].lines.filter(
      (l: { kind: string }) => l.kind === 'registration',
    );
    expect(registration).toEqual([
      expect.objectContaining({
        reservationId: made.body.registration.id,
        rateClass: 'academic',
        fiscalYear: session,
        fee: 5000,
        amount: 5000,
        lenderId: 'lab-1',
        deviceName: '',
      }),
    ]);
    const earnings = await send('get', lab, `/home/earnings?from=${month}&to=${month}`);
    expect(
      earnings.body.earnings[0].lines.some((l: { kind: string }) => l.kind === 'registration'),
    ).toBe(true);
    // The lender records it paid like any line of the bill.
    const paid = await send('post', lab, `/home/bills/guest_${month}/payments`, {
      amount: 5000,
      projectCode: '202600000001',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  });
});
