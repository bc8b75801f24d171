import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createOutagesStore } from '../../functions/src/features/reservations/outages.js';
import { createReservationsStore } from '../../functions/src/features/reservations/store.js';
import { releaseNoShows } from '../../functions/src/features/reservations/waitlist-jobs.js';
import { createOutsideUsersStore } from '../../functions/src/features/outside-users/store.js';
import { signInPolicyFromEnv } from '../../functions/src/features/sign-in-policy/index.js';
import { actAs, toast, useBrowserSuite } from './app-pages.js';
import { axeViolations } from './axe.js';
import { withAdminFirestore } from './counters.js';
import {
  DAY,
  LAB,
  LAB_HEAD,
  labDevice,
  labIdOf,
  MINUTE,
  RUN,
  STUDENT,
  STUDENT_NAME,
  tokyoAt,
  tokyoDay,
} from './facility-fixtures.js';

/**
 * Share mode as a core facility in headless Chromium against the started stack (issue 19): an
 * unqualified student is refused the booking form and asks for training, the lab qualifies her in a
 * training session from its to-do, and she books; a weekly series of 6 with 2 dates in the way books
 * the other 4; a reservation nobody checked in to is released and offered to the student waiting
 * for it, who accepts; a booking asks the device's staff to assist, the lab head accepts it on his
 * staff page and the bill adds the assistance fee (issue 33); a user from a company is sent to
 * register for the year, registers, books at the industry fee and finds the registration fee on
 * the bill (issue 33, part 4). Each test registers its own device
 * of the demo lab (`labDevice`) and books days ahead, so the demo devices and the other suites are
 * left alone.
 */
const OTHER = 'demo-junk'; // 佐藤 健, who books in the way
const GUEST = 'kenji.watanabe@partner-materials.example.com'; // 渡辺 健二, of a company (allow-listed)

const { signIn } = useBrowserSuite();
let labPage: Page | undefined;

/** A booking of a device by the demo user `uid` (as themself), through the reservations store. */
async function bookAs(uid: string, deviceId: string, start: Date, end: Date): Promise<string> {
  return withAdminFirestore(async (db) => {
    const booked = await createReservationsStore(db).book(
      { uid, userId: uid },
      deviceId,
      { start, end, purpose: '' },
      new Date(),
    );
    return booked.id;
  });
}

/** The lab head's page at `to`, acting as the lab. */
async function asLab(to: string): Promise<Page> {
  if (!labPage || labPage.isClosed()) labPage = await signIn(LAB_HEAD, '/manage/lender/devices');
  await actAs(labPage, LAB);
  await labPage.goto(new URL(to, labPage.url()).href);
  return labPage;
}

async function book(page: Page, day: string, from: string, to: string) {
  const form = page.locator('form.booking-form');
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Start').selectOption({ label: from });
  await form.getByLabel('End').selectOption({ label: to });
  await form.getByRole('button', { name: /^(Book|Request a booking)$/ }).click();
}

