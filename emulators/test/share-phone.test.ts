import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { identityLink, SCREENSHOTS, useBrowserSuite, toast } from './app-pages.js';

/**
 * Share mode on a phone and at the desk (issue 15), in headless Chromium against the started stack:
 * at 375 px a user books the demo lab's 3D printer by tapping a free slot in the one-day view; at
 * 1280 px the week grid shows seven days and a tapped slot fills the form too; the lab head opens
 * the "approve reservation" to-do and lands on the week of that request; the pending requests are
 * narrowed by device and the request approved from the list; the earnings chart fits both widths.
 * Real Hosting, Functions, Firestore and Auth emulators.
 *
 * The booking is two weeks ahead, on a Wednesday, in its first free slot: earlier runs (or other
 * suites) may hold some of that day, the slot tapped is whichever is free now.
 */
const LAB_HEAD = 'taro.suzuki@campus.example.ac.jp'; // admin of 鈴木研究室, lender of the printer
const LAB = '鈴木研究室';
const BOOKER = 'ken.sato@campus.example.ac.jp';
const VIEWER = 'misaki.takahashi@campus.example.ac.jp';
const PRINTER = '3Dプリンター（FDM, 造形サイズ 250mm）';
const MICROSCOPE = '光学顕微鏡（生物用・デジタルカメラ付き）';
const RUN = Date.now().toString(36);

const { base, signIn } = useBrowserSuite();

const pages: Partial<Record<'lab', Page>> = {};
/** The slot booked at 375 px: its Tokyo date (`YYYY-MM-DD`) and times (`10:00`), and its id. */
const booked = { date: '', start: '', end: '' };
let bookedId = '';

/** The printer's address, from the public list of devices. */
async function printerPath(): Promise<string> {
  const res = await fetch(`${base}/api/v1/devices?limit=100`);
  const { devices } = (await res.json()) as { devices: { id: string; name: string }[] };
  const printer = devices.find((device) => device.name === PRINTER);
  if (!printer) throw new Error(`The demo seed has no ${PRINTER}`);
  return `/share/${printer.id}`;
}

/** How far the page and the week view scroll sideways (0: they fit). */
async function sidewaysOverflow(page: Page): Promise<{ page: number; week: number }> {
  return page.evaluate(() => {
    const week = document.querySelector('.week-view__scroll');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      week: week ? week.scrollWidth - week.clientWidth : 0,
    };
  });
}

/** "Free: Wed 2030/05/08 10:00–11:00" -> its date and times. */
function slotOf(name: string) {
  const match = /(\d{4})\/(\d{2})\/(\d{2}) (\d{2}:\d{2})–(\d{2}:\d{2})$/.exec(name);
  if (!match) throw new Error(`Not a free slot's name: ${name}`);
  const [, y, m, d, start = '', end = ''] = match;
  return { date: `${y}-${m}-${d}`, start, end };
}

