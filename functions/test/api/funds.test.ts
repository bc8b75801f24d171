import { beforeEach, describe, expect, it } from 'vitest';
import { fiscalYearOf } from '../../src/model/fiscal-year';
import {
  type TestUser,
  createProfile,
  createTestApp,
  createUser,
  createUserWithProfile,
  seedGroup,
  testDb,
  untilNotBusy,
} from './helpers';
import { MINUTE, createDevice, freshLab, sender, tokyoAt } from './facility-fixtures';
import { useApiFile } from './api-file';

/**
 * Funds over HTTP against the emulators (issue 19, part 4): the chemistry lab `chem` registers its
 * funding sources per fiscal year (`prof` and `deputy` are its admins, `student` a member); the
 * fabrication lab `lab-1` lends devices at 600 yen an hour. Charges above a fund's threshold wait
 * for its holder before the lender sees them; a monthly cap holds under concurrent bookings;
 * consumables are billed with the use, and a fund's statement sums to the bills.
 */
let clock = new Date();
const app = createTestApp({ now: () => clock });
const send = sender(app);
let lab: TestUser;
let prof: TestUser;
let deputy: TestUser;
let student: TestUser;
let outsider: TestUser;

/** A booking's start two days ahead, and its fiscal year. */
const START = () => tokyoAt(2, '10:00');
const FY = () => fiscalYearOf(new Date(START()));

useApiFile(async () => {
  let users: readonly TestUser[];
  ({ lab, users } = await freshLab('prof', 'deputy', 'student', 'outsider'));
  [prof, deputy, student, outsider] = users as [TestUser, TestUser, TestUser, TestUser];
  await seedGroup('chem', 'Chemistry Lab', { prof: true, deputy: true, student: false });
});

beforeEach(() => {
  clock = new Date();
});

const fundInput = (overrides: object = {}) => ({
  fiscalYear: FY(),
  name: 'Kakenhi 24K00001',
  projectCode: '202400000001',
  holderUid: 'prof',
  monthlyCap: null,
  approvalThreshold: 2000,
  ...overrides,
});

async function registerFund(overrides: object = {}) {
  const made = await send('post', prof, '/home/groups/chem/funds', fundInput(overrides));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.fund as { id: string };
}

const lendDevice = (name = '3D printer') => createDevice(send, lab, { name });

/** Books `hours` (600 yen each) from 10:00 two days ahead, charged to `fundId`. */
const book = (user: TestUser, deviceId: string, fundId: string | undefined, hours = 2, day = 2) =>
  send('post', user, `/home/devices/${deviceId}/reservations`, {
    start: tokyoAt(day, '10:00'),
    end: tokyoAt(day, `${String(10 + hours).padStart(2, '0')}:00`),
    ...(fundId === undefined ? {} : { fundId }),
  });

