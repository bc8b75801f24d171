import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';
import { DEVICE_INPUT } from './devices-fixtures';
import { MINUTE, tokyoAt, useLabFile } from './facility-fixtures';

/**
 * Check-in and charging by use over HTTP against the emulators (issue 19, part 3), on a clock the
 * test moves: the user checks in within the grace period and finishes; the actual times are
 * recorded, and a device that charges by use bills the used slots.
 */
let clock = new Date();
const app = createTestApp({ now: () => clock });
const {
  send,
  lab,
  users: [student, other],
} = useLabFile(app, ['student', 'other']);

beforeEach(() => {
  clock = new Date();
});

async function bookWithCheckIn(chargeBy: 'booking' | 'use') {
  const made = await send('post', lab, '/home/devices', {
    ...DEVICE_INPUT,
    requiresApproval: false,
    checkIn: { required: true, graceMinutes: 10 },
    chargeBy,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body.device).toMatchObject({
    checkIn: { required: true, graceMinutes: 10 },
    chargeBy,
  });
  const id = made.body.device.id as string;
  const start = tokyoAt(2, '10:00');
  const booked = await send('post', student, `/home/devices/${id}/reservations`, {
    start,
    end: tokyoAt(2, '12:00'),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { id, reservation: booked.body.reservation, start: new Date(start) };
}

describe('check-in', () => {
  it('the user checks in within the grace period and finishes; the actual times are kept, the booked fee charged', async () => {
    const { reservation, start } = await bookWithCheckIn('booking');
    expect(reservation).toMatchObject({
      checkInBy: new Date(start.getTime() + 10 * MINUTE).toISOString(),
      actualStart: null,
      chargeBy: 'booking',
      fee: 1200,
    });
    const path = `/home/reservations/${reservation.id}`;
    clock = new Date(start.getTime() - 20 * MINUTE);
    const early = await send('post', student, `${path}/check-in`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('reservation_timing');
    expect((await send('post', lab, `${path}/check-in`)).body.code).toBe('not_your_step');
    expect((await send('post', other, `${path}/check-in`)).body.code).toBe('not_reservation_party');

    clock = new Date(start.getTime() + 5 * MINUTE);
    const checkedIn = await send('post', student, `${path}/check-in`);
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(checkedIn.body.reservation).toMatchObject({
      status: 'checked_out',
      actualStart: clock.toISOString(),
    });
    clock = new Date(start.getTime() + 50 * MINUTE);
    const finished = await send('post', student, `${path}/finish`);
    expect(finished.body.reservation).toMatchObject({
      status: 'returned',
      actualEnd: clock.toISOString(),
      fee: 1200,
    });
  });

  it('after the deadline the user can no longer check in', async () => {
    const { reservation, start } = await bookWithCheckIn('booking');
    clock = new Date(start.getTime() + 10 * MINUTE);
    const late = await send('post', student, `/home/reservations/${reservation.id}/check-in`);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('reservation_timing');
  });

  it('a device that charges by use bills the used slots, rounded up', async () => {
    const { reservation, start } = await bookWithCheckIn('use');
    const path = `/home/reservations/${reservation.id}`;
    clock = new Date(start.getTime() + 2 * MINUTE);
    await send('post', student, `${path}/check-in`);
    // 38 minutes of use: three slots of 15 minutes at 600 yen an hour.
    clock = new Date(start.getTime() + 40 * MINUTE);
    const finished = await send('post', student, `${path}/finish`);
    expect(finished.body.reservation).toMatchObject({ status: 'returned', fee: 450 });
  });
});
