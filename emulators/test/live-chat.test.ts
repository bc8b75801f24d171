import path from 'node:path';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotificationsStore } from '../../functions/src/features/notifications/store.js';
import { accountIdsOf } from '../../functions/src/shared/identities.js';
import { PROJECT_ID } from '../lib/paths.js';
import { SCREENSHOTS, switchGroup, useBrowserSuite } from './app-pages.js';

/**
 * Live chat and live counters (issue 15, "Feedback and liveliness"): the two parties of a trade have
 * its chat open, the customer on a phone, the lab head acting for the lab on a desktop; what one
 * sends shows in the other's open chat within 2 s (the API poll, the fallback, comes every 15 s).
 * Then, with the head on another page, a customer's message raises his header's unread counter
 * without a reload (the stack has no Realtime Database: the counters come from Firestore
 * `counters/{uid}`). The trade is the seeded one of the lab's partitions (emulators/lib/demo-trades.ts),
 * pick-up booked, so both sides may still write.
 */
const { base, signIn } = useBrowserSuite({
  // The head acts for his lab during this file; the other suites expect him to act as himself.
  beforeClose: async () => {
    if (!switched) return;
    await head.goto(`${base}/manage/exhibit/contact`);
    await switchGroup(head, 'No group (individual)');
  },
});
const CUSTOMER = 'ken.sato@campus.example.ac.jp'; // demo-junk
const LAB_HEAD = 'taro.suzuki@campus.example.ac.jp'; // demo-taro, admin of 鈴木研究室
const LAB_HEAD_UID = 'demo-taro';
const LAB = '鈴木研究室';
const EXHIBIT = 'パーティションとコートハンガー';
const RUN = Date.now().toString(36);
/** The acceptance bound: a message shows in the other party's open chat within this. */
const LIVE_MS = 2_000;

// The seeded documents, read with the Admin SDK (FIRESTORE_EMULATOR_HOST points it at the stack).
let app: App;
let db: Firestore;
beforeAll(() => {
  app = initializeApp({ projectId: PROJECT_ID }, `live-chat-${Date.now()}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
});

let chatId = '';
let customer: Page;
let head: Page;
let switched = false;

const chatPath = (side: 'owner' | 'customer') =>
  `${side === 'owner' ? '/manage/exhibit/contact/chat/' : '/manage/receipt/contact/chat/'}${chatId}`;

async function openChat(page: Page, side: 'owner' | 'customer') {
  await page.goto(`${base}${chatPath(side)}`);
  await page.getByRole('heading', { name: 'Steps' }).waitFor({ timeout: 30_000 });
}

/** Sends `text` and waits until the sender's own chat shows it (it is stored then). */
async function say(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('listitem').filter({ hasText: text }).waitFor();
}

/** The header's unread-chats count, from its accessible name ("Unread chats (3)"; none when 0). */
async function unreadBadge(page: Page): Promise<number> {
  const label = await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /^Unread chats/ })
    .getAttribute('aria-label');
  const match = /\((\d+)\)$/.exec(label ?? '');
  return match ? Number.parseInt(match[1] ?? '0', 10) : 0;
}

/**
 * The head's unread-chat count as Firestore has it now, once the triggers have caught up: the
 * stored counters document equals a fresh count (the triggers of earlier writes may still run).
 */
async function settledUnread(): Promise<number> {
  const store = createNotificationsStore(db);
  const unreadOf = (counters: { owner: { unread: object }; customer: { unread: object } }) =>
    Object.keys(counters.owner.unread).length + Object.keys(counters.customer.unread).length;
  let truth = 0;
  await expect
    .poll(
      async () => {
        const fresh = await store.counters(await accountIdsOf(db, LAB_HEAD_UID));
        const stored = (await db.doc(`counters/${LAB_HEAD_UID}`).get()).data();
        truth = unreadOf(fresh);
        const { version: _fresh, ...freshCounts } = fresh;
        const { version: _stored, ...storedCounts } = stored ?? {};
        return JSON.stringify(storedCounts) === JSON.stringify(freshCounts);
      },
      { timeout: 20_000, message: 'the counters document catches up' },
    )
    .toBe(true);
  return truth;
}

describe('live chat, in the browser', () => {
  it('finds the seeded trade of the lab', async () => {
    const found = await db
      .collection('contacts')
      .where('customerId', '==', 'demo-junk')
      .where('exhibitTitle', '==', EXHIBIT)
      .limit(1)
      .get();
    chatId = found.docs[0]?.id ?? '';
    expect(chatId).not.toBe('');
  });

  it('a message shows in the other party’s open chat within 2 s, both ways (customer at 375 px, lab at 1280 px)', async () => {
    customer = await signIn(CUSTOMER, '/favorite');
    await customer.setViewportSize({ width: 375, height: 740 });
    head = await signIn(LAB_HEAD, '/manage/exhibit/contact');
    await switchGroup(head, LAB);
    switched = true;
    await openChat(customer, 'customer');
    await openChat(head, 'owner');

    const fromCustomer = `金曜日の午後に伺います。(${RUN})`;
    await say(customer, fromCustomer);
    await head
      .getByRole('listitem')
      .filter({ hasText: fromCustomer })
      .waitFor({ timeout: LIVE_MS });

    const fromLab = `承知しました。302号室でお待ちしています。(${RUN})`;
    await say(head, fromLab);
    await customer.getByRole('listitem').filter({ hasText: fromLab }).waitFor({ timeout: LIVE_MS });

    await customer.screenshot({ path: path.join(SCREENSHOTS, 'live-chat-customer-375.png') });
    await head.screenshot({ path: path.join(SCREENSHOTS, 'live-chat-owner-1280.png') });
  });

  it("the customer's next message raises the lab head's unread counter on another page, without a reload", async () => {
    await head.goto(`${base}/favorite`);
    const before = await settledUnread();
    await expect.poll(() => unreadBadge(head), { timeout: 10_000 }).toBe(before);

    await say(customer, `駐車場はありますか？(${RUN})`);

    await expect
      .poll(() => unreadBadge(head), { timeout: 10_000, message: 'the unread badge rises' })
      .toBe(before + 1);
    // Opening the chat reads it, and the counter goes back down.
    await openChat(head, 'owner');
    await expect.poll(() => unreadBadge(head), { timeout: 10_000 }).toBe(before);
  });
});
