import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { createNotificationsStore } from '../../functions/src/features/notifications/store.js';
import { accountIdsOf } from '../../functions/src/shared/identities.js';
import { PROJECT_ID } from '../lib/paths.js';

/**
 * The header's counters in the browser suites. The stack has no Realtime Database, so the app
 * listens to Firestore `counters/{uid}`, which the triggers keep (docs/trades.md, Counters): what a
 * header shows follows Firestore a moment after each change.
 */

export type Counts = { todo: number; notice: number; unread: number };
const KINDS = { todo: 'To-do', notice: 'Notices', unread: 'Unread chats' } as const;

/** A header icon's count, from its accessible name ("To-do: 3"; no number when 0). */
export async function badge(page: Page, kind: keyof Counts): Promise<number> {
  const button = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: new RegExp(`^${KINDS[kind]}`) });
  const label = (await button.getAttribute('aria-label')) ?? '';
  const match = /: (\d+|99\+)$/.exec(label);
  return match ? Number.parseInt(match[1] ?? '0', 10) : 0;
}

export async function countsOf(page: Page): Promise<Counts> {
  return {
    todo: await badge(page, 'todo'),
    notice: await badge(page, 'notice'),
    unread: await badge(page, 'unread'),
  };
}

/** The suite's Admin SDK Firestore (FIRESTORE_EMULATOR_HOST points it at the stack). */
export function useAdminFirestore(): () => Firestore {
  let app: App | undefined;
  beforeAll(() => {
    app = initializeApp({ projectId: PROJECT_ID }, `counters-${Date.now()}`);
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
  });
  return () => {
    if (!app) throw new Error('No admin app yet: it starts in beforeAll');
    return getFirestore(app);
  };
}

/**
 * Runs `run` with an Admin SDK Firestore of its own, deleted afterwards: for a suite's set-up and
 * its clean-up in `beforeClose` (which runs after `useAdminFirestore`'s app may be gone).
 */
export async function withAdminFirestore<T>(run: (db: Firestore) => Promise<T>): Promise<T> {
  const app = initializeApp({ projectId: PROJECT_ID }, `admin-${Date.now()}-${Math.random()}`);
  try {
    return await run(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/** `uid`'s counts over all their identities, counted afresh from Firestore as the triggers count. */
async function freshCounts(db: Firestore, uid: string): Promise<Counts> {
  const { owner, customer } = await createNotificationsStore(db).counters(
    await accountIdsOf(db, uid),
  );
  return {
    todo: owner.todo + customer.todo,
    notice: owner.notice + customer.notice,
    unread: Object.keys(owner.unread).length + Object.keys(customer.unread).length,
  };
}

/**
 * Waits until `page`'s header shows what Firestore counts for `uid` now (the triggers of earlier
 * changes may still be running) and answers those counts.
 */
export async function settledCounts(page: Page, db: Firestore, uid: string): Promise<Counts> {
  let shown: Counts = { todo: 0, notice: 0, unread: 0 };
  await expect
    .poll(
      async () => {
        shown = await countsOf(page);
        return JSON.stringify(shown) === JSON.stringify(await freshCounts(db, uid));
      },
      { timeout: 20_000, message: `the header of ${uid} shows Firestore's counts` },
    )
    .toBe(true);
  return shown;
}
