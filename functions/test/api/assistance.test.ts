import { describe, expect, it } from 'vitest';
import { DEVICE_INPUT } from './devices-fixtures';
import { createDevice, noticesOf, tokyoAt, useLabFile } from './facility-fixtures';
import { type TestUser, createTestApp, testDb } from './helpers';
import type { AppError } from '../../src/http/errors';
import { createAssistanceStore } from '../../src/features/reservations/assistance-store';

/**
 * Assisted use over HTTP against the emulators (issue 33, part 2): a device names staff from its
 * lending group and a fee per slot; a user asks for assistance when booking; each staff member gets
 * a to-do; one accepts (never two sessions at once: concurrent acceptances by one staff member, one
 * wins) or declines with a reason, leaving an ordinary booking or cancelling it as the user chose;
 * an accepted request adds its fee to the bill.
 */
const app = createTestApp();
const {
  send,
  lab,
  users: [student, other, tech, tech2, outsider],
} = useLabFile(app, ['student', 'other', 'tech', 'tech2', 'outsider']);

const ASSISTED = {
  requiresApproval: false,
  assistance: { offered: true, feePerSlot: 500, staffIds: ['tech', 'tech2'] },
};

/** Makes tech and tech2 members of the lab, then a device of the lab offering assistance. */
async function assistedDevice(patch: object = {}) {
  const members = testDb().collection('groups').doc('lab-1').collection('members');
  await Promise.all(
    ['tech', 'tech2'].map((uid) =>
      members.doc(uid).set({ uid, isAdmin: false, joinedAt: new Date() }),
    ),
  );
  return createDevice(send, lab, { ...ASSISTED, ...patch });
}

const book = (user: TestUser, deviceId: string, day: number, body: object = {}) =>
  send('post', user, `/home/devices/${deviceId}/reservations`, {
    start: tokyoAt(day, '10:00'),
    end: tokyoAt(day, '11:00'),
    purpose: 'XRD of thin films',
    ...body,
  });
const ask = (ifDeclined: 'keep' | 'cancel' = 'keep') => ({
  assistance: { note: 'Please align the beam', ifDeclined },
});
const accept = (user: TestUser | undefined, id: string) =>
  send('post', user, `/home/reservations/${id}/assistance/accept`, {});
const decline = (user: TestUser, id: string, reason?: string) =>
  send(
    'post',
    user,
    `/home/reservations/${id}/assistance/decline`,
    reason === undefined ? {} : { reason },
  );
const todosOf = async (uid: string) =>
  (await testDb().collection('todos').where('accountId', '==', uid).get()).docs.map((d) =>
    d.data(),
  );

