import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DAY, MINUTE, createDevice, noticesOf, tokyoAt, useLabFile } from './facility-fixtures';
import { type TestUser, createTestApp, testDb } from './helpers';
import {
  noticeOverdueReports,
  remindUsageReports,
} from '../../src/features/reservations/usage-report-jobs';
import { fiscalYearOf } from '../../src/model/fiscal-year';

/**
 * Usage reports over HTTP against the emulators (issue 33, part 3): a device asks for them; each
 * booking freezes when its report is due; once the session has ended its user files one (the job
 * gives them the to-do); a report far from the check-in record waits for the lender's
 * confirmation before the fee follows it; an overdue report blocks new bookings of the device by
 * the same user until filed; the lender lists the fiscal year's sessions and downloads them as CSV.
 */
const app = createTestApp();
const {
  send,
  lab,
  users: [student, other],
} = useLabFile(app, ['student', 'other']);

const REPORTED = {
  usageReports: { required: true, withinDays: 14, acknowledgement: 'JSPS KAKENHI JP26K00001' },
  requiresApproval: false,
};

const book = (user: TestUser, deviceId: string, day: number) =>
  send('post', user, `/home/devices/${deviceId}/reservations`, {
    start: tokyoAt(day, '10:00'),
    end: tokyoAt(day, '11:00'),
  });

let sessions = 0;

/** A booked session moved `daysAgo` into the past (ended then), as if the days had gone by. */
async function endedSession(
  deviceId: string,
  user: TestUser = student,
  { daysAgo = 1, checkedIn = false }: { daysAgo?: number; checkedIn?: boolean } = {},
): Promise<string> {
  // Each on a day of its own, so sessions of one device never overlap.
  const day = (sessions += 1);
  const booked = await book(user, deviceId, day);
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = booked.body.reservation.id as string;
  const ref = testDb().collection('reservations').doc(id);
  const doc = (await ref.get()).data()!;
  const shift = (t: Timestamp) => Timestamp.fromMillis(t.toMillis() - (day + daysAgo) * DAY);
  await ref.update({
    start: shift(doc.start),
    end: shift(doc.end),
    'report.dueAt': shift(doc.report.dueAt),
    ...(checkedIn && {
      status: 'returned',
      actualStart: shift(doc.start),
      actualEnd: shift(doc.end),
    }),
  });
  return id;
}

const reportOf = (user: TestUser | undefined, id: string) =>
  send('get', user, `/home/reservations/${id}/report`);
const file = (user: TestUser, id: string, body: object) =>
  send('put', user, `/home/reservations/${id}/report`, body);
const confirm = (user: TestUser, id: string) =>
  send('post', user, `/home/reservations/${id}/report/confirm`, {});
const todosOf = async (uid: string) =>
  (await testDb().collection('todos').where('accountId', '==', uid).get()).docs.map(
    (d) => d.data().kind as string,
  );

/** A report of the time `prefill` gave, moved by `minutes` at its end. */
async function reportBody(id: string, minutes = 0) {
  const { prefill } = (await reportOf(student, id)).body as {
    prefill: { start: string; end: string };
  };
  return {
    start: prefill.start,
    end: new Date(Date.parse(prefill.end) + minutes * MINUTE).toISOString(),
    samples: 4,
    work: 'SEM images of four thin-film samples',
    results: 'Poster at the spring meeting',
  };
}

