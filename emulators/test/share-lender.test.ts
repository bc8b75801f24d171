import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { actAs, identityLink, useBrowserSuite, toast } from './app-pages.js';

/**
 * Share mode's lender side in headless Chromium against the started stack (issue 7): the demo lab
 * registers a 3D printer that needs approval at ¥600 an hour and lists it at Share agreeing to the
 * terms of sharing, a student finds it at /share and requests two hours of it, a second user's
 * overlapping request is refused, the lab approves the request, both calendars show it approved,
 * the student's month bill charges ¥1,200, and the lab records the payment with a project code:
 * received ¥1,200, outstanding ¥0. Real Hosting, Functions, Firestore and Auth emulators.
 *
 * The slot is in the month after next, which the demo seed's reservations (a few weeks around today)
 * never reach: that month's bill and earnings hold this booking only, so the totals are exact.
 */
const LAB_HEAD = 'taro.suzuki@campus.example.ac.jp'; // admin of 鈴木研究室
const LAB = '鈴木研究室';
// Neither is a member of the lab (a member acting as the lab could not book its devices).
const STUDENT = 'misaki.takahashi@campus.example.ac.jp';
const SECOND = 'ken.sato@campus.example.ac.jp';
const RUN = Date.now().toString(36);
const DEVICE = `3D printer (resin) ${RUN}`;
const LISTING = `Resin printing at the Suzuki Lab ${RUN}`;
const PROJECT_CODE = '202401234567';

const DAY = 86_400_000;
const ymdOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Today in Japan (UTC+9 all year), `YYYY-MM-DD`. */
const today = ymdOf(Date.now() + 9 * 3_600_000);

/** `YYYY-MM` two months after this Tokyo month. */
const MONTH = (() => {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1 + 2, 1));
  return at.toISOString().slice(0, 7);
})();
/** The first weekday from the 8th of MONTH (within 70 days: the device takes bookings 120 ahead). */
const BOOKING_DAY = (() => {
  let time = Date.parse(`${MONTH}-08T00:00:00Z`);
  while ([0, 6].includes(new Date(time).getUTCDay())) time += DAY;
  return ymdOf(time);
})();
const MONTH_LABEL = MONTH.replace('-', '/');

const pages: Partial<Record<'lab' | 'student', Page>> = {};
let deviceId = '';

const { base, signIn } = useBrowserSuite();

/** The lab head's page, signed in once and acting as the lab. */
async function labPage(to: string): Promise<Page> {
  let page = pages.lab;
  if (!page || page.isClosed()) {
    page = await signIn(LAB_HEAD, to);
    pages.lab = page;
  } else {
    await page.goto(`${base}${to}`);
  }
  await page.getByRole('navigation', { name: 'Management menu' }).waitFor();
  await expect
    .poll(() => identityLink(page).getAttribute('aria-label'))
    .toMatch(/, acting as (yourself|the group)$/);
  await actAs(page, LAB);
  return page;
}

async function requestSlot(page: Page, from: string, to: string) {
  const form = page.locator('form.booking-form');
  await form.getByLabel('Date').fill(BOOKING_DAY);
  await form.getByLabel('Start').selectOption({ label: from });
  await form.getByLabel('End').selectOption({ label: to });
  await form.getByLabel('Purpose').fill(`Resin prototypes (${RUN})`);
  await form.getByRole('button', { name: 'Request a booking' }).click();
}

