import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SIGN_INS } from './paths.js';

/**
 * The run's sign-ins, kept so that a user signs in through /login once per run and every later
 * `signIn` of theirs starts as a returning user: the browser's storage (cookies, local storage and
 * IndexedDB, where Firebase Auth keeps its session) restored into a fresh context. The files live
 * in one folder for the whole run (emptied by global-setup.ts), so every test file reuses them.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What the app keeps of its session in local storage (web/src/lib/session.ts). */
interface StoredSession {
  token?: string | null;
  group?: string | null;
}

/** The key of the app's session in local storage (`STORAGE_KEY` of web/src/lib/session.ts). */
const SESSION_KEY = 'campus.common';

const fileOf = (email: string) =>
  path.join(SIGN_INS, `${email.toLowerCase().replace(/[^\w.@-]/g, '_')}.json`);

/** The saved storage state of `email`'s sign-in, if this run has one. */
export function savedSignIn(email: string): string | undefined {
  const file = fileOf(email);
  return existsSync(file) ? file : undefined;
}

/**
 * Keeps the storage of `context`, just signed in as `email`, as a returning user's: Firebase's ID
 * token marked expired and the app's copy of it dropped, so a context that starts from it asks for
 * a fresh token (with the claims of that moment: acting group, roles) before its first API call.
 */
export async function saveSignIn(context: BrowserContext, email: string): Promise<void> {
  const state = await context.storageState({ indexedDB: true });
  const file = fileOf(email);
  // Written whole, then renamed: another test file never reads half a state.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(asReturningUser(state)));
  renameSync(partial, file);
}

/**
 * Opens `url` in `page`, whose context started from the saved state `file`, and waits until the app
 * has confirmed the session with a fresh token. When the acting group changed since the state was
 * saved, the page is loaded again, so nothing on it was fetched for the old group.
 */
export async function openAsReturningUser(page: Page, url: string, file: string): Promise<void> {
  const saved = storedSession(JSON.parse(readFileSync(file, 'utf8')) as StorageState);
  await page.goto(url);
  const confirmed = await page.waitForFunction(
    (key) => {
      const session = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredSession | null;
      return session?.token ? { group: session.group ?? null } : null;
    },
    SESSION_KEY,
    { timeout: 30_000 },
  );
  const { group } = (await confirmed.jsonValue()) ?? { group: null };
  if (group !== (saved?.group ?? null)) await page.reload();
}

/** The app's session in `state`'s local storage, if any. */
function storedSession(state: StorageState): StoredSession | undefined {
  for (const origin of state.origins) {
    const entry = origin.localStorage.find((item) => item.name === SESSION_KEY);
    if (entry) return JSON.parse(entry.value) as StoredSession;
  }
  return undefined;
}

/** `state` with Firebase's ID tokens expired and the app's stored token dropped. */
function asReturningUser(state: StorageState): StorageState {
  // IndexedDB is in the state only when asked for (Playwright's type leaves it out).
  if (expireIdTokens(state.origins) === 0)
    throw new Error('No Firebase Auth user in the signed-in browser storage');
  for (const origin of state.origins)
    for (const entry of origin.localStorage)
      if (entry.name === SESSION_KEY)
        entry.value = JSON.stringify({
          ...(JSON.parse(entry.value) as StoredSession),
          token: null,
        });
  return state;
}

/**
 * Sets the expiry of every Firebase Auth user's ID token under `node` to 0; returns how many. A
 * stored record is plain JSON (`stsTokenManager: { expirationTime }`) or, when it holds values
 * JSON lacks, in Playwright's encoding (`{ k: 'stsTokenManager', v: { o: [{ k, v }] } }`).
 */
function expireIdTokens(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + expireIdTokens(item), 0);
  if (typeof node !== 'object' || node === null) return 0;
  const entry = node as Record<string, unknown>;
  let found = 0;
  const plain = entry.stsTokenManager as { expirationTime?: unknown } | undefined;
  if (typeof plain?.expirationTime === 'number') {
    plain.expirationTime = 0;
    found += 1;
  }
  const encoded =
    entry.k === 'stsTokenManager' ? (entry.v as { o?: unknown } | undefined) : undefined;
  for (const field of Array.isArray(encoded?.o)
    ? (encoded.o as { k?: unknown; v?: unknown }[])
    : [])
    if (field.k === 'expirationTime' && typeof field.v === 'number') {
      field.v = 0;
      found += 1;
    }
  return Object.values(entry).reduce((sum: number, value) => sum + expireIdTokens(value), found);
}
