import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { identityLink, tokyoLocal, useBrowserSuite } from './app-pages.js';
import { type Counts, countsOf, settledCounts, useAdminFirestore } from './counters.js';
import { type FillDialog, contactOwner, takeStep } from './trade-steps.js';

/**
 * The trades acceptance flow of issue 6 in headless Chromium against the started stack: a customer
 * contacts the lab's microscope exhibit asking for 3, both sides chat, the owner confirms the pick-up,
 * hands over 2 of the 3, and both evaluate. At every step the header badges of the customer, of the
 * lab member who acts and of a second lab member show the right counts (the local stack has no
 * Realtime Database: the app listens to Firestore `counters/{uid}`, see counters.ts), and the panels
 * and the notification pages list the rows. The demo seed gives everyone some earlier to-dos: counts
 * are checked against each user's count before the trade.
 */
const { base, signIn } = useBrowserSuite();
const db = useAdminFirestore();
const CUSTOMER = 'ken.sato@campus.example.ac.jp'; // demo-junk, here simply a user
const LAB_HEAD = 'taro.suzuki@campus.example.ac.jp'; // admin of 鈴木研究室
const LAB_MEMBER = 'hanako.yamada@campus.example.ac.jp'; // member of 鈴木研究室
const LAB = '鈴木研究室';
const EXHIBIT = '光学顕微鏡（実習用）';
const ITEM = '光学顕微鏡';
const RUN = Date.now().toString(36);

const UIDS = { customer: 'demo-junk', head: 'demo-taro', member: 'demo-hanako' } as const;

const pages: Record<'customer' | 'head' | 'member', Page> = {} as never;
const baseline: Record<keyof typeof pages, Counts> = {} as never;
let chatId = '';

/** Reloads a user's page and waits for these counts. */
async function expectCounts(who: keyof typeof pages, delta: Partial<Counts>) {
  const page = pages[who];
  await page.reload();
  const want = {
    todo: baseline[who].todo + (delta.todo ?? 0),
    notice: baseline[who].notice + (delta.notice ?? 0),
    unread: baseline[who].unread + (delta.unread ?? 0),
  };
  await expect.poll(() => countsOf(page), { timeout: 15_000, message: who }).toEqual(want);
}

/** After a move: the side to act next has a to-do and an unread chat more, the other none. */
async function expectTurnOf(side: 'lab' | 'customer') {
  const waiting = { todo: 1, unread: 1 };
  await expectCounts('customer', side === 'customer' ? waiting : {});
  await expectCounts('head', side === 'lab' ? waiting : {});
  await expectCounts('member', side === 'lab' ? waiting : {});
}

/** Opens a chat page and waits for its messages. */
async function openChat(page: Page, side: 'owner' | 'customer') {
  const prefix =
    side === 'owner' ? '/manage/exhibit/contact/chat/' : '/manage/receipt/contact/chat/';
  await page.goto(`${base}${prefix}${chatId}`);
  await page.getByRole('heading', { name: 'Steps' }).waitFor({ timeout: 30_000 });
}

async function say(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('listitem').filter({ hasText: text }).waitFor();
}

/** Leaves the chat for a neutral page, so nothing is marked read while others act. */
async function park(page: Page) {
  await page.goto(`${base}/favorite`);
}

/** The lab head takes a step in the owner's chat, waits for the chat to show `shows`, leaves. */
async function headTakesStep(button: string, shows: string, fill: FillDialog) {
  const head = pages.head;
  await openChat(head, 'owner');
  await takeStep(head, button, fill);
  await head.getByText(shows).first().waitFor();
  await park(head);
}

