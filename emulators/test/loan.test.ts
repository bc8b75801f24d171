import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tokyoLocal, toast, useBrowserSuite } from './app-pages.js';
import { fillChairExhibit } from './exhibit-form.js';
import { contactOwner, takeStep } from './trade-steps.js';

/**
 * A loan in reuse mode (issue 16, part 1) in headless Chromium against the started stack, from
 * listing to return: the owner lists a chair to lend for 14 days and applies, the junk-inquiry
 * officer approves it, a student finds it marked "Loan" and asks for it, the owner confirms the
 * pick-up, hands it over with a return due date, changes that date once, the student sees the new
 * date, and the owner completes the return: the chair is back in stock. At 1280 px, with the
 * owner's form, the handover and the student's chat also at 375 px.
 */
const { base, signIn } = useBrowserSuite();
const RUN = Date.now().toString(36);
const OWNER = 'taro.suzuki@campus.example.ac.jp';
const JUNK_OFFICER = 'ken.sato@campus.example.ac.jp';
const CUSTOMER = 'hanako.yamada@campus.example.ac.jp';
const TITLE = `貸出用のオフィス椅子 ${RUN}`;
const LOAN = 'Loan · return within 14 days';
const ITEM = 'オフィス椅子';

let exhibitPath = '';
let chatId = '';

/** `YYYY-MM-DDTHH:mm` (Japan time, as the inputs hold it) -> `YYYY/MM/DD HH:mm:00` as shown. */
const shown = (local: string) => `${local.replace(/-/g, '/').replace('T', ' ')}:00`;

async function openChat(page: Page, side: 'owner' | 'customer') {
  const prefix =
    side === 'owner' ? '/manage/exhibit/contact/chat/' : '/manage/receipt/contact/chat/';
  await page.goto(`${base}${prefix}${chatId}`);
  await page.getByRole('heading', { name: 'Steps' }).waitFor({ timeout: 30_000 });
}

/** The value of one fact of the trade's summary (`Return due (Japan time)` and so on). */
const fact = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'The trade' })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');