describe('share mode as a core facility, in the browser', () => {
  it('an unqualified student asks for training, the lab qualifies her from its to-do, and she books', async () => {
    const device = `Laser scanning microscope ${RUN}`;
    const id = await labDevice(device, { qualification: { required: true, idleDays: 180 } });

    // Refused: no booking form, a training request instead.
    const student = await signIn(STUDENT, `/share/${id}`);
    await student.getByRole('heading', { level: 1, name: device }).waitFor();
    await student.getByText('This device takes bookings from qualified users only.').waitFor();
    expect(await student.locator('form.booking-form').count()).toBe(0);
    await student.getByLabel('Message to the lender (optional)').fill('I need it for my thesis.');
    await student.getByRole('button', { name: 'Request training' }).click();
    await student.getByText('Training requested: the lender will contact you.').waitFor();

    // The lab's to-do leads to the qualifications page, where a session qualifies her.
    const lab = await asLab('/notification/todo?role=owner');
    await lab.getByRole('main').getByRole('link', { name: device }).first().click();
    await lab.waitForURL((url) => url.pathname === `/manage/lender/devices/${id}/qualifications`);
    await lab.getByRole('heading', { name: 'Waiting for training' }).waitFor();
    await lab.getByRole('cell', { name: 'I need it for my thesis.' }).waitFor();
    await lab.getByLabel(`Select ${STUDENT_NAME}`).check();
    await lab.getByLabel('Note on the session (optional)').fill('Safety briefing');
    await lab.getByRole('button', { name: 'Record training session' }).click();
    await toast(lab, '1 user was qualified.').waitFor();
    await lab
      .getByRole('table', { name: 'Qualified users' })
      .getByRole('cell', { name: 'Qualified', exact: true })
      .waitFor();
    expect(await axeViolations(lab)).toEqual([]);

    // Qualified now: the booking form is back and books.
    await student.reload();
    await student.getByText('You are qualified to use this device.').waitFor();
    await book(student, tokyoDay(9), '10:00', '11:00');
    await student.getByText('Your booking is confirmed.').waitFor({ timeout: 30_000 });
  });

  it('a weekly series of 6 with a booking and a maintenance in the way books the other 4', async () => {
    const device = `Spectrometer ${RUN}`;
    const id = await labDevice(device);
    const first = 8;
    await bookAs(OTHER, id, tokyoAt(first + 7, '10:30'), tokyoAt(first + 7, '11:30'));
    await withAdminFirestore(async (db) => {
      await createOutagesStore(db).schedule(
        id,
        { uid: 'demo-taro', identity: await labIdOf(db) },
        {
          start: tokyoAt(first + 21, '00:00').toISOString(),
          end: tokyoAt(first + 22, '00:00').toISOString(),
          reason: 'Calibration',
        },
        new Date(),
      );
    });

    const student = await signIn(STUDENT, `/share/${id}`, 375);
    await student.getByRole('heading', { level: 1, name: device }).waitFor();
    const form = student.locator('form.booking-form');
    await form.getByLabel('Date').fill(tokyoDay(first));
    await form.getByLabel('Start').selectOption({ label: '10:00' });
    await form.getByLabel('End').selectOption({ label: '11:00' });
    await form.getByLabel('Repeat weekly').check();
    await form
      .getByLabel('Number of weeks (this date included)')
      .selectOption({ label: '6 weeks' });
    await form.getByRole('button', { name: 'Check the dates' }).click();
    const plan = student.getByRole('region', { name: 'Dates of the weekly series' });
    await plan.getByText('Taken by another booking').waitFor();
    await plan.getByText('Maintenance').waitFor();
    expect(await plan.getByText('Free', { exact: true }).count()).toBe(4);
    await plan.getByRole('button', { name: 'Book the 4 free dates' }).click();
    await student.getByText('4 dates were booked.').waitFor({ timeout: 30_000 });
    const booked = await withAdminFirestore(async (db) =>
      (await db.collection('reservations').where('deviceId', '==', id).get()).docs.filter(
        (d) => d.get('createdBy') === 'demo-hanako',
      ),
    );
    expect(booked).toHaveLength(4);
    expect(new Set(booked.map((d) => d.get('seriesId'))).size).toBe(1);
  });

  it('a reservation nobody checked in to is released and offered to the student waiting, who accepts', async () => {
    const device = `Plasma cleaner ${RUN}`;
    const id = await labDevice(device, { checkIn: { required: true, graceMinutes: 15 } });
    const day = 10;
    const start = tokyoAt(day, '10:00');
    await bookAs(OTHER, id, start, tokyoAt(day, '12:00'));

    // The time is taken: the student joins its waitlist from the booking form.
    const student = await signIn(STUDENT, `/share/${id}`);
    await student.getByRole('heading', { level: 1, name: device }).waitFor();
    await book(student, tokyoDay(day), '10:00', '12:00');
    await student.getByText('This time is already booked.').waitFor({ timeout: 30_000 });
    await student.getByRole('button', { name: 'Join the waitlist for this time' }).click();
    await student.getByText(/^You are number 1 on the waitlist/).waitFor();

    // Nobody checks in: the job releases it 20 minutes after the start.
    const released = await withAdminFirestore((db) =>
      releaseNoShows(db, new Date(start.getTime() + 20 * MINUTE)),
    );
    expect(released).toBeGreaterThanOrEqual(1);

    await student.goto(new URL('/manage/user/reservations', student.url()).href);
    const waitlist = student.getByRole('region', { name: 'Waitlist' });
    await waitlist.getByRole('button', { name: /^Accept/ }).click();
    await student
      .getByText(new RegExp(`^The slot is booked: ${device}`))
      .waitFor({ timeout: 30_000 });
    await waitlist.getByText('Booked').waitFor();
    const mine = await withAdminFirestore(async (db) =>
      (await db.collection('reservations').where('deviceId', '==', id).get()).docs
        .filter((d) => d.get('createdBy') === 'demo-hanako')
        .map((d) => [d.get('status'), (d.get('start') as { toDate(): Date }).toDate().getTime()]),
    );
    // From the next 15-minute boundary after the release: 10:30.
    expect(mine).toEqual([['approved', start.getTime() + 30 * MINUTE]]);
  });

  it('a new outage scheduled by the lab cancels a reservation, and its user sees the notice', async () => {
    const device = `Sputter coater ${RUN}`;
    const id = await labDevice(device);
    const day = 12;
    await withAdminFirestore((db) =>
      createReservationsStore(db).book(
        { uid: 'demo-hanako', userId: 'demo-hanako' },
        id,
        { start: tokyoAt(day, '13:00'), end: tokyoAt(day, '14:00'), purpose: '' },
        new Date(),
      ),
    );

    const lab = await asLab(`/manage/lender/devices/${id}/facility`);
    await lab.getByRole('heading', { name: 'Schedule an outage' }).waitFor();
    await lab.getByLabel('Start date').fill(tokyoDay(day));
    await lab.getByLabel('Start time').selectOption({ label: '09:00' });
    await lab.getByLabel('End date').fill(tokyoDay(day));
    await lab.getByLabel('End time').selectOption({ label: '18:00' });
    await lab.getByLabel('Reason (users see it)').fill('Target exchange');
    await lab.getByRole('button', { name: 'Schedule the outage' }).click();
    await lab
      .getByRole('dialog')
      .getByRole('button', { name: 'Schedule and cancel reservations' })
      .click();
    await toast(
      lab,
      'The outage was scheduled. 1 reservation was cancelled and its user told.',
    ).waitFor();
    await lab
      .getByRole('table', { name: 'Outages of the device' })
      .getByText('Target exchange')
      .waitFor();
    expect(await axeViolations(lab)).toEqual([]);

    const student = await signIn(STUDENT, '/manage/user/reservations', 375);
    await student.goto(new URL('/notification/notice?role=customer', student.url()).href);
    const row = student
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Your reservation was cancelled for maintenance' })
      .filter({ hasText: device })
      .filter({ hasText: 'Target exchange' });
    await row.waitFor({ timeout: 30_000 });
    // It names the booking and leads to the device's week of it (a Monday, Tokyo), never to
    // "This exhibit was cancelled".
    const href = (await row.getByRole('link').getAttribute('href')) ?? '';
    const week = new URL(href, 'http://x').searchParams.get('week') ?? '';
    expect(href).toBe(`/share/${id}?week=${week}`);
    const daysBefore = (Date.parse(tokyoDay(day)) - Date.parse(week)) / 86_400_000;
    expect([new Date(week).getUTCDay(), daysBefore >= 0 && daysBefore < 7]).toEqual([1, true]);
  });

  it('one assisted booking from request to bill: asked when booking, accepted from the staff page, billed', async () => {
    const device = `X-ray diffractometer ${RUN}`;
    const id = await labDevice(device, {
      feePerHour: 600,
      assistance: { offered: true, feePerSlot: 500, staffIds: ['demo-taro'] },
    });
    const day = 11;

    // The student asks for assistance with a one-hour booking: 4 slots at ¥500.
    const student = await signIn(STUDENT, `/share/${id}`, 375);
    await student.getByRole('heading', { level: 1, name: device }).waitFor();
    const form = student.locator('form.booking-form');
    await form.getByLabel('Date').fill(tokyoDay(day));
    await form.getByLabel('Start').selectOption({ label: '10:00' });
    await form.getByLabel('End').selectOption({ label: '11:00' });
    await form.getByLabel('Ask the staff to assist (¥500 per 15 minutes)').check();
    await form.getByLabel('Note for the staff').fill('Please align the goniometer.');
    await form.getByText('Assistance adds ¥2,000 to this booking', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Book' }).click();
    await student.getByText('Your booking is confirmed.').waitFor({ timeout: 30_000 });

    // The lab head, the device's staff, accepts it on the staff page (whatever identity he acts as).
    const lab = await asLab('/manage/lender/staff');
    const request = lab.getByRole('article').filter({ hasText: device });
    await request.getByText('Please align the goniometer.').waitFor({ timeout: 30_000 });
    await request.getByRole('button', { name: 'Accept' }).click();
    await lab.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await toast(lab, `You assist the session on ${device}.`).waitFor();
    expect(await axeViolations(lab)).toEqual([]);

    // Her month's bill adds the ¥2,000 to the ¥600 of use.
    const month = tokyoDay(day).slice(0, 7);
    await student.goto(
      new URL(`/manage/user/payments?from=${month}&to=${month}`, student.url()).href,
    );
    const line = student.getByRole('row').filter({ hasText: device });
    await line.waitFor({ timeout: 30_000 });
    expect(await line.textContent()).toContain('¥2,000');
    expect(await line.textContent()).toContain('¥2,600');
  });

  it('a usage report filed late lifts the block: refused with a link, filed from it, then booked', async () => {
    const device = `Rheometer ${RUN}`;
    const id = await labDevice(device, {
      usageReports: { required: true, withinDays: 14, acknowledgement: 'JSPS KAKENHI JP26K00001' },
    });
    // Her session three weeks ago, whose report was due a week ago (as if the days had gone by).
    const sessionId = await bookAs('demo-hanako', id, tokyoAt(2, '10:00'), tokyoAt(2, '11:00'));
    await withAdminFirestore(async (db) => {
      const ref = db.collection('reservations').doc(sessionId);
      const back = (date: Date) => new Date(date.getTime() - 23 * DAY);
      const start = back(tokyoAt(2, '10:00'));
      const end = back(tokyoAt(2, '11:00'));
      await ref.update({ start, end, 'report.dueAt': new Date(end.getTime() + 14 * DAY) });
    });

    const student = await signIn(STUDENT, `/share/${id}`, 375);
    await student.getByRole('heading', { level: 1, name: device }).waitFor();
    await book(student, tokyoDay(12), '10:00', '11:00');
    await student
      .getByText('A usage report of your earlier session on this device is overdue.', {
        exact: false,
      })
      .waitFor({ timeout: 30_000 });
    await student.getByRole('link', { name: 'File the usage report' }).click();

    // The report page, prefilled from the booking, names the acknowledgement to cite.
    await student.getByText('JSPS KAKENHI JP26K00001').waitFor({ timeout: 30_000 });
    await student.getByLabel('Number of samples').fill('3');
    await student.getByLabel('What was done').fill('Viscosity of three polymer melts.');
    await student.getByRole('button', { name: 'File the usage report' }).click();
    await toast(student, 'The usage report was filed.').waitFor();
    expect(await axeViolations(student)).toEqual([]);

    await student.goto(new URL(`/share/${id}`, student.url()).href);
    await book(student, tokyoDay(12), '10:00', '11:00');
    await student.getByText('Your booking is confirmed.').waitFor({ timeout: 30_000 });
  });

  it('an outside user is refused until registered for the year, registers from the link, and books at the industry fee', async () => {
    const device = `Nanoindenter ${RUN}`;
    const id = await labDevice(device, {
      feePerHour: 1000,
      outsideFees: { academic: 1500, industry: 4000 },
    });
    // The lab asks outside users to register yearly; the guest (seeded, a company) has not yet.
    await withAdminFirestore(async (db) => {
      const labId = await labIdOf(db);
      const store = createOutsideUsersStore(db, signInPolicyFromEnv());
      const settings = { required: true, fee: 8000, terms: 'Acknowledge the lab in papers.' };
      await store.saveSettings(labId, settings, 'demo-taro', new Date());
      const earlier = await db.collection('registrations').where('lenderId', '==', labId).get();
      await Promise.all(earlier.docs.map((d) => d.ref.delete()));
    });

    const guest = await signIn(GUEST, `/share/${id}`, 375);
    await guest.getByRole('heading', { level: 1, name: device }).waitFor();
    await guest.getByText('Other universities: ', { exact: false }).waitFor();
    await book(guest, tokyoDay(12), '10:00', '11:00');
    await guest
      .getByText('The lender asks users from other universities and companies to register', {
        exact: false,
      })
      .waitFor({ timeout: 30_000 });
    await guest.getByRole('link', { name: 'Register for the year' }).click();

    await guest.getByText('Acknowledge the lab in papers.').waitFor({ timeout: 30_000 });
    await guest.getByLabel('I agree to the terms of use').check();
    await guest.getByRole('button', { name: /^Register for FY \d{4}$/ }).click();
    await guest.getByText('You are registered for FY', { exact: false }).waitFor();
    expect(await axeViolations(guest)).toEqual([]);

    await guest.goto(new URL(`/share/${id}`, guest.url()).href);
    await book(guest, tokyoDay(12), '10:00', '11:00');
    await guest.getByText('Your booking is confirmed.').waitFor({ timeout: 30_000 });
    const booked = await withAdminFirestore(async (db) =>
      (await db.collection('reservations').where('deviceId', '==', id).get()).docs.map((d) =>
        d.data(),
      ),
    );
    expect(booked.map((r) => [r.rateClass, r.feePerHour, r.fee])).toEqual([
      ['industry', 4000, 4000],
    ]);

    // The registration fee is a line of this month's bill.
    await guest.goto(new URL('/manage/user/payments', guest.url()).href);
    await guest.getByText('Yearly registration (FY', { exact: false }).first().waitFor();
  });
});