describe('trades, in the browser', () => {
  it('everyone starts from their own counts', async () => {
    pages.customer = await signIn(CUSTOMER, '/favorite');
    pages.head = await signIn(LAB_HEAD, '/favorite');
    pages.member = await signIn(LAB_MEMBER, '/favorite');
    for (const who of ['customer', 'head', 'member'] as const) {
      baseline[who] = await settledCounts(pages[who], db(), UIDS[who]);
    }
  });

  it('the customer contacts the lab asking for 3; both lab members get a to-do and an unread chat', async () => {
    const page = pages.customer;
    await page.goto(`${base}/`);
    await page.getByLabel('Keywords').fill(ITEM);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: EXHIBIT }).first().click();
    await page.getByRole('heading', { level: 1, name: EXHIBIT }).waitFor();
    chatId = await contactOwner(page, {
      message: `実習で3台使わせてください。(${RUN})`,
      item: ITEM,
      quantity: 3,
      installationPlace: '理学部 実習室 204',
      locationManager: '佐藤 健',
      managerEmail: CUSTOMER,
    });
    await park(page);

    await expectTurnOf('lab');

    // The second member's To-do panel lists it on the Owner tab; so does the notification page.
    const member = pages.member;
    await member.getByRole('button', { name: /^To-do/ }).click();
    const panel = member.getByRole('region', { name: 'To-do' });
    await panel.getByRole('tab', { name: /Owner/ }).click();
    await panel.getByText(EXHIBIT).first().waitFor();
    await expect.poll(() => panel.textContent()).toContain('Please reply to a trade message');
    await member.goto(`${base}/notification/todo?role=owner`);
    await member.getByRole('main').getByText(EXHIBIT).first().waitFor();
    await member.goto(`${base}/notification/unread?role=owner`);
    await member.getByRole('main').getByText(EXHIBIT).first().waitFor();
    await park(member);
  });

  it('the lab head opens it from the panel (switching to the lab) and replies; the customer answers', async () => {
    const head = pages.head;
    await head.getByRole('button', { name: /^To-do/ }).click();
    const panel = head.getByRole('region', { name: 'To-do' });
    await panel.getByRole('tab', { name: /Owner/ }).click();
    await panel
      .getByRole('link', { name: new RegExp(EXHIBIT) })
      .first()
      .click();
    // The row belongs to the lab, and he acts as himself: asked first.
    const ask = head.getByRole('dialog');
    await ask.getByRole('button', { name: 'Switch and open' }).click();
    await head.waitForURL((url) => url.pathname === `/manage/exhibit/contact/chat/${chatId}`, {
      timeout: 30_000,
    });
    await head.getByRole('heading', { name: 'Steps' }).waitFor({ timeout: 30_000 });
    await expect
      .poll(() => identityLink(head).getAttribute('aria-label'))
      .toBe(`Group: ${LAB}, acting as the group`);
    await say(head, `どうぞ、研究室302号室までお越しください。(${RUN})`);
    await park(head);

    await expectTurnOf('customer');

    const customer = pages.customer;
    await openChat(customer, 'customer');
    await say(customer, `ありがとうございます。金曜日に伺います。(${RUN})`);
    await park(customer);
    await expectTurnOf('lab');
  });

  it('the head confirms the pick-up: a delivery to-do for the lab, a receipt to-do for the customer', async () => {
    // On a phone the owner's next step is on the first screen, not inside a scroll box.
    const head = pages.head;
    await head.setViewportSize({ width: 375, height: 740 });
    await openChat(head, 'owner');
    const confirm = head.getByRole('button', { name: 'Confirm pick-up', exact: true });
    const box = await confirm.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    await head.setViewportSize({ width: 1280, height: 900 });
    await headTakesStep('Confirm pick-up', 'Awaiting pick-up', async (dialog) => {
      await dialog.getByLabel('Pick-up date and time (Japan time)').fill(tokyoLocal(3, 15));
    });
    await expectCounts('head', { todo: 1 });
    await expectCounts('member', { todo: 1 });
    await expectCounts('customer', { todo: 1, unread: 1 });
  });

  it('the head hands over 2 of the 3; both sides are asked to evaluate', async () => {
    await headTakesStep('Handover complete', 'Handed over 2', async (dialog) => {
      await dialog.getByLabel(`Handed over: ${ITEM}`).fill('2');
    });
    await expectCounts('head', { todo: 1 });
    await expectCounts('member', { todo: 1 });
    await expectCounts('customer', { todo: 1, unread: 1 });
  });

  it('both evaluate: the trade is finished, the evaluations show and every count is back', async () => {
    const head = pages.head;
    await openChat(head, 'owner');
    await takeStep(head, 'Evaluate', async (dialog) => {
      await dialog.getByLabel('Good').check();
      await dialog.getByLabel('Comment').fill('Thank you!');
    });
    await head.getByText('Evaluations appear once both sides have evaluated').waitFor();
    await park(head);
    await expectTurnOf('customer');

    const customer = pages.customer;
    await openChat(customer, 'customer');
    await takeStep(customer, 'Evaluate', async (dialog) => {
      await dialog.getByLabel('Good').check();
      await dialog.getByLabel('Comment').fill('丁寧に対応いただきました。');
    });
    await customer.getByText('Finished').first().waitFor();
    await customer.getByText('丁寧に対応いただきました。').first().waitFor();
    await customer.getByText('Thank you!').first().waitFor();
    await park(customer);
    // The last evaluation leaves nobody an unread chat: the trade is over (issue 15, bug 6).
    await expectCounts('customer', {});
    await expectCounts('head', {});
    await expectCounts('member', {});

    // The head, acting for the lab, finds it among the lab's finished trades.
    await pages.head.goto(`${base}/manage/exhibit/contact`);
    await pages.head.getByRole('main').getByText(EXHIBIT).first().waitFor();
    await expect.poll(() => pages.head.getByRole('main').textContent()).toContain('Finished');
  });
});
