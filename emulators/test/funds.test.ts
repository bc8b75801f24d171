import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createFundsStore } from '../../functions/src/features/funds/index.js';
import { createConsumablesStore } from '../../functions/src/features/reservations/consumables.js';
import { createReservationsStore } from '../../functions/src/features/reservations/store.js';
import { createTakeReservationStep } from '../../functions/src/features/reservations/take-step.js';
import { fiscalYearOf } from '../../functions/src/model/fiscal-year.js';
import { actAs, downloadedText, SELF, toast, useBrowserSuite } from './app-pages.js';
import { axeViolations } from './axe.js';
import { withAdminFirestore } from './counters.js';
import {
  LAB,
  LAB_HEAD,
  labDevice,
  labIdOf,
  RUN,
  STUDENT,
  tokyoAt,
  tokyoDay,
} from './facility-fixtures.js';

/**
 * A lab's funds in headless Chromium against the started stack (issue 19, part 4): a student of the
 * lab charges a booking above the fund's threshold; it waits for the budget holder (the lab head),
 * who approves it, and only then the lab, as lender, sees and approves the request. And the fund's
 * CSV for the accounting office adds up to what the student's bill charges to that fund. Each test
 * registers its own fund and device of the demo lab, so the demo funds are left alone.
 */
const { signIn } = useBrowserSuite();
let headPage: Page | undefined;

/** The lab head's page at `to`, acting as the lab or as himself. */
async function asHead(to: string, as: string): Promise<Page> {
  if (!headPage || headPage.isClosed()) headPage = await signIn(LAB_HEAD, '/manage/account');
  await actAs(headPage, as);
  await headPage.goto(new URL(to, headPage.url()).href);
  return headPage;
}

/** A fund of the lab for the fiscal year of `day` days ahead, held by the lab head. */
async function labFund(name: string, code: string, approvalThreshold: number | null) {
  return withAdminFirestore(async (db) => {
    const fund = await createFundsStore(db).create(
      await labIdOf(db),
      { uid: 'demo-taro', officer: false },
      {
        fiscalYear: fiscalYearOf(tokyoAt(9, '10:00')),
        name,
        projectCode: code,
        holderUid: 'demo-taro',
        monthlyCap: null,
        approvalThreshold,
      },
      new Date(),
    );
    return fund;
  });
}

