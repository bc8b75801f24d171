import { describe, expect, it } from 'vitest';
import { type TestUser, createTestApp, testDb } from './helpers';
import { DEVICE_INPUT } from './devices-fixtures';
import { DAY, noticesOf, tokyoAt, useLabFile } from './facility-fixtures';
import { notifyLapsingQualifications } from '../../src/features/devices/lapse-notices';

/**
 * Device qualifications over HTTP against the emulators (issue 19, part 1): a device that takes
 * qualified users only refuses the others (403 `qualification_required`), who ask for training;
 * the lab grants it (a session qualifies several), revokes it, and a return counts as a use.
 */
// lab: the head acting for the lab that lends; dave: signed in, no profile.
const {
  send,
  head,
  lab,
  users: [student, other, dave],
} = useLabFile(createTestApp(), ['student', 'other'], ['dave']);

async function qualifiedDevice(idleDays: number | null = null): Promise<string> {
  const res = await send('post', lab, '/home/devices', {
    ...DEVICE_INPUT,
    requiresApproval: false,
    qualification: { required: true, idleDays },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.device.qualification).toEqual({ required: true, idleDays });
  return res.body.device.id as string;
}
const book = (user: TestUser, deviceId: string, day = 2) =>
  send('post', user, `/home/devices/${deviceId}/reservations`, {
    start: tokyoAt(day, '10:00'),
    end: tokyoAt(day, '11:00'),
  });

describe('device qualifications', () => {
  it('an unqualified user is refused, asks for training, is qualified by a session and books', async () => {
    const id = await qualifiedDevice(90);
    const refused = await book(student, id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('qualification_required');

    expect(
      (await send('post', student, `/home/devices/${id}/training-requests`, { message: 'Please' }))
        .status,
    ).toBe(204);
    const mine = await send('get', student, `/home/devices/${id}/qualifications/mine`);
    expect(mine.body).toEqual({
      rule: { required: true, idleDays: 90 },
      qualification: null,
      trainingRequested: true,
    });
    // The lab sees the request, and has it as a to-do.
    const waiting = await send('get', lab, `/home/devices/${id}/qualifications`);
    expect(waiting.body).toEqual({
      qualifications: [],
      requests: [
        {
          userId: 'student',
          userName: 'student',
          message: 'Please',
          createdAt: expect.any(String),
        },
      ],
    });
    const todos = await send('get', lab, '/home/todos?role=owner');
    expect(todos.body.todos).toEqual([
      expect.objectContaining({
        id: `${id}_student_train_user`,
        kind: 'train_user',
        accountId: 'lab-1',
        exhibitId: id,
        reservationId: null,
        // A device, not a cancelled exhibit.
        exhibitCancelled: false,
      }),
    ]);

    const granted = await send('post', lab, `/home/devices/${id}/qualifications`, {
      userIds: ['student', 'other'],
      note: 'Safety training 2026-11-27',
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body.qualifications).toHaveLength(2);
    expect(granted.body.qualifications[0]).toMatchObject({
      deviceId: id,
      userId: 'student',
      status: 'active',
      note: 'Safety training 2026-11-27',
      lastUsedAt: null,
    });
    const after = await send('get', student, `/home/devices/${id}/qualifications/mine`);
    expect(after.body).toMatchObject({
      qualification: { status: 'active' },
      trainingRequested: false,
    });
    expect((await testDb().doc(`todos/${id}_student_train_user`).get()).exists).toBe(false);
    expect(await noticesOf('student')).toEqual([
      expect.objectContaining({ kind: 'qualification_granted', exhibitId: id, role: 'customer' }),
    ]);
    const notices = await send('get', student, '/home/notices?role=customer');
    expect(notices.body.notices).toEqual([
      expect.objectContaining({ kind: 'qualification_granted', exhibitCancelled: false }),
    ]);
    // Qualified now: training is not needed.
    const again = await send('post', student, `/home/devices/${id}/training-requests`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('training_not_needed');
    expect((await book(student, id)).status).toBe(201);
    // The same person acting for a group is still the person qualified.
    expect(
      (await send('get', lab, `/home/devices/${id}/qualifications`)).body.qualifications,
    ).toHaveLength(2);
  });

  it('a revoked user is refused again; the lender sees the history', async () => {
    const id = await qualifiedDevice();
    await send('post', lab, `/home/devices/${id}/qualifications`, { userIds: ['student'] });
    const revoked = await send('delete', lab, `/home/devices/${id}/qualifications/student`);
    expect(revoked.status).toBe(204);
    // Revoking again changes nothing and tells nobody twice.
    expect((await send('delete', lab, `/home/devices/${id}/qualifications/student`)).status).toBe(
      204,
    );
    expect((await noticesOf('student')).map((n) => n.kind).sort()).toEqual([
      'qualification_granted',
      'qualification_revoked',
    ]);
    expect((await book(student, id)).body.code).toBe('qualification_required');
    const list = await send('get', lab, `/home/devices/${id}/qualifications`);
    expect(list.body.qualifications).toEqual([
      expect.objectContaining({ userId: 'student', status: 'revoked', lapsesAt: null }),
    ]);
    expect((await send('delete', lab, `/home/devices/${id}/qualifications/other`)).status).toBe(
      404,
    );
  });

  it('a lapsed qualification refuses; a returned reservation counts as a use', async () => {
    const id = await qualifiedDevice(30);
    await send('post', lab, `/home/devices/${id}/qualifications`, { userIds: ['student'] });
    const ref = testDb().doc(`devices/${id}/qualifications/student`);
    // Granted 40 days ago: lapsed.
    await ref.update({ grantedAt: new Date(Date.now() - 40 * DAY) });
    expect((await book(student, id)).body.code).toBe('qualification_required');
    // Used 10 days ago: active again.
    await ref.update({ lastUsedAt: new Date(Date.now() - 10 * DAY) });
    const booked = await book(student, id);
    expect(booked.status).toBe(201);
    const mine = await send('get', student, `/home/devices/${id}/qualifications/mine`);
    expect(mine.body.qualification.status).toBe('active');
  });

  it('the daily job tells a holder 14 days before the lapse, once per lapse date', async () => {
    const id = await qualifiedDevice(30);
    const never = await qualifiedDevice(null);
    await send('post', lab, `/home/devices/${id}/qualifications`, {
      userIds: ['student', 'other'],
    });
    await send('post', lab, `/home/devices/${never}/qualifications`, { userIds: ['student'] });
    await send('delete', lab, `/home/devices/${id}/qualifications/other`);
    const ref = testDb().doc(`devices/${id}/qualifications/student`);
    // Granted 10 days ago: lapses in 20 days, not yet within 14.
    await ref.update({ grantedAt: new Date(Date.now() - 10 * DAY) });
    expect(await notifyLapsingQualifications(testDb(), new Date())).toBe(0);
    // Granted 20 days ago: lapses in 10 days.
    await ref.update({ grantedAt: new Date(Date.now() - 20 * DAY) });
    expect(await notifyLapsingQualifications(testDb(), new Date())).toBe(1);
    expect(await notifyLapsingQualifications(testDb(), new Date())).toBe(0);
    // Used since and near its lapse again: a new lapse date, a new notice.
    await ref.update({ lastUsedAt: new Date(Date.now() - 17 * DAY) });
    expect(await notifyLapsingQualifications(testDb(), new Date())).toBe(1);
    const lapsing = await testDb()
      .collection('notices')
      .where('kind', '==', 'qualification_lapsing')
      .get();
    expect(lapsing.docs.map((d) => [d.get('accountId'), d.get('exhibitId')])).toEqual([
      ['student', id],
      ['student', id],
    ]);
  });

  it('a device without the rule books as before and needs no training', async () => {
    const res = await send('post', lab, '/home/devices', DEVICE_INPUT);
    expect(res.body.device.qualification).toEqual({ required: false, idleDays: null });
    const id = res.body.device.id as string;
    expect((await book(student, id)).status).toBe(201);
    const asked = await send('post', student, `/home/devices/${id}/training-requests`, {});
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('training_not_needed');
  });

  it('denials: anonymous 401, not the lender 403, no profile 403, unknown users 400, bad input 400', async () => {
    const id = await qualifiedDevice();
    const path = `/home/devices/${id}/qualifications`;
    expect((await send('get', undefined, path)).status).toBe(401);
    expect((await send('post', undefined, path, { userIds: ['student'] })).status).toBe(401);
    expect((await send('get', student, path)).body.code).toBe('not_device_lender');
    expect((await send('get', head, path)).body.code).toBe('not_device_lender'); // not as the lab
    expect((await send('post', student, path, { userIds: ['student'] })).body.code).toBe(
      'not_device_lender',
    );
    expect((await send('delete', other, `${path}/student`)).body.code).toBe('not_device_lender');
    expect((await send('post', dave, `/home/devices/${id}/training-requests`, {})).body.code).toBe(
      'profile_required',
    );
    const unknown = await send('post', lab, path, { userIds: ['student', 'nobody'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.map((e: { location: string }) => e.location)).toEqual([
      'body.userIds.1',
    ]);
    const bad = await send('post', lab, path, { userIds: [], extra: 1 });
    expect(bad.status).toBe(400);
    expect((await send('get', student, '/home/devices/nope/qualifications/mine')).status).toBe(404);
  });
});
