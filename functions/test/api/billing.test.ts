import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createTestApp,
  createUserWithProfile,
  seedGroup,
  signIn,
  testDb,
} from './helpers';
import { V1, bearer } from './exhibit-docs-fixtures';
import { useApiFile } from './api-file';

/**
 * Bills, payments and earnings through HTTP: a month's bill is the charged reservations at their
 * frozen fees; the lender records payments for its lines with a project code; officers read bills and
 * record payments for a named lender; nobody else sees the bill.
 */
const app = createTestApp();
let student: TestUser;
let lab: TestUser;
let otherLab: TestUser;
let outsider: TestUser;
let officer: TestUser;
let junkOfficer: TestUser;

/**
 * The student's reservations, stored directly (the booking rules are tested elsewhere), an hour
 * each: id, lender, start, status and fee.
 */
const RESERVATIONS = [
  ['r1', 'lab-1', '2026-12-01T10:00:00+09:00', 'returned', 600],
  ['r2', 'lab-1', '2026-12-03T10:00:00+09:00', 'no_show', 300],
  ['r3', 'lab-1', '2026-12-04T10:00:00+09:00', 'cancelled', 900],
  ['r4', 'lab-2', '2026-12-05T10:00:00+09:00', 'approved', 1200],
  // 00:30 on January 1st in Tokyo: January's bill, although still December in UTC.
  ['r5', 'lab-1', '2027-01-01T00:30:00+09:00', 'returned', 150],
] as const;