describe("a lab's funds, in the browser", () => {
  it("a booking above the fund's threshold waits for the budget holder, then the lender approves it", async () => {
    const device = `Ellipsometer ${RUN}`;
    const grant = `Grant ${RUN}`;
    const code = `2026${Date.now().toString().slice(-8)}`;
    await labFund(grant, code, 1000);
    const id = await labDevice(device, { feePerHour: 1200, requiresApproval: true });
    const day = tokyoDay(9);

    // The student charges two hours (2,400 yen) to the grant: it waits for the budget holder.
    const student = await signIn(STUDENT, `/share/${id}`, 375);
    await student.getByRole('heading', { level: 1, name: device }).waitFor();
    const form = student.locator('form.booking-form');
    await form.getByLabel('Date').fill(day);
    await form.getByLabel('Start').selectOption({ label: '10:00' });
    await form.getByLabel('End').selectOption({ label: '12:00' });
    await form.getByLabel('Charge to fund').selectOption({ label: `${LAB} / ${grant} (${code})` });
    await form.getByRole('button', { name: 'Request a booking' }).click();
    await student
      .getByText("Your booking waits for the budget holder's approval", { exact: false })
      .waitFor({ timeout: 30_000 });

    // The lab does not see it yet.
    const lab = await asHead(`/manage/lender/reservations?week=${day}`, LAB);
    await lab.getByRole('heading', { level: 1, name: 'Reservations' }).waitFor();
    await lab
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});
    expect(await lab.getByRole('article', { name: device }).count()).toBe(0);

    // The head, as himself, approves the charge among his budget approvals.
    const head = await asHead('/manage/user/budget-reviews', SELF);
    const review = head.getByRole('article', { name: device });
    await review.waitFor({ timeout: 30_000 });
    await review.getByText('¥2,400').waitFor();
    await review.getByText(`${grant} (${code})`).waitFor();
    expect(await axeViolations(head)).toEqual([]);
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = head.getByRole('dialog', { name: 'Approve this charge?' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await toast(head, `The reservation of ${device} was approved.`).waitFor();
    await review.waitFor({ state: 'detached' });

    // Now the lab sees the request and approves it.
    const lender = await asHead(`/manage/lender/reservations?week=${day}`, LAB);
    const item = lender.getByRole('article', { name: device });
    await item.waitFor({ timeout: 30_000 });
    await item.getByText(`${grant} (${code})`).waitFor();
    await item.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = lender.getByRole('dialog', { name: 'Approve this reservation?' });
    await approve.getByRole('button', { name: 'OK', exact: true }).click();
    await toast(lender, 'The reservation was updated.').waitFor();

    // The student heard of the holder's approval, and the booking is approved.
    await student.goto(new URL('/notification/notice?role=customer', student.url()).href);
    await student
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: device })
      .first()
      .waitFor({ timeout: 30_000 });
    const status = await withAdminFirestore(async (db) =>
      (await db.collection('reservations').where('deviceId', '==', id).get()).docs.map((d) =>
        d.get('status'),
      ),
    );
    expect(status).toEqual(['approved']);
  });

  it("the fund's CSV for the accounting office adds up to what the bill charges to the fund", async () => {
    const device = `Sputter ${RUN}`;
    const budget = `Operating ${RUN}`;
    const code = `2025${Date.now().toString().slice(-8)}`;
    const fund = await labFund(budget, code, null);
    const id = await labDevice(device, { feePerHour: 1500 });
    const start = tokyoAt(9, '13:00');
    const end = tokyoAt(9, '15:00');
    const month = tokyoDay(9).slice(0, 7);

    // The student used it for two hours (3,000 yen) and the lab added 1,600 yen of consumables.
    await withAdminFirestore(async (db) => {
      const lab = { uid: 'demo-taro', identity: await labIdOf(db) };
      const reservations = createReservationsStore(db);
      const takeStep = createTakeReservationStep(db);
      const booked = await reservations.book(
        { uid: 'demo-hanako', userId: 'demo-hanako' },
        id,
        { start, end, purpose: '', fundId: fund.id },
        new Date(),
      );
      await takeStep(booked.id, lab, 'checkout', '', start);
      await takeStep(booked.id, lab, 'return', '', end);
      const consumables = createConsumablesStore(db);
      await consumables.add(booked.id, lab, { item: 'Target', quantity: 1, unitPrice: 1000 }, end);
      await consumables.add(booked.id, lab, { item: 'Gloves', quantity: 3, unitPrice: 200 }, end);
    });

    // Her bill of that month charges the fund 4,600 yen.
    const student = await signIn(STUDENT, '/manage/user/payments', 375);
    await student.goto(
      new URL(`/manage/user/payments?from=${month}&to=${month}`, student.url()).href,
    );
    const subtotals = student.getByRole('region', { name: 'Subtotals by fund' }).first();
    const subtotal = subtotals.locator('div').filter({ hasText: `${budget} (${code})` });
    await subtotal.waitFor({ timeout: 30_000 });
    expect(await subtotal.locator('dd').textContent()).toBe('¥4,600');

    // The lab head downloads the fund's statement as CSV; its rows of the month add up the same.
    const head = await asHead('/manage/group/funds', LAB);
    await head.getByRole('button', { name: `Statement of ${budget}` }).click();
    const statement = head.getByRole('region', { name: new RegExp(`^Statement of ${budget}`) });
    await statement.getByText('¥4,600').first().waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      head.waitForEvent('download'),
      statement.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`fund-${code}-FY${fiscalYearOf(start)}.csv`);
    const rows = (await downloadedText(download))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = rows[0]!.split(',');
    const totalAt = header.indexOf('total_yen');
    const monthAt = header.indexOf('month');
    const ofMonth = rows.slice(1).map((row) => row.split(','));
    expect(ofMonth.map((cells) => cells[monthAt])).toEqual([month]);
    expect(ofMonth.reduce((sum, cells) => sum + Number(cells[totalAt]), 0)).toBe(4600);
    expect(await axeViolations(head)).toEqual([]);
  });
});