describe('usage reports', () => {
  it('a booking on a device asking for reports freezes when its report is due; others have none', async () => {
    const deviceId = await createDevice(send, lab, REPORTED);
    expect((await send('get', lab, `/home/devices/${deviceId}`)).body.device.usageReports).toEqual(
      REPORTED.usageReports,
    );
    const booked = await book(student, deviceId, 3);
    const end = Date.parse(booked.body.reservation.end as string);
    expect(booked.body.reservation.report).toEqual({
      state: 'not_yet',
      dueAt: new Date(end + 14 * DAY).toISOString(),
      filedAt: null,
      awaitingConfirmation: false,
    });
    const plain = await createDevice(send, lab, { requiresApproval: false });
    expect((await book(student, plain, 3)).body.reservation.report).toBeNull();
  });

  it('refuses who may not, before the end, and bad input, with their codes and locations', async () => {
    const deviceId = await createDevice(send, lab, REPORTED);
    const future = (await book(student, deviceId, 25)).body.reservation.id as string;
    const body = await reportBody(future);
    expect((await file(student, future, body)).body.code).toBe('session_not_ended');

    const id = await endedSession(deviceId);
    expect((await reportOf(undefined, id)).status).toBe(401);
    expect((await reportOf(other, id)).status).toBe(403);
    expect((await reportOf(student, 'nothing')).status).toBe(404);
    const byLender = await file(lab, id, body);
    expect([byLender.status, byLender.body.code]).toEqual([403, 'forbidden']);
    const bad = await file(student, id, { ...body, samples: -1, work: '', end: body.start });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { location: string }) => e.location).sort()).toEqual([
      'body.end',
      'body.samples',
      'body.work',
    ]);
    const ended = await reportBody(id);
    const far = await file(student, id, {
      ...ended,
      start: new Date(Date.parse(ended.start) - 2 * DAY).toISOString(),
      end: new Date(Date.parse(ended.end) - 2 * DAY).toISOString(),
    });
    expect(far.body.errors).toEqual([expect.objectContaining({ location: 'body.start' })]);
  });

  it('after the session the job gives the user a to-do; filing it answers the report and closes the to-do', async () => {
    const deviceId = await createDevice(send, lab, REPORTED);
    const id = await endedSession(deviceId, student, { checkedIn: true });
    expect(await remindUsageReports(testDb(), new Date())).toBe(1);
    expect(await todosOf('student')).toEqual(['report_usage']);

    const view = await reportOf(student, id);
    expect(view.body).toMatchObject({
      report: null,
      acknowledgement: 'JSPS KAKENHI JP26K00001',
      reservation: { id, side: 'user', report: { state: 'due', filedAt: null } },
    });
    // Prefilled from the check-in record.
    expect(view.body.prefill).toEqual({
      start: view.body.reservation.actualStart,
      end: view.body.reservation.actualEnd,
    });
    const filed = await file(student, id, await reportBody(id));
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.report).toMatchObject({
      samples: 4,
      userName: 'student',
      needsConfirmation: false,
      confirmedAt: null,
    });
    expect(filed.body.reservation.report).toMatchObject({
      state: 'filed',
      awaitingConfirmation: false,
    });
    expect(await todosOf('student')).toEqual([]);
    // The lender reads it; an amendment keeps the first filing time.
    const seen = await reportOf(lab, id);
    expect(seen.body).toMatchObject({ reservation: { side: 'lender' }, report: { samples: 4 } });
    const amended = await file(student, id, { ...(await reportBody(id)), samples: 5 });
    expect(amended.body.report).toMatchObject({
      samples: 5,
      filedAt: filed.body.report.filedAt,
    });
  });

  it('charging by use, a report 30 minutes off the record waits for the lender; confirmed, the fee follows it', async () => {
    const deviceId = await createDevice(send, lab, { ...REPORTED, chargeBy: 'use' });
    const id = await endedSession(deviceId, student, { checkedIn: true });
    const filed = await file(student, id, await reportBody(id, 30));
    expect(filed.body.report.needsConfirmation).toBe(true);
    expect(filed.body.reservation).toMatchObject({
      fee: 600,
      report: { awaitingConfirmation: true },
    });
    expect(await todosOf('lab-1')).toContain('confirm_report');
    const byUser = await confirm(student, id);
    expect([byUser.status, byUser.body.code]).toEqual([403, 'not_device_lender']);

    const confirmed = await confirm(lab, id);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // 90 minutes at 600 yen an hour.
    expect(confirmed.body.reservation).toMatchObject({
      fee: 900,
      report: { awaitingConfirmation: false },
    });
    expect(await todosOf('lab-1')).not.toContain('confirm_report');
    expect((await confirm(lab, id)).body.code).toBe('report_confirmed');
    expect((await file(student, id, await reportBody(id))).body.code).toBe('report_confirmed');
  });

  it('an overdue report blocks booking the device (409 with its link) until it is filed', async () => {
    const deviceId = await createDevice(send, lab, REPORTED);
    const id = await endedSession(deviceId, student, { daysAgo: 15 });
    const refused = await book(student, deviceId, 26);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'usage_report_overdue',
      link: `/manage/user/reservations/${id}/report`,
    });
    expect((await reportOf(student, id)).body.reservation.report.state).toBe('overdue');
    // The job reminds first, then tells both sides once that it is late.
    expect(await remindUsageReports(testDb(), new Date())).toBe(1);
    expect(await noticeOverdueReports(testDb(), new Date())).toBe(1);
    expect(await noticeOverdueReports(testDb(), new Date())).toBe(0);
    for (const uid of ['student', 'lab-1'])
      expect((await noticesOf(uid)).map((n) => [n.kind, n.reservationId])).toEqual([
        ['usage_report_overdue', id],
      ]);
    // Another user, or another device, books as before.
    expect((await book(other, deviceId, 26)).status).toBe(201);
    const plain = await createDevice(send, lab, { requiresApproval: false });
    expect((await book(student, plain, 26)).status).toBe(201);

    expect((await file(student, id, await reportBody(id))).status).toBe(200);
    expect((await book(student, deviceId, 27)).status).toBe(201);
  });

  it("the lender lists the fiscal year's sessions and downloads them as CSV; no one else sees them", async () => {
    const deviceId = await createDevice(send, lab, REPORTED);
    const filedId = await endedSession(deviceId, student, { checkedIn: true });
    await file(student, filedId, await reportBody(filedId));
    const dueId = await endedSession(deviceId, other);
    const year = fiscalYearOf(new Date(Date.now() - 4 * DAY));

    const list = await send('get', lab, `/home/usage-reports?fiscalYear=${year}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.fiscalYear).toBe(year);
    const states = Object.fromEntries(
      list.body.sessions.map((s: { reservation: { id: string; report: { state: string } } }) => [
        s.reservation.id,
        s.reservation.report.state,
      ]),
    );
    expect(states).toEqual({ [filedId]: 'filed', [dueId]: 'due' });
    expect(
      (await send('get', student, `/home/usage-reports?fiscalYear=${year}`)).body.sessions,
    ).toEqual([]);
    expect((await send('get', lab, '/home/usage-reports?fiscalYear=1999')).status).toBe(400);

    const csv = await send('get', lab, `/home/usage-reports.csv?fiscalYear=${year}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = (csv.text as string)
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(','));
    expect(header).toContain('acknowledgement');
    const row = rows.find((r) => r[0] === filedId)!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect([cell('hours'), cell('samples'), cell('report_state'), cell('rate_class')]).toEqual([
      '1',
      '4',
      'filed',
      'campus',
    ]);
    expect(cell('acknowledgement')).toBe('JSPS KAKENHI JP26K00001');
  });

  it('the job asks nothing of a session that never took place', async () => {
    const deviceId = await createDevice(send, lab, REPORTED);
    const id = await endedSession(deviceId);
    await testDb().collection('reservations').doc(id).update({ status: 'cancelled' });
    expect(await remindUsageReports(testDb(), new Date())).toBe(0);
    expect((await testDb().collection('reservations').doc(id).get()).get('report')).toBeNull();
    expect(await todosOf('student')).toEqual([]);
  });
});