async function storeReservations() {
  const batch = testDb().batch();
  for (const [id, lenderId, at, status, fee] of RESERVATIONS) {
    const start = new Date(at);
    batch.set(testDb().doc(`reservations/${id}`), {
      deviceId: `dev-${lenderId}`,
      deviceName: `Device of ${lenderId}`,
      lenderId,
      userId: 'student',
      createdBy: 'student',
      start: Timestamp.fromDate(start),
      end: Timestamp.fromDate(new Date(start.getTime() + 3600_000)),
      status,
      purpose: '',
      feePerHour: fee,
      fee,
      reason: '',
      history: [],
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  }
  await batch.commit();
}

useApiFile(async () => {
  [student, outsider, officer, junkOfficer] = await Promise.all([
    createUserWithProfile('student'),
    createUserWithProfile('outsider'),
    createUserWithProfile('officer', { roles: ['external_funds'] }),
    createUserWithProfile('junk', { roles: ['junk_inquiry'] }),
    createUserWithProfile('head'),
    createUserWithProfile('head2'),
  ]);
  await seedGroup('lab-1', 'Fab Lab', { head: true });
  await seedGroup('lab-2', 'Bio Lab', { head2: true });
  lab = await signIn('head', { group: 'lab-1' });
  otherLab = await signIn('head2', { group: 'lab-2' });
  await storeReservations();
});

const get = (user: TestUser | undefined, path: string) => {
  const req = request(app).get(`${V1}${path}`);
  return user === undefined ? req : req.set(bearer(user));
};
const pay = (user: TestUser, body: object, id = 'student_2026-12') =>
  request(app).post(`${V1}/home/bills/${id}/payments`).set(bearer(user)).send(body);

describe('bills', () => {
  it('the student sees one bill per Tokyo month with its charged lines; the total is their sum', async () => {
    const res = await get(student, '/home/bills?from=2026-12&to=2027-01');
    expect(res.status).toBe(200);
    const [december, january] = res.body.bills as {
      month: string;
      total: number;
      due: number;
      lines: { reservationId: string; fee: number }[];
    }[];
    expect(december?.lines.map((l) => l.reservationId)).toEqual(['r1', 'r2', 'r4']);
    expect(december).toMatchObject({ month: '2026-12', total: 2100, due: 2100 });
    expect(january).toMatchObject({ month: '2027-01', total: 150 });
    expect(january?.lines.map((l) => l.reservationId)).toEqual(['r5']);
    // Lines name both parties by their accounts' current names.
    expect(december?.lines[0]).toMatchObject({
      userId: 'student',
      userName: 'student',
      lenderId: 'lab-1',
      lenderName: 'Fab Lab',
    });

    const csv = await get(student, '/home/bills.csv?from=2026-12&to=2027-01');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.trim().split('\r\n')).toHaveLength(5);
    expect(csv.text).toContain('2026/12/01 10:00:00');
  });

  it('a range of more than a year is 400 at query.to; bad months 400; anonymous 401', async () => {
    expect(
      (await get(student, '/home/bills?from=2026-01&to=2027-01')).body.errors[0].location,
    ).toBe('query.to');
    expect(
      (await get(student, '/home/bills?from=2026-13&to=2027-01')).body.errors[0].location,
    ).toBe('query.from');
    expect((await get(undefined, '/home/bills?from=2026-12&to=2026-12')).status).toBe(401);
    expect((await get(undefined, '/home/earnings?from=2026-12&to=2026-12')).status).toBe(401);
  });

  it('the billed identity and the external-funds officer read the whole bill; others 403', async () => {
    for (const user of [student, officer]) {
      const res = await get(user, '/home/bills/student_2026-12');
      expect(res.status).toBe(200);
      expect(res.body.bill).toMatchObject({ total: 2100, paid: 0, due: 2100 });
      expect(res.body.bill.lines.map((l: { reservationId: string }) => l.reservationId)).toEqual([
        'r1',
        'r2',
        'r4',
      ]);
    }
    for (const user of [outsider, junkOfficer]) {
      const res = await get(user, '/home/bills/student_2026-12');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('not_bill_party');
    }
  });

  it("when a lender reads a user's bill, then only its own lines, its share and its payments", async () => {
    expect((await pay(otherLab, { amount: 200, projectCode: '202600012345' })).status).toBe(201);
    expect((await pay(lab, { amount: 100, projectCode: '202600012345' })).status).toBe(201);

    const fab = await get(lab, '/home/bills/student_2026-12');
    expect(fab.status).toBe(200);
    expect(fab.body.bill).toMatchObject({
      id: 'student_2026-12',
      userId: 'student',
      total: 900,
      paid: 100,
      due: 800,
    });
    expect(fab.body.bill.lines.map((l: { reservationId: string }) => l.reservationId)).toEqual([
      'r1',
      'r2',
    ]);
    const bio = await get(otherLab, '/home/bills/student_2026-12');
    expect(bio.body.bill).toMatchObject({ total: 1200, paid: 200, due: 1000 });
    expect(bio.body.bill.lines).toEqual([
      expect.objectContaining({ reservationId: 'r4', lenderId: 'lab-2' }),
    ]);
    // The billed identity still sees everything.
    const own = await get(student, '/home/bills/student_2026-12');
    expect(own.body.bill).toMatchObject({ total: 2100, paid: 300, due: 1800 });
  });
});

describe('payments and earnings', () => {
  it('the lab records a payment with a project code; at most what its lines owe; earnings follow', async () => {
    const bad = await pay(lab, { amount: 100, projectCode: '12345' });
    expect(bad.body.errors[0].location).toBe('body.projectCode');
    const ok = await pay(lab, { amount: 500, projectCode: '202600012345', note: 'Transfer' });
    expect(ok.status).toBe(201);
    expect(ok.body.payment).toMatchObject({
      lenderId: 'lab-1',
      amount: 500,
      billId: 'student_2026-12',
    });
    // lab-1's lines are 600 + 300 = 900; 400 is left.
    const over = await pay(lab, { amount: 401, projectCode: '202600012345' });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('overpayment');

    const bill = (await get(student, '/home/bills/student_2026-12')).body.bill;
    expect(bill).toMatchObject({ total: 2100, paid: 500, due: 1600 });
    const earnings = await get(lab, '/home/earnings?from=2026-12&to=2026-12');
    expect(earnings.body.earnings[0]).toMatchObject({
      total: 900,
      received: 500,
      outstanding: 400,
    });
    // The lender sees whom it billed by name.
    expect(earnings.body.earnings[0].lines[0]).toMatchObject({ userName: 'student' });
    expect(
      (await get(otherLab, '/home/earnings?from=2026-12&to=2026-12')).body.earnings[0],
    ).toMatchObject({
      total: 1200,
      received: 0,
    });
  });

  it('the junk-inquiry officer records no payment for another lender; nothing is stored', async () => {
    const res = await pay(junkOfficer, {
      amount: 100,
      projectCode: '202600012345',
      lenderId: 'lab-1',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_bill_lender');
    expect((await testDb().collection('payments').get()).size).toBe(0);
  });

  it('only a lender for itself, or an officer naming the lender, records payments', async () => {
    expect(
      (await pay(outsider, { amount: 100, projectCode: '202600012345', lenderId: 'lab-1' })).body
        .code,
    ).toBe('not_bill_lender');
    // A lender with no lines on the bill owes nothing to record.
    expect((await pay(outsider, { amount: 100, projectCode: '202600012345' })).body.code).toBe(
      'overpayment',
    );
    const unnamed = await pay(officer, { amount: 100, projectCode: '202600012345' });
    expect(unnamed.body.errors[0].location).toBe('body.lenderId');
    const named = await pay(officer, {
      amount: 1200,
      projectCode: '202600012345',
      lenderId: 'lab-2',
    });
    expect(named.status).toBe(201);
    expect((await get(student, '/home/bills/student_2026-12')).body.bill.paid).toBe(1200);
  });

  it('concurrent payments never pay a lender more than its lines', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => pay(lab, { amount: 300, projectCode: '202600012345' })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(
      (await get(lab, '/home/earnings?from=2026-12&to=2026-12')).body.earnings[0].received,
    ).toBe(900);
  });
});