describe('a loan, in the browser', () => {
  it('the owner lists a chair to lend for 14 days and applies', async () => {
    const page = await signIn(OWNER, '/manage/exhibit/reuse/create');
    await page.getByRole('heading', { name: 'Prohibited items' }).waitFor();
    await fillChairExhibit(page, { title: TITLE, room: '305', stock: 1 });
    const choice = page.getByRole('group', { name: 'Give away or lend' });
    expect(await choice.getByLabel('Give away').isChecked()).toBe(true);
    expect(await page.getByLabel('Loan period (days)').count()).toBe(0);
    await choice.getByLabel('Lend').check();
    const days = page.getByLabel('Loan period (days)');
    await expect.poll(() => days.inputValue()).toBe('14');

    await page.getByRole('button', { name: 'Create the exhibit' }).click();
    await page.waitForURL(
      (url) => /^\/manage\/exhibit\/reuse\/(?!create$)[^/]+$/.test(url.pathname),
      { timeout: 30_000 },
    );
    exhibitPath = new URL(page.url()).pathname.replace('/manage/exhibit/reuse/', '/exhibits/');
    await page.getByRole('button', { name: 'Apply for approval' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply for approval' }).click();
    await page.getByText('Applied for approval.').waitFor();
    await page.context().close();
  });

  it('the junk-inquiry officer approves it', async () => {
    const junk = await signIn(JUNK_OFFICER, '/manage/backoffice/junk');
    await junk.getByRole('link', { name: TITLE }).click();
    await junk.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await junk.getByLabel('Approve').check();
    await junk.getByRole('button', { name: 'Record the decision' }).click();
    await toast(junk, 'The decision was recorded.').waitFor();
    await junk.context().close();
  });

  it('a student finds it marked as a loan, on its card and its page, and asks for it', async () => {
    const page = await signIn(CUSTOMER, '/');
    await page.getByLabel('Keywords').fill(RUN);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.getByText(LOAN).waitFor({ timeout: 30_000 });
    await card.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe(exhibitPath);
    await page.getByText(LOAN).waitFor();

    chatId = await contactOwner(page, {
      message: `研究会で2週間お借りできますか。(${RUN})`,
      item: ITEM,
      quantity: 1,
      installationPlace: '理学部 セミナー室 101',
      locationManager: '山田 花子',
      managerEmail: CUSTOMER,
    });
    await page.getByRole('heading', { name: 'Steps' }).waitFor();
    expect(await fact(page, 'Give away or lend').textContent()).toBe(LOAN);
    expect(await fact(page, 'Return due').textContent()).toBe('Not set');
    await page.context().close();
  });

  let due = '';
  const moved = tokyoLocal(21, 12);

  it('the owner confirms the pick-up and hands the chair over with the proposed due date (375 px)', async () => {
    const page = await signIn(OWNER, '/favorite');
    await openChat(page, 'owner');
    await takeStep(page, 'Confirm pick-up', async (dialog) => {
      await dialog.getByLabel('Pick-up date and time (Japan time)').fill(tokyoLocal(2, 15));
    });

    await page.setViewportSize({ width: 375, height: 740 });
    await takeStep(page, 'Handover complete', async (dialog) => {
      await dialog.getByLabel(`Handed over: ${ITEM}`).fill('1');
      const field = dialog.getByLabel('Return due (Japan time)');
      due = await field.inputValue();
      // Today + 14 days, to the end of that day in Japan.
      expect(due).toBe(`${tokyoLocal(14, 0).slice(0, 10)}T23:59`);
    });
    await page.getByText('Awaiting return').first().waitFor();
    expect(await fact(page, 'Return due').textContent()).toBe(shown(due));
    await page.setViewportSize({ width: 1280, height: 900 });

    // The lent chair is out of stock while the loan runs.
    await page.goto(`${base}${exhibitPath}`);
    await page.getByText('0 items').first().waitFor();
    await page.context().close();
  });

  it('the owner changes the due date once; the student sees the new date (375 and 1280 px)', async () => {
    const page = await signIn(OWNER, '/favorite');
    await openChat(page, 'owner');
    await takeStep(page, 'Change the return date', async (dialog) => {
      const field = dialog.getByLabel('Return due (Japan time)');
      expect(await field.inputValue()).toBe(due);
      await field.fill(moved);
    });
    await expect.poll(() => fact(page, 'Return due').textContent()).toBe(shown(moved));
    await page.context().close();

    const student = await signIn(CUSTOMER, '/favorite');
    await openChat(student, 'customer');
    expect(await fact(student, 'Return due').textContent()).toBe(shown(moved));
    // Only the owner takes the return steps.
    expect(await student.getByRole('button', { name: 'Return complete' }).count()).toBe(0);
    await student.setViewportSize({ width: 375, height: 740 });
    await student.reload();
    await student.getByRole('heading', { name: 'Steps' }).waitFor({ timeout: 30_000 });
    // On a phone the date is on the first screen, in the steps panel.
    await student.getByText(`Return the items by ${shown(moved)}.`).waitFor();
    await fact(student, 'Return due').scrollIntoViewIfNeeded();
    expect(await fact(student, 'Return due').textContent()).toBe(shown(moved));
    // The trade list shows the due date too.
    await student.goto(`${base}/manage/receipt/contact`);
    await student.getByText(`Return due (Japan time): ${shown(moved)}`).waitFor();
    await student.context().close();
  });

  it('the owner completes the return: the chair is back in stock and on display', async () => {
    const page = await signIn(OWNER, '/favorite');
    await openChat(page, 'owner');
    await takeStep(page, 'Return complete', async (dialog) => {
      await dialog.getByText('The lent items go back into stock').waitFor();
    });
    await page.getByText('Awaiting evaluation').first().waitFor();
    await page.goto(`${base}${exhibitPath}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const facts = page.locator('.exhibit-facts--stacked');
    await expect.poll(() => facts.textContent()).toContain('1 item');
    expect(await facts.textContent()).toContain('On display');
    await page.context().close();
  });
});