describe('registering funds', () => {
  it('group admins register, members and officers read, others are refused', async () => {
    const fund = await registerFund();
    expect(fund).toMatchObject({
      groupId: 'chem',
      fiscalYear: FY(),
      projectCode: '202400000001',
      holderUid: 'prof',
      holderName: 'prof',
      approvalThreshold: 2000,
      monthlyCap: null,
      active: true,
    });
    expect((await send('post', student, '/home/groups/chem/funds', fundInput())).body.code).toBe(
      'not_group_admin',
    );
    expect((await send('post', outsider, '/home/groups/chem/funds', fundInput())).body.code).toBe(
      'NotGroupMember',
    );
    expect((await send('post', undefined, '/home/groups/chem/funds', fundInput())).status).toBe(
      401,
    );
    const notAdmin = await send(
      'post',
      prof,
      '/home/groups/chem/funds',
      fundInput({ holderUid: 'student' }),
    );
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.errors).toEqual([expect.objectContaining({ location: 'body.holderUid' })]);
    const forSomeoneElse = await send(
      'post',
      deputy,
      '/home/groups/chem/funds',
      fundInput({ holderUid: 'prof' }),
    );
    expect(forSomeoneElse.body.code).toBe('not_budget_holder');
    const noThreshold = await send(
      'post',
      deputy,
      '/home/groups/chem/funds',
      fundInput({ name: 'Operating', holderUid: 'prof', approvalThreshold: null }),
    );
    expect(noThreshold.status).toBe(201);
    const badCode = await send(
      'post',
      prof,
      '/home/groups/chem/funds',
      fundInput({ projectCode: '12345' }),
    );
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors).toEqual([
      expect.objectContaining({ location: 'body.projectCode' }),
    ]);

    const listed = await send('get', student, '/home/groups/chem/funds');
    expect(listed.body.funds.map((f: { name: string }) => f.name)).toEqual([
      'Kakenhi 24K00001',
      'Operating',
    ]);
    expect((await send('get', outsider, '/home/groups/chem/funds')).status).toBe(403);
    const officer = await createUser('officer', { roles: ['external_funds'] });
    const asOfficer = await send('get', officer, '/home/groups/chem/funds');
    expect(asOfficer.body.funds, JSON.stringify(asOfficer.body)).toHaveLength(2);
    const otherYear = await send('get', student, `/home/groups/chem/funds?fiscalYear=${FY() + 1}`);
    expect(otherYear.body.funds).toEqual([]);

    const mine = await send('get', student, '/home/me/funds');
    expect(mine.body.funds).toEqual([
      expect.objectContaining({ id: fund.id, groupName: 'Chemistry Lab' }),
      expect.objectContaining({ name: 'Operating' }),
    ]);
    expect((await send('get', outsider, '/home/me/funds')).body.funds).toEqual([]);
  });

  it('admins change a fund; only its holder sets the threshold', async () => {
    const fund = await registerFund();
    const path = `/home/groups/chem/funds/${fund.id}`;
    const patchAs = (user: TestUser, body: object) => send('patch', user, path, body);
    expect((await patchAs(deputy, { approvalThreshold: 0 })).body.code).toBe('not_budget_holder');
    expect((await patchAs(student, { name: 'Mine' })).body.code).toBe('not_group_admin');
    const renamed = await patchAs(deputy, { name: 'Kakenhi (renamed)' });
    expect(renamed.body.fund?.name, JSON.stringify(renamed.body)).toBe('Kakenhi (renamed)');
    expect((await patchAs(prof, { approvalThreshold: 5000 })).body.fund.approvalThreshold).toBe(
      5000,
    );
    expect((await patchAs(prof, { holderUid: 'student' })).status).toBe(400);
    expect((await patchAs(prof, {})).status).toBe(400);
    // The threshold is the holder's: another admin cannot make themself the holder to change it.
    const takeOver = await patchAs(deputy, { holderUid: 'deputy' });
    expect(takeOver.status).toBe(403);
    expect(takeOver.body.code).toBe('not_budget_holder');
    expect((await patchAs(deputy, { holderUid: 'prof', name: 'Same holder' })).status).toBe(200);
    // The holder hands it over; an external-funds officer reassigns it (the holder left, say).
    expect((await patchAs(prof, { holderUid: 'deputy' })).body.fund.holderUid).toBe('deputy');
    const officer = await createUserWithProfile('officer', { roles: ['external_funds'] });
    const reassigned = await patchAs(officer, { holderUid: 'prof' });
    expect(reassigned.body.fund?.holderUid, JSON.stringify(reassigned.body)).toBe('prof');
    expect((await patchAs(officer, { name: 'Officer' })).body.code).toBe('NotGroupMember');
    expect((await patchAs(officer, { holderUid: 'student' })).status).toBe(400);
    expect((await patchAs(prof, { active: false })).body.fund.active).toBe(false);
    expect((await send('get', student, '/home/me/funds')).body.funds).toEqual([]);
  });
});