/** The value next to a term of a `<dl>` (e.g. "Received"). */
const figure = (scope: Locator, term: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=../dd');

/** A field's label sits above its control, as the form kit lays them out (styles loaded). */
async function expectLabelAbove(scope: Locator, name: string) {
  const control = scope.getByLabel(name, { exact: true });
  const label = scope.locator(`label[for="${(await control.getAttribute('id')) ?? ''}"]`);
  const [above, below] = await Promise.all([label.boundingBox(), control.boundingBox()]);
  expect(above, name).not.toBeNull();
  expect(below, name).not.toBeNull();
  expect((above?.y ?? 0) + (above?.height ?? 0), name).toBeLessThanOrEqual((below?.y ?? 0) + 1);
}

/** The block of a week view named by its time and label. */
const block = (page: Page, label: string) =>
  page.getByRole('listitem', { name: `10:00–12:00 ${label}`, exact: true });

/** Fills a month range form (From, To) and shows it. */
async function showMonth(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel('From', { exact: true }).fill(MONTH);
  await main.getByLabel('To', { exact: true }).fill(MONTH);
  await main.getByRole('button', { name: 'Show', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('from') === MONTH);
}

describe('share mode, the lender side, in the browser', () => {
  it('the lab registers a 3D printer needing approval at ¥600 an hour and sees it in its devices', async () => {
    const page = await labPage('/manage/lender/devices');
    await page.getByRole('heading', { level: 1, name: 'Devices' }).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('share'))).toBe(true);
    await page.getByRole('link', { name: 'Register a device' }).click();
    await page.waitForURL((url) => url.pathname === '/manage/lender/devices/create');
    await page.getByRole('heading', { level: 1, name: 'Register a device' }).waitFor();

    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Name').fill(DEVICE);
    await form.getByLabel('Description').fill('SLA resin printer, 0.05 mm layers.');
    await form.getByLabel('Campus').selectOption({ label: 'Science and Engineering Campus' });
    await form.getByLabel('Building').selectOption({ label: 'Research Building' });
    await form.getByLabel('Room').fill('303');
    await form.getByLabel('Usage notes').fill('Bring your own resin cartridge.');
    await form.getByLabel('Fee per hour (yen)').fill('600');
    await form.getByLabel('Minimum length (minutes)').fill('60');
    await form.getByLabel('Maximum length (minutes)').fill('240');
    await form.getByLabel('Bookable days ahead').fill('120');
    await form.getByRole('checkbox', { name: 'Needs approval' }).check();
    expect(await form.getByRole('checkbox', { name: 'Active' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save the device' }).click();

    await page.waitForURL((url) => url.pathname === '/manage/lender/devices', { timeout: 30_000 });
    await toast(page, 'The device was registered.').waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: DEVICE }) });
    await row.first().waitFor();
    await expect.poll(() => row.first().textContent()).toContain('¥600 / hour');
    expect((await row.first().getByRole('cell').allTextContents()).slice(0, 3)).toEqual([
      '¥600 / hour',
      'Yes',
      'Active',
    ]);
    expect(await row.first().getByRole('cell').last().getByRole('link').allTextContents()).toEqual([
      'Edit',
      'Qualified users',
      'Maintenance',
    ]);
    const edit = await row
      .first()
      .getByRole('link', { name: `Edit ${DEVICE}` })
      .getAttribute('href');
    deviceId = new URL(edit ?? '', base).searchParams.get('id') ?? '';
    expect(deviceId).not.toBe('');
  });

  it('the lab lists the printer at Share, agreeing to the terms of sharing', async () => {
    const page = await labPage('/manage/exhibit/share/create');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Title').fill(LISTING);
    await form.getByLabel('Description').fill('Book our resin printer by the hour.');
    await form.getByRole('checkbox', { name: DEVICE }).check();
    expect(await form.getByRole('checkbox', { name: 'Publish at Share' }).isChecked()).toBe(true);
    // The terms are required: without them nothing is saved.
    await form.getByRole('button', { name: 'Create the listing' }).click();
    await form.getByRole('alert').filter({ hasText: 'Agree to the terms of sharing.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/exhibit/share/create');
    await form.getByRole('checkbox', { name: 'I agree to the terms of sharing' }).check();
    await form.getByRole('button', { name: 'Create the listing' }).click();
    await page.waitForURL((url) => /^\/manage\/exhibit\/share\/[^/]+$/.test(url.pathname), {
      timeout: 30_000,
    });
    await page.getByRole('heading', { level: 1, name: LISTING }).waitFor();
    await page.getByRole('link', { name: DEVICE }).first().waitFor();
  });

  it("a student finds the listing at Share and requests a slot; a second user's overlap is refused", async () => {
    const page = await signIn(STUDENT, '/share');
    pages.student = page;
    await page.getByRole('link', { name: LISTING }).click();
    await page.getByRole('heading', { level: 1, name: LISTING }).waitFor();
    await page.getByRole('region', { name: `The week of ${DEVICE}` }).waitFor();
    await page.getByRole('link', { name: `Reserve ${DEVICE}` }).click();
    await page.waitForURL((url) => url.pathname === `/share/${deviceId}`);
    await page.getByRole('heading', { level: 1, name: DEVICE }).waitFor();
    await page.getByText('Needs approval').first().waitFor();
    await requestSlot(page, '10:00', '12:00');
    await page.getByText('Your request was sent to the lender.').waitFor({ timeout: 30_000 });

    const second = await signIn(SECOND, `/share/${deviceId}`);
    await second.getByRole('heading', { level: 1, name: DEVICE }).waitFor();
    await requestSlot(second, '11:00', '12:30');
    await second.getByText('This time is already booked.').waitFor({ timeout: 30_000 });
    await second.context().close();
  });

  it("the lab approves the request in that week's reservations", async () => {
    const page = await labPage(`/manage/lender/reservations?week=${BOOKING_DAY}`);
    await page.getByRole('heading', { level: 1, name: 'Reservations' }).waitFor();
    const item = page.getByRole('article', { name: DEVICE });
    await item.waitFor({ timeout: 30_000 });
    expect(await figure(item, 'Status').textContent()).toBe('Awaiting approval');
    expect(await figure(item, 'Fee').textContent()).toBe('¥1,200');
    expect(await figure(item, 'Time').textContent()).toBe(
      `${BOOKING_DAY.replaceAll('-', '/')} 10:00:00 – ${BOOKING_DAY.replaceAll('-', '/')} 12:00:00`,
    );
    await item.getByText(`Purpose: Resin prototypes (${RUN})`).waitFor();
    await block(page, `${DEVICE} (Awaiting approval)`).waitFor();

    await item.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this reservation?' });
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'The reservation was updated.').waitFor();
    await expect.poll(() => figure(item, 'Status').textContent()).toBe('Approved');
    expect(await item.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
  });

  it("the approved reservation shows in the lab's week and in the student's week", async () => {
    const lab = await labPage(`/manage/lender/reservations?week=${BOOKING_DAY}`);
    await block(lab, `${DEVICE} (Approved)`).waitFor({ timeout: 30_000 });
    // At 1280 px the whole week fits beside the menu: Sunday is not cut off (issue 15, bug 6).
    const cut = await lab
      .locator('.week-view__scroll')
      .evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(cut).toBeLessThanOrEqual(0);

    const page = pages.student ?? (await signIn(STUDENT, '/manage/user/reservations'));
    pages.student = page;
    await page.goto(`${base}/manage/user/reservations`);
    await page.getByRole('heading', { level: 1, name: 'My reservations' }).waitFor();
    // Whole weeks from this Tokyo week's Monday to the booking's.
    const mondayOf = (ymd: string) => {
      const date = new Date(`${ymd}T00:00:00Z`);
      return date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY;
    };
    const weeks = Math.round((mondayOf(BOOKING_DAY) - mondayOf(today)) / (7 * DAY));
    const range = page.getByText(/^\d{4}\/\d{2}\/\d{2} – /);
    for (let i = 0; i < weeks; i++) {
      const shown = await range.textContent();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect.poll(() => range.textContent()).not.toBe(shown);
    }
    await block(page, `${DEVICE} (Approved)`).waitFor({ timeout: 30_000 });
    const item = page.getByRole('article', { name: DEVICE });
    expect(await figure(item, 'Status').textContent()).toBe('Approved');
    expect(await figure(item, 'Fee').textContent()).toBe('¥1,200');
  });

  it("the student's bill of that month charges the fee", async () => {
    const page = pages.student ?? (await signIn(STUDENT, '/manage/user/payments'));
    await page.goto(`${base}/manage/user/payments`);
    await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
    await expectLabelAbove(page.getByRole('main'), 'From');
    await showMonth(page);
    const bill = page.getByRole('region', { name: MONTH_LABEL, exact: true });
    await bill.waitFor({ timeout: 30_000 });
    const line = bill.getByRole('row').filter({ hasText: DEVICE });
    expect(await line.getByRole('cell').allTextContents()).toEqual([
      DEVICE,
      expect.any(String),
      `${BOOKING_DAY.replaceAll('-', '/')} 10:00:00 – ${BOOKING_DAY.replaceAll('-', '/')} 12:00:00`,
      'Approved',
      // The use, the consumables (none) and what the line comes to.
      '¥1,200',
      '¥0',
      '¥1,200',
    ]);
    expect(await figure(bill, 'Total').textContent()).toBe('¥1,200');
    expect(await figure(bill, 'Paid').textContent()).toBe('¥0');
    expect(await figure(bill, 'Due').textContent()).toBe('¥1,200');
  });

  it('the lab records the payment with a project code: received ¥1,200, outstanding ¥0', async () => {
    const page = await labPage('/manage/lender/earnings');
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    await expectLabelAbove(page.getByRole('main'), 'From');
    await showMonth(page);
    const month = page.getByRole('region', { name: MONTH_LABEL, exact: true });
    await month.waitFor({ timeout: 30_000 });
    expect(await figure(month, 'Total').textContent()).toBe('¥1,200');
    expect(await figure(month, 'Received').textContent()).toBe('¥0');
    expect(await figure(month, 'Outstanding').textContent()).toBe('¥1,200');
    await month.getByRole('row').filter({ hasText: DEVICE }).waitFor();

    await month.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Charged for your devices: ¥1,200.').waitFor();
    await expectLabelAbove(dialog, 'Amount (yen)');
    await dialog.getByLabel('Amount (yen)').fill('1200');
    // A wrong code is refused on the spot; twelve digits pass.
    await dialog.getByLabel('Project code').fill('12345');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.getByText('The project code is 12 digits.').waitFor();
    await dialog.getByLabel('Project code').fill(PROJECT_CODE);
    await dialog.getByText('The project code is 12 digits.').waitFor({ state: 'detached' });
    await dialog.getByLabel('Note').fill(`Resin prototypes (${RUN})`);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await toast(page, 'The payment was recorded.').waitFor();
    await expect.poll(() => figure(month, 'Received').textContent()).toBe('¥1,200');
    expect(await figure(month, 'Total').textContent()).toBe('¥1,200');
    expect(await figure(month, 'Outstanding').textContent()).toBe('¥0');

    // The student's bill now shows it paid.
    const student = pages.student ?? (await signIn(STUDENT, '/manage/user/payments'));
    await student.goto(`${base}/manage/user/payments?from=${MONTH}&to=${MONTH}`);
    const bill = student.getByRole('region', { name: MONTH_LABEL, exact: true });
    await bill.waitFor({ timeout: 30_000 });
    await expect.poll(() => figure(bill, 'Paid').textContent()).toBe('¥1,200');
    expect(await figure(bill, 'Due').textContent()).toBe('¥0');
  });
});
