import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parseCalendar } from '../../functions/test/ical-events.js';
import { useBrowserSuite } from './app-pages.js';

/**
 * Share mode's user side in headless Chromium against the started stack (issue 7; the lender's side
 * is share-lender.test.ts): a student finds the demo lab's listing on /share, opens its 3D printer,
 * requests a slot that needs the lab's approval, a second user's overlapping request is refused,
 * and the request shows in the student's week of reservations; the student copies the address of
 * their calendar feed from that page, the feed holds the request, and after the student cancels it
 * the feed says so (issue 33, part 1). Real Hosting, Functions, Firestore and Auth emulators.
 */
const { signIn } = useBrowserSuite();
const STUDENT = 'misaki.takahashi@campus.example.ac.jp';
const SECOND = 'ken.sato@campus.example.ac.jp';
const PRINTER = '3Dプリンター（FDM, 造形サイズ 250mm）';
const LISTING = '鈴木研究室の共用機器 / Shared equipment of the Suzuki Lab';

/**
 * The Tuesday of the week after next in Tokyo, as the date input takes it. The demo printer is free
 * then whatever today is: the seed books it at most 5 working days ahead, and share-phone.test.ts
 * books the Wednesday of that week (a fixed count of working days collided with it on some dates).
 */
const day = (() => {
  const today = new Date(Date.now() + 9 * 3_600_000);
  const monday =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
    ((today.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(monday + 15 * 86_400_000).toISOString().slice(0, 10);
})();

async function requestSlot(page: Page, from: string, to: string) {
  const form = page.getByRole('form').or(page.locator('form.booking-form'));
  await form.getByLabel('Date').fill(day);
  await form.getByLabel('Start').selectOption({ label: from });
  await form.getByLabel('End').selectOption({ label: to });
  await form.getByLabel('Purpose').fill('Prototype parts');
  await form.getByRole('button', { name: 'Request a booking' }).click();
}

describe('share mode, the user side, in the browser', () => {
  let devicePath = '';

  it("a student finds the lab's listing on /share, opens the 3D printer and requests a slot needing approval", async () => {
    const page = await signIn(STUDENT, '/share');
    await page.getByRole('heading', { level: 1, name: 'Share' }).waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('share'))).toBe(true);
    // The catalogue lists the lab's listing; its page shows each device's week and a way to book.
    await page.getByRole('link', { name: LISTING }).click();
    await page.getByRole('heading', { level: 1, name: LISTING }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/exhibits\//);
    await page.getByRole('region', { name: `The week of ${PRINTER}` }).waitFor();
    await page.getByRole('link', { name: `Reserve ${PRINTER}` }).click();
    await page.getByRole('heading', { level: 1, name: PRINTER }).waitFor();
    devicePath = new URL(page.url()).pathname;
    await page.getByText('Needs approval').first().waitFor();
    await requestSlot(page, '10:00', '11:30');
    await page.getByText('Your request was sent to the lender.').waitFor({ timeout: 30_000 });
  });

  it('an overlapping request by someone else is refused', async () => {
    const page = await signIn(SECOND, devicePath);
    await page.getByRole('heading', { level: 1, name: PRINTER }).waitFor();
    await requestSlot(page, '11:00', '12:00');
    await page.getByText('This time is already booked.').waitFor({ timeout: 30_000 });
  });

  it("the request shows in the student's week of reservations, awaiting approval", async () => {
    const page = await signIn(STUDENT, '/manage/user/reservations');
    await page.getByRole('heading', { level: 1, name: 'My reservations' }).waitFor();
    // Go to the week of the request: whole weeks from this Tokyo week's Monday to the day's.
    const mondayOf = (ymd: string) => {
      const date = new Date(`${ymd}T00:00:00Z`);
      return date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000;
    };
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const weeks = Math.round((mondayOf(day) - mondayOf(today)) / (7 * 86_400_000));
    for (let i = 0; i < weeks; i++) {
      const range = await page.getByText(/^\d{4}\/\d{2}\/\d{2} – /).textContent();
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect
        .poll(() => page.getByText(/^\d{4}\/\d{2}\/\d{2} – /).textContent())
        .not.toBe(range);
    }
    await page
      .getByLabel(/10:00–11:30/)
      .first()
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('main').textContent()).toContain(PRINTER);

    // The calendar feed: its address copied from the page, read as a calendar application does.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByText('Subscribe in a calendar app').click();
    await page.getByRole('button', { name: 'Create a subscription address' }).click();
    await page.getByRole('button', { name: 'Copy address' }).click();
    await page.getByText('The address was copied.', { exact: false }).waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(await page.getByRole('textbox', { name: 'Subscription address' }).inputValue()).toBe(
      url,
    );
    const start = new Date(`${day}T10:00:00+09:00`).getTime();
    const event = async () => {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      const { events } = parseCalendar(await res.text());
      return events.find((e) => e.start.getTime() === start && e.summary.includes(PRINTER));
    };
    expect(await event()).toMatchObject({ status: 'TENTATIVE', zone: 'Asia/Tokyo' });

    const request = page
      .getByRole('article')
      .filter({ hasText: PRINTER })
      .filter({ hasText: `${day.replaceAll('-', '/')} 10:00:00` });
    await request.getByRole('button', { name: 'Cancel the reservation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await page.getByText('The reservation was cancelled.').waitFor({ timeout: 15_000 });
    expect((await event())?.status).toBe('CANCELLED');
  });
});