describe('charging a fund', () => {
  it('a charge within the threshold goes to the lender; outsiders, unknown and closed funds are refused', async () => {
    const fund = await registerFund();
    const device = await lendDevice();
    const booked = await book(student, device, fund.id, 2);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.reservation).toMatchObject({
      status: 'requested',
      fee: 1200,
      amount: 1200,
      fund: { id: fund.id, groupId: 'chem', name: 'Kakenhi 24K00001', projectCode: '202400000001' },
      consumables: [],
    });
    expect((await book(outsider, device, fund.id, 1, 3)).body.code).toBe('not_fund_member');
    expect((await book(student, device, 'no-such-fund', 1, 3)).status).toBe(404);
    const deviceless = await book(student, 'no-such-device', fund.id, 1, 3);
    expect(deviceless.status).toBe(404);

    const lastYear = await registerFund({ fiscalYear: FY() - 1, name: 'Last year' });
    expect((await book(student, device, lastYear.id, 1, 3)).body.code).toBe('fund_not_current');
    await testDb().doc(`funds/${fund.id}`).update({ active: false });
    expect((await book(student, device, fund.id, 1, 3)).body.code).toBe('fund_not_current');
  });

  it('above the threshold the budget holder decides first; the lender sees it only after', async () => {
    const fund = await registerFund();
    const device = await lendDevice();
    const booked = await book(student, device, fund.id, 4);
    expect(booked.body.reservation).toMatchObject({ status: 'awaiting_budget', fee: 2400 });
    const id = booked.body.reservation.id as string;
    const path = `/home/reservations/${id}`;

    // Hidden from the lender: not listed, not readable, no to-do; listed for the holder only.
    const lenderList = await send('get', lab, '/home/reservations?role=lender');
    expect(lenderList.body).toMatchObject({ reservations: [], total: 0 });
    const lenderAwaiting = await send(
      'get',
      lab,
      '/home/reservations?role=lender&status=awaiting_budget',
    );
    expect(lenderAwaiting.body.total).toBe(0);
    expect((await send('get', lab, path)).status).toBe(404);
    expect((await send('get', lab, '/home/todos?role=owner')).body.todos).toEqual([]);
    expect((await send('post', lab, `${path}/approve`)).status).toBe(404);
    const todos = await send('get', prof, '/home/todos?role=owner');
    expect(todos.body.todos).toEqual([
      expect.objectContaining({ kind: 'approve_budget', reservationId: id, accountId: 'prof' }),
    ]);
    const reviews = await send('get', prof, '/home/budget-reviews');
    expect(reviews.body.reservations).toEqual([
      expect.objectContaining({ id, side: 'holder', status: 'awaiting_budget', amount: 2400 }),
    ]);
    expect((await send('get', deputy, '/home/budget-reviews')).body.reservations).toEqual([]);
    expect((await send('get', prof, path)).body.reservation.side).toBe('holder');

    // Only the holder decides, a rejection says why.
    expect((await send('post', student, `${path}/budget-approve`)).body.code).toBe(
      'not_budget_holder',
    );
    expect((await send('post', deputy, `${path}/budget-approve`)).body.code).toBe(
      'not_budget_holder',
    );
    expect((await send('post', undefined, `${path}/budget-approve`)).status).toBe(401);
    const noReason = await send('post', prof, `${path}/budget-reject`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([expect.objectContaining({ location: 'body.reason' })]);

    const approved = await send('post', prof, `${path}/budget-approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.reservation).toMatchObject({ status: 'requested', side: 'holder' });
    expect((await send('post', prof, `${path}/budget-approve`)).body.code).toBe(
      'invalid_reservation_transition',
    );
    expect((await send('get', prof, '/home/todos?role=owner')).body.todos).toEqual([]);
    expect((await send('get', lab, '/home/todos?role=owner')).body.todos).toEqual([
      expect.objectContaining({ kind: 'approve_reservation', reservationId: id }),
    ]);
    const notices = await send('get', student, '/home/notices?role=customer');
    expect(notices.body.notices).toEqual([
      expect.objectContaining({ kind: 'budget_approved', reservationId: id }),
    ]);
    expect((await send('post', lab, `${path}/approve`)).body.reservation.status).toBe('approved');
  });

  it('a waiting charge of a fund closed meanwhile cannot be approved, only rejected', async () => {
    const fund = await registerFund();
    const device = await lendDevice();
    const id = (await book(student, device, fund.id, 4)).body.reservation.id as string;
    const path = `/home/reservations/${id}`;
    await send('patch', deputy, `/home/groups/chem/funds/${fund.id}`, { active: false });
    const approved = await send('post', prof, `${path}/budget-approve`);
    expect(approved.status).toBe(409);
    expect(approved.body.code).toBe('fund_not_current');
    expect((await testDb().doc(`reservations/${id}`).get()).get('status')).toBe('awaiting_budget');
    const rejected = await send('post', prof, `${path}/budget-reject`, { reason: 'Fund closed' });
    expect(rejected.body.reservation?.status).toBe('rejected');
  });

  it('no approval confirms a waiting charge inside an outage, a shutdown or another booking', async () => {
    const fund = await registerFund();
    const device = await lendDevice();
    // An outage cancels a charge waiting for its holder, like any booking holding the time.
    const inOutage = (await book(student, device, fund.id, 4)).body.reservation.id as string;
    const outage = await send('post', lab, `/home/devices/${device}/outages`, {
      start: tokyoAt(2, '00:00'),
      end: tokyoAt(2, '23:00'),
      reason: 'Calibration',
    });
    expect(outage.body.outage?.cancelledReservations, JSON.stringify(outage.body)).toBe(1);
    expect((await testDb().doc(`reservations/${inOutage}`).get()).get('status')).toBe('cancelled');
    expect((await testDb().doc(`todos/${inOutage}_approve_budget`).get()).exists).toBe(false);
    expect(
      (await send('post', prof, `/home/reservations/${inOutage}/budget-approve`)).body.code,
    ).toBe('invalid_reservation_transition');

    const waiting = (await book(student, device, fund.id, 4, 3)).body.reservation.id as string;
    const path = `/home/reservations/${waiting}/budget-approve`;
    // Another booking of the same time (written past the API): the approval is refused.
    const twin = testDb().collection('reservations').doc();
    const data = (await testDb().doc(`reservations/${waiting}`).get()).data()!;
    await twin.set({ ...data, status: 'approved', fund: null, userId: 'deputy' });
    expect((await send('post', prof, path)).body.code).toBe('reservation_conflict');
    await twin.delete();
    // A device shut down over a problem: refused until the problem is resolved.
    const problem = await send('post', student, `/home/devices/${device}/problems`, {
      description: 'Overheats',
    });
    const problemPath = `/home/devices/${device}/problems/${problem.body.problem.id}`;
    await send('post', lab, `${problemPath}/shutdown`);
    const shut = await send('post', prof, path);
    expect(shut.status).toBe(409);
    expect(shut.body.code).toBe('device_shut_down');
    await send('post', lab, `${problemPath}/resolve`, {});
    expect((await send('post', prof, path)).body.reservation?.status).toBe('requested');
  });

  it('a rejected or cancelled charge frees its time and tells nobody who never saw it', async () => {
    const fund = await registerFund();
    const device = await lendDevice();
    const first = (await book(student, device, fund.id, 4)).body.reservation.id as string;
    expect((await book(deputy, device, undefined, 4)).body.code).toBe('reservation_conflict');
    const rejected = await send('post', prof, `/home/reservations/${first}/budget-reject`, {
      reason: 'Use the operating budget',
    });
    expect(rejected.body.reservation).toMatchObject({
      status: 'rejected',
      reason: 'Use the operating budget',
    });
    const notices = await send('get', student, '/home/notices?role=customer');
    expect(notices.body.notices).toEqual([
      expect.objectContaining({ kind: 'budget_rejected', reservationId: first }),
    ]);

    const second = (await book(student, device, fund.id, 4)).body.reservation.id as string;
    const cancelled = await send('post', student, `/home/reservations/${second}/cancel`);
    expect(cancelled.body.reservation.status).toBe('cancelled');
    expect((await send('get', lab, '/home/notices?role=owner')).body.notices).toEqual([]);
    expect((await send('get', prof, '/home/budget-reviews')).body.reservations).toEqual([]);
  });

  it("the holder's own charges need no decision of theirs", async () => {
    const fund = await registerFund();
    const device = await lendDevice();
    const booked = await book(prof, device, fund.id, 4);
    expect(booked.body.reservation.status).toBe('requested');
  });

  it('a monthly cap holds, counting what waits and what was billed but not what was cancelled', async () => {
    // Three days ahead in one Tokyo month (the first such run of days from the day after tomorrow).
    const month = (d: number) => tokyoAt(d, '10:00').slice(0, 7);
    let day = 2;
    while (month(day) !== month(day + 2)) day += 1;
    const fund = await registerFund({
      fiscalYear: fiscalYearOf(new Date(tokyoAt(day, '10:00'))),
      monthlyCap: 3000,
      approvalThreshold: null,
    });
    const device = await lendDevice();
    const first = await book(student, device, fund.id, 2, day);
    expect(first.status).toBe(201);
    expect((await book(student, device, fund.id, 2, day + 1)).status).toBe(201);
    // The third 1,200 yen of the month goes over 3,000; once the first is cancelled, it fits.
    const over = await book(student, device, fund.id, 2, day + 2);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('fund_cap_exceeded');
    await send('post', student, `/home/reservations/${first.body.reservation.id}/cancel`);
    expect((await book(student, device, fund.id, 2, day + 2)).status).toBe(201);
  });

  it('concurrent charges on different devices never take a fund over its cap', async () => {
    const fund = await registerFund({ monthlyCap: 2400, approvalThreshold: null });
    const devices = await Promise.all([1, 2, 3, 4, 5].map((n) => lendDevice(`Printer ${n}`)));
    const results = await Promise.all(devices.map((d) => book(student, d, fund.id, 2)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 201))
      expect(['fund_cap_exceeded', 'busy']).toContain(r.body.code);
    const charged = await testDb().collection('reservations').where('fund.id', '==', fund.id).get();
    expect(charged.docs.reduce((sum, d) => sum + (d.get('fee') as number), 0)).toBe(2400);
  });
});

describe('consumables and statements', () => {
  /** Books `hours` from 10:00 `day` days ahead to `fundId`, approves it and checks it out. */
  async function inUse(user: TestUser, deviceId: string, fundId: string, hours = 2, day = 2) {
    const booked = await book(user, deviceId, fundId, hours, day);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const path = `/home/reservations/${booked.body.reservation.id}`;
    await send('post', lab, `${path}/approve`);
    clock = new Date(new Date(tokyoAt(day, '10:00')).getTime() - 5 * MINUTE);
    expect((await send('post', lab, `${path}/checkout`)).body.reservation?.status).toBe(
      'checked_out',
    );
    return path;
  }
  const line = (unitPrice: number, quantity = 1) => ({ item: 'Resin', quantity, unitPrice });

  it('consumables charged to a fund stay within its monthly cap, under concurrency too', async () => {
    // Two uses of 1,200 yen leave 300 of the cap: one 300 yen line fits, the second does not.
    const fund = await registerFund({ monthlyCap: 2700, approvalThreshold: null });
    const [a, b] = await Promise.all([lendDevice('Printer A'), lendDevice('Printer B')]);
    const first = await inUse(student, a!, fund.id);
    const second = await inUse(deputy, b!, fund.id);
    // A 503 `busy` (the emulator's lock contention under parallel files) is sent again, as the web
    // client does: the race is decided by what is stored.
    const both = await Promise.all([
      untilNotBusy(() => send('post', lab, `${first}/consumables`, line(100, 3))),
      untilNotBusy(() => send('post', lab, `${second}/consumables`, line(300))),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.code).toBe('fund_cap_exceeded');
    const over = await send('post', lab, `${first}/consumables`, line(1));
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('fund_cap_exceeded');
    const charged = await testDb().collection('reservations').where('fund.id', '==', fund.id).get();
    const lines = charged.docs.flatMap((d) => d.get('consumables') as { unitPrice: number }[]);
    expect(lines).toHaveLength(1);
  });

  it("consumables above a fund's approval threshold are refused unless the holder booked", async () => {
    const fund = await registerFund({ approvalThreshold: 1500 });
    const device = await lendDevice();
    const students = await inUse(student, device, fund.id);
    // 1,200 yen of use and 300 of resin reach the threshold; one yen more goes over it.
    expect((await send('post', lab, `${students}/consumables`, line(300))).status).toBe(201);
    const over = await send('post', lab, `${students}/consumables`, line(1));
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('fund_threshold_exceeded');
    const profs = await inUse(prof, device, fund.id, 2, 3);
    expect((await send('post', lab, `${profs}/consumables`, line(5000))).status).toBe(201);
  });

  it('the lender adds consumables after use; bills, earnings and the fund statement agree', async () => {
    const fund = await registerFund({ approvalThreshold: null });
    const device = await lendDevice();
    const booked = await book(student, device, fund.id, 2);
    const id = booked.body.reservation.id as string;
    const path = `/home/reservations/${id}`;
    const start = new Date(START());
    const resin = { item: 'Resin (100 g)', quantity: 3, unitPrice: 250 };

    await send('post', lab, `${path}/approve`);
    expect((await send('post', lab, `${path}/consumables`, resin)).body.code).toBe(
      'reservation_not_used',
    );
    clock = new Date(start.getTime() - 5 * MINUTE);
    expect((await send('post', lab, `${path}/checkout`)).body.reservation.status).toBe(
      'checked_out',
    );
    expect((await send('post', student, `${path}/consumables`, resin)).body.code).toBe(
      'not_device_lender',
    );
    expect((await send('post', outsider, `${path}/consumables`, resin)).status).toBe(403);
    expect((await send('post', undefined, `${path}/consumables`, resin)).status).toBe(401);
    const bad = await send('post', lab, `${path}/consumables`, { ...resin, quantity: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ location: 'body.quantity' })]);

    const added = await send('post', lab, `${path}/consumables`, resin);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const wrong = await send('post', lab, `${path}/consumables`, {
      item: 'Gloves',
      quantity: 1,
      unitPrice: 100,
    });
    expect(wrong.body.reservation.consumables).toHaveLength(2);
    const wrongId = wrong.body.reservation.consumables[1].id as string;
    const removed = await send('delete', lab, `${path}/consumables/${wrongId}`);
    expect(removed.body.reservation).toMatchObject({
      fee: 1200,
      amount: 1950,
      consumables: [expect.objectContaining({ ...resin, amount: 750 })],
    });
    expect((await send('delete', lab, `${path}/consumables/${wrongId}`)).status).toBe(404);
    clock = new Date(start.getTime() + 2 * 60 * MINUTE);
    await send('post', lab, `${path}/return`);

    const month = START().slice(0, 7);
    const bills = await send('get', student, `/home/bills?from=${month}&to=${month}`);
    const [bill] = bills.body.bills;
    expect(bill.lines).toEqual([
      expect.objectContaining({ reservationId: id, fee: 1200, consumables: 750, amount: 1950 }),
    ]);
    expect(bill.byFund).toEqual([
      {
        fund: {
          id: fund.id,
          groupId: 'chem',
          name: 'Kakenhi 24K00001',
          projectCode: '202400000001',
        },
        total: 1950,
      },
    ]);
    expect(bill.total).toBe(1950);
    const earnings = await send('get', lab, `/home/earnings?from=${month}&to=${month}`);
    expect(earnings.body.earnings[0]).toMatchObject({ total: 1950 });

    const statementPath = `/home/groups/chem/funds/${fund.id}/charges`;
    const statement = await send('get', prof, statementPath);
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    expect(statement.body.total).toBe(1950);
    expect(statement.body.months).toHaveLength(12);
    expect(statement.body.months.find((m: { month: string }) => m.month === month)).toEqual({
      month,
      charged: 1950,
      held: 0,
    });
    // The CSV names the user and the lender as the statement does (a renamed user by the new name).
    await createProfile('student', { name: 'Hanako Yamada' });
    const csv = await send('get', deputy, `${statementPath}.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`fund-202400000001-FY${FY()}.csv`);
    const rows = csv.text.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'month,reservation,device,user,lender,start,end,status,fee_yen,consumables_yen,assistance_yen,total_yen,fund,project_code,kind,rate_class,fiscal_year,user_id,lender_id',
    );
    expect(rows[1]!.split(',').slice(3, 5)).toEqual(['Hanako Yamada', 'Fabrication Lab']);
    expect(rows[1]!.split(',').slice(-2)).toEqual(['student', 'lab-1']);
    const totals = rows.slice(1).map((row) => Number(row.split(',')[11]));
    expect(totals.reduce((a, b) => a + b, 0)).toBe(bill.total);

    expect((await send('get', student, statementPath)).body.code).toBe('not_group_admin');
    expect((await send('get', outsider, `${statementPath}.csv`)).status).toBe(403);
    const officer = await createUser('officer', { roles: ['external_funds'] });
    expect((await send('get', officer, statementPath)).body.total).toBe(1950);
    expect((await send('get', prof, `/home/groups/lab-1/funds/${fund.id}/charges`)).status).toBe(
      403,
    );
  });
});