/** The Monday of a `YYYY-MM-DD` date. */
function mondayOf(ymd: string): string {
  const date = new Date(`${ymd}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

const dotted = (ymd: string) => ymd.replaceAll('-', '/');

async function nextWeek(page: Page) {
  const range = page.locator('.week-view__range');
  const shown = await range.textContent();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect.poll(() => range.textContent()).not.toBe(shown);
}

/** The booking form's date, start and end as shown. */
async function formValues(page: Page) {
  const form = page.locator('form.booking-form');
  return {
    date: await form.getByLabel('Date').inputValue(),
    start: await form
      .getByLabel('Start')
      .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
    end: await form
      .getByLabel('End')
      .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text),
  };
}

describe('share mode on a phone and at the desk, in the browser', () => {
  it('at 375 px, one day at a time: a slot tapped in the day view is booked', async () => {
    const to = await printerPath();
    const page = await signIn(BOOKER, to, 375);
    await page.getByRole('heading', { level: 1, name: PRINTER }).waitFor();
    const week = page.getByRole('region', { name: 'Bookings of the week' });
    await week.waitFor();

    // One day column shows, chosen in the strip; nothing scrolls sideways.
    const strip = page.getByRole('group', { name: 'Day to show' });
    await strip.waitFor();
    await nextWeek(page);
    await nextWeek(page);
    await strip.getByRole('button', { name: /^Wed / }).click();
    // The choice is React state: it shows after the click, on a loaded machine a moment after.
    await expect
      .poll(() => strip.getByRole('button', { name: /^Wed / }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() =>
        page
          .locator('.week-view__day')
          .evaluateAll((days) => days.filter((d) => d.getBoundingClientRect().width > 0).length),
      )
      .toBe(1);
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, week: 0 });

    const slot = page.getByRole('button', { name: /^Free: Wed / }).first();
    await slot.waitFor({ timeout: 30_000 });
    // A finger-sized target.
    expect((await slot.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await week.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'reservations-375.png') });

    Object.assign(booked, slotOf((await slot.getAttribute('aria-label')) ?? ''));
    await slot.click();

    // The form holds the slot, in view, its date focused.
    await expect.poll(() => formValues(page)).toEqual(booked);
    const date = page.locator('form.booking-form').getByLabel('Date');
    await expect.poll(() => date.evaluate((input) => input === document.activeElement)).toBe(true);
    const box = await page.locator('form.booking-form').boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 900).toBeLessThan(900);

    await page.locator('form.booking-form').getByLabel('Purpose').fill(`Phone booking (${RUN})`);
    const answer = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/reservations'),
    );
    await page.getByRole('button', { name: 'Request a booking' }).click();
    const created = (await (await answer).json()) as { reservation: { id: string } };
    bookedId = created.reservation.id;
    await page.getByText('Your request was sent to the lender.').waitFor({ timeout: 30_000 });
    // The reservation holds the slot now: the day shows it booked, no longer free.
    await week
      .getByRole('listitem', { name: `${booked.start}–${booked.end} booked` })
      .waitFor({ timeout: 30_000 });
    expect(
      await page
        .getByRole('button', {
          name: `Free: Wed ${dotted(booked.date)} ${booked.start}–${booked.end}`,
        })
        .count(),
    ).toBe(0);
  });

  it('at 1280 px the week grid shows seven days, and a tapped slot fills the form', async () => {
    const to = await printerPath();
    const page = await signIn(VIEWER, to, 1280);
    await page.getByRole('heading', { level: 1, name: PRINTER }).waitFor();
    const week = page.getByRole('region', { name: 'Bookings of the week' });
    await week.waitFor();
    await nextWeek(page);
    await nextWeek(page);
    await week
      .getByRole('listitem', { name: `${booked.start}–${booked.end} booked` })
      .waitFor({ timeout: 30_000 });

    expect(await page.getByRole('group', { name: 'Day to show' }).count()).toBe(0);
    const widths = await page
      .locator('.week-view__day')
      .evaluateAll((days) => days.map((d) => Math.round(d.getBoundingClientRect().width)));
    expect(widths).toHaveLength(7);
    expect(Math.min(...widths)).toBeGreaterThan(60);
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, week: 0 });

    const slot = page.getByRole('button', { name: /^Free: Thu / }).first();
    await slot.waitFor({ timeout: 30_000 });
    await week.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'reservations-1280.png') });
    const chosen = slotOf((await slot.getAttribute('aria-label')) ?? '');
    await slot.click();
    await expect.poll(() => formValues(page)).toEqual(chosen);
    await page.context().close();
  });

  it('the lab head opens the "approve reservation" to-do and lands on the week of the request', async () => {
    const page = await signIn(LAB_HEAD, '/notification/todo?role=owner', 1280);
    pages.lab = page;
    // The printer may have other requests: the row of the one just made links to it.
    const row = page
      .getByRole('main')
      .getByRole('link', { name: PRINTER })
      .and(page.locator(`[href*="reservation=${bookedId}"]`));
    await row.waitFor({ timeout: 30_000 });
    await row.click();
    // The row is the lab's and he acts as himself: asked first.
    const ask = page.getByRole('dialog');
    if (await ask.isVisible().catch(() => false))
      await ask.getByRole('button', { name: 'Switch and open' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/manage/lender/reservations' &&
        url.searchParams.get('week') === mondayOf(booked.date) &&
        url.searchParams.has('reservation'),
      { timeout: 30_000 },
    );
    const time = `${dotted(booked.date)} ${booked.start}:00 – ${dotted(booked.date)} ${booked.end}:00`;
    await page
      .getByRole('article', { name: PRINTER })
      .filter({ hasText: time })
      .waitFor({ timeout: 30_000 });
    await page.getByText(`${dotted(mondayOf(booked.date))} – `).waitFor();
  });

  it('the pending requests are narrowed by device, and the request is approved from the list', async () => {
    const page = pages.lab;
    if (!page) throw new Error('The previous test signs the lab head in');
    await page.getByRole('link', { name: 'Pending requests' }).click();
    await page.getByRole('heading', { name: 'Requests awaiting your decision' }).waitFor();
    const time = `${dotted(booked.date)} ${booked.start}:00 – ${dotted(booked.date)} ${booked.end}:00`;
    const mine = page.getByRole('article', { name: PRINTER }).filter({ hasText: time });
    await mine.waitFor({ timeout: 30_000 });

    const filter = page.getByLabel('Device', { exact: true });
    await filter.selectOption({ label: MICROSCOPE });
    await page.getByText('No requests await your decision.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('article').count()).toBe(0);
    await filter.selectOption({ label: PRINTER });
    await mine.waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('view')).toBe('requests');
    expect(new URL(page.url()).searchParams.get('device')).not.toBeNull();

    await mine.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this reservation?' });
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'The reservation was updated.').waitFor();
    await mine.waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('the earnings chart of the last 12 months fits 1280 and 375 px', async () => {
    const lab = pages.lab;
    if (!lab) throw new Error('The earlier tests sign the lab head in');
    await lab.goto(`${base}/manage/lender/earnings`);
    await expect
      .poll(() => identityLink(lab).getAttribute('aria-label'))
      .toBe(`Group: ${LAB}, acting as the group`);
    for (const [page, width] of [
      [lab, 1280],
      [await signIn(LAB_HEAD, '/manage/lender/earnings', 375), 375],
    ] as const) {
      const chart = page.getByRole('img', { name: /^Earnings per month/ });
      await chart.waitFor({ timeout: 30_000 });
      expect(await chart.locator('rect').count()).toBe(12);
      // The demo lab earned something this year (its printer's returned bookings).
      const heights = await chart
        .locator('rect')
        .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
      expect(Math.max(...heights)).toBeGreaterThan(0);
      const box = await chart.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(width / 2);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      expect((await sidewaysOverflow(page)).page).toBe(0);
      await chart.scrollIntoViewIfNeeded();
    }
  });
});