describe('assisted use', () => {
  it('a request is a to-do for each staff member; one accepts; the user is told; the bill adds the fee', async () => {
    const deviceId = await assistedDevice();
    const device = await send('get', lab, `/home/devices/${deviceId}`);
    expect(device.body.device.assistance).toEqual(ASSISTED.assistance);
    const booked = await book(student, deviceId, 3, ask());
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.reservation.id as string;
    expect(booked.body.reservation).toMatchObject({
      fee: 600,
      amount: 600,
      assistance: {
        status: 'requested',
        note: 'Please align the beam',
        ifDeclined: 'keep',
        feePerSlot: 500,
        fee: 2000,
        staffId: null,
        staffName: null,
        reason: '',
      },
    });
    for (const uid of ['tech', 'tech2'])
      expect(await todosOf(uid)).toEqual([
        expect.objectContaining({ kind: 'assist_reservation', reservationId: id }),
      ]);
    const requests = await send('get', tech, '/home/staff/requests');
    expect(requests.body.reservations).toEqual([
      expect.objectContaining({ id, side: 'staff', purpose: 'XRD of thin films' }),
    ]);
    expect((await send('get', outsider, '/home/staff/requests')).body.reservations).toEqual([]);

    const accepted = await accept(tech, id);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.reservation).toMatchObject({
      amount: 2600,
      assistance: { status: 'accepted', staffId: 'tech', staffName: 'tech' },
    });
    expect(await todosOf('tech')).toEqual([]);
    expect(await todosOf('tech2')).toEqual([]);
    expect((await accept(tech2, id)).body.code).toBe('assistance_decided');
    expect((await noticesOf('student')).map((n) => n.kind)).toContain('assistance_accepted');
    // The user and the lender see who assists; the staff member sees the session in their week.
    const mine = await send('get', student, `/home/reservations/${id}`);
    expect(mine.body.reservation.assistance).toMatchObject({ staffName: 'tech' });
    const week = await send(
      'get',
      tech,
      `/home/staff/sessions?from=${encodeURIComponent(tokyoAt(0, '00:00'))}&to=${encodeURIComponent(tokyoAt(7, '00:00'))}`,
    );
    expect(week.body.reservations.map((r: { id: string }) => r.id)).toEqual([id]);
    const month = tokyoAt(3, '10:00').slice(0, 7);
    const bill = await send('get', student, `/home/bills/student_${month}`);
    expect(bill.body.bill.lines).toEqual([
      expect.objectContaining({ reservationId: id, fee: 600, assistance: 2000, amount: 2600 }),
    ]);
    // Every answer of the reservation names who assists: the lender's consumables after use too.
    await testDb().collection('reservations').doc(id).update({ status: 'returned' });
    const added = await send('post', lab, `/home/reservations/${id}/consumables`, {
      item: 'Sample holder',
      quantity: 1,
      unitPrice: 300,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.reservation).toMatchObject({
      amount: 2900,
      assistance: { staffName: 'tech' },
    });
  });

  it('a decline says why: the booking stays, or is cancelled and its to-dos go, as the user chose', async () => {
    const deviceId = await assistedDevice({ requiresApproval: true });
    const kept = (await book(student, deviceId, 3, ask('keep'))).body.reservation.id as string;
    const dropped = (await book(other, deviceId, 4, ask('cancel'))).body.reservation.id as string;
    expect((await decline(tech, kept)).body.errors[0].location).toBe('body.reason');
    const declined = await decline(tech, kept, 'On leave that week');
    expect(declined.body.reservation).toMatchObject({
      status: 'requested',
      amount: 600,
      assistance: { status: 'declined', reason: 'On leave that week', staffId: null },
    });
    const cancelled = await decline(tech2, dropped, 'The beamline is closed');
    expect(cancelled.body.reservation).toMatchObject({
      status: 'cancelled',
      reason: 'The beamline is closed',
      assistance: { status: 'declined' },
    });
    // The lender's approval to-do of the kept booking stays; the cancelled one's is gone.
    const approvals = await testDb()
      .collection('todos')
      .where('kind', '==', 'approve_reservation')
      .get();
    expect(approvals.docs.map((d) => d.get('reservationId'))).toEqual([kept]);
    expect(await todosOf('tech')).toEqual([]);
    expect((await noticesOf('other')).map((n) => n.kind)).toContain('assistance_declined');
    expect((await accept(tech, kept)).body.code).toBe('assistance_decided');
  });

  it('is refused where it does not apply: no offer, not staff, not a member, anonymous', async () => {
    const plain = await createDevice(send, lab, { requiresApproval: false });
    const refused = await book(student, plain, 3, ask());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('assistance_not_offered');
    const stranger = await send('post', lab, '/home/devices', {
      ...DEVICE_INPUT,
      assistance: { offered: true, feePerSlot: 500, staffIds: ['outsider'] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors.map((e: { location: string }) => e.location)).toEqual([
      'body.assistance.staffIds.0',
    ]);
    const nobody = await send('post', lab, '/home/devices', {
      ...DEVICE_INPUT,
      assistance: { offered: true, feePerSlot: 500, staffIds: [] },
    });
    expect(nobody.body.errors.map((e: { location: string }) => e.location)).toEqual([
      'body.assistance.staffIds',
    ]);
    const deviceId = await assistedDevice();
    const id = (await book(student, deviceId, 3, ask())).body.reservation.id as string;
    const foreign = await accept(outsider, id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('not_device_staff');
    expect((await accept(student, id)).body.code).toBe('not_device_staff');
    expect((await accept(undefined, id)).status).toBe(401);
    expect((await send('get', undefined, '/home/staff/requests')).status).toBe(401);
    expect((await accept(tech, 'nothing')).status).toBe(404);
    // Cancelling the booking takes the staff's to-dos with it.
    await send('post', student, `/home/reservations/${id}/cancel`, {});
    expect(await todosOf('tech')).toEqual([]);
    expect((await accept(tech, id)).body.code).toBe('assistance_decided');
  });

  it('one staff member is never given two sessions at once: of concurrent acceptances, one wins, in one instance or across', async () => {
    const devices = await Promise.all(
      Array.from({ length: 5 }, (_, i) => assistedDevice({ name: `Diffractometer ${i}` })),
    );
    const ids = await Promise.all(
      devices.map(async (deviceId, i) => {
        const res = await book(i % 2 === 0 ? student : other, deviceId, 5, ask());
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res.body.reservation.id as string;
      }),
    );
    const answers = await Promise.all(ids.map((id) => accept(tech, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.body.code)).toEqual(Array(4).fill('staff_conflict'));
    const assistedBy = async (uid: string) =>
      (await testDb().collection('reservations').where('assistance.staffId', '==', uid).get()).docs;
    const [won] = await assistedBy('tech');
    expect(await assistedBy('tech')).toHaveLength(1);
    // As if from different instances (no queue): the write of staffTurns/{uid} alone excludes.
    const unqueued = createAssistanceStore(testDb(), { queued: false });
    const outcomes = await Promise.allSettled(
      ids.filter((id) => id !== won?.id).map((id) => unqueued.accept(id, 'tech2', new Date())),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes)
      if (o.status === 'rejected')
        expect(['staff_conflict', 'busy']).toContain((o.reason as AppError).code);
    expect(await assistedBy('tech2')).toHaveLength(1);
  });
});
