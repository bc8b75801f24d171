import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Download, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { withGroupClaim } from '../../functions/src/features/me/service.js';
import { FAILURE_REPORTS, PROJECT_ID } from '../lib/paths.js';
import { seedEmulators } from '../lib/seed.js';
import { connectChromium } from './browser.js';
import { SCREENSHOTS } from './paths.js';
import { openAsReturningUser, savedSignIn, saveSignIn } from './saved-sign-ins.js';
import { LANGUAGE_COOKIE } from '../../functions/src/model/identity-types.js';

/**
 * Helpers shared by the browser suites: the app's address, the suite's set-up (`useBrowserSuite`),
 * fresh contexts, the sign-in forms and the acting-group selector.
 */

export function hostingUrl(): string {
  const base = process.env.CAMPUS_HOSTING_URL;
  if (!base)
    throw new Error('CAMPUS_HOSTING_URL is not set: run these tests through `npm test -- stack`');
  return base;
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (firebase emulators:exec sets it)`);
  return value;
}

/** The demo data seeded into the emulators the stack runs (idempotent: what exists is kept). */
export async function seedRunningEmulators(): Promise<void> {
  await seedEmulators({
    firestore: requireEnv('FIRESTORE_EMULATOR_HOST'),
    auth: requireEnv('FIREBASE_AUTH_EMULATOR_HOST'),
  });
}

/** What the tests of a browser suite use, from `useBrowserSuite`. */
export interface BrowserSuite {
  /** The app's address (`hostingUrl`). */
  readonly base: string;
  /** A fresh browser profile in the run's Chromium (see `openContext`). */
  openContext(width?: number): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A fresh profile (`width` px wide, 1280 unless told) signed in as `email`, on `to`. The first
   * time in a run a user signs in through /login?redirectUrl=`to`; after that the profile starts
   * from that sign-in's saved storage, as a returning user (saved-sign-ins.ts).
   */
  signIn(email: string, to: string, width?: number): Promise<Page>;
}

/** The run's one Chromium (started by global-setup.ts), connected to from this test file. */
export function connectRunChromium(): Promise<Browser> {
  return connectChromium(inject('chromiumEndpoint'));
}

/**
 * Puts every account back to acting as itself, as the seed leaves them. The acting group is a
 * claim the server keeps (`POST /me/group`), so a file that switched a demo user to a group and
 * did not switch back would otherwise change what the next file's pages do (an exhibit listed by
 * the lab, a contact refused as the user's own group's). A saved sign-in asks for a fresh token
 * when restored (saved-sign-ins.ts), so the next page gets the claim set here.
 */
async function actAsThemselves(): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID }, `act-as-themselves-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const { users } = await auth.listUsers(1000);
    await Promise.all(
      users
        .filter((user) => user.customClaims?.group !== undefined)
        .map((user) => auth.setCustomUserClaims(user.uid, withGroupClaim(user.customClaims, null))),
    );
  } finally {
    await deleteApp(app);
  }
}

/**
 * A browser suite's set-up, called once at the top of its file: before the file's tests, every
 * account acting as itself (`actAsThemselves`) and a connection to the run's Chromium (the demo
 * data is seeded once per run, before Vitest starts); after them, `beforeClose` (a suite that
 * changed other data that suites start from puts it back), then the connection closed with every
 * context the file left open.
 */
export function useBrowserSuite(options: { beforeClose?: () => Promise<void> } = {}): BrowserSuite {
  const base = hostingUrl();
  let browser: Browser | undefined;
  beforeAll(async () => {
    [browser] = await Promise.all([connectRunChromium(), actAsThemselves()]);
  });
  afterAll(async () => {
    try {
      await options.beforeClose?.();
    } finally {
      await browser?.close();
    }
  });
  const newContext = (width?: number, storageState?: string) => {
    if (!browser) throw new Error('No browser yet: it is connected in beforeAll');
    return openContext(browser, width, storageState);
  };
  return {
    base,
    openContext: (width) => newContext(width),
    async signIn(email, to, width) {
      const saved = savedSignIn(email);
      const { context, page } = await newContext(width, saved);
      if (saved) {
        await openAsReturningUser(page, `${base}${to}`, saved);
        return page;
      }
      await page.goto(`${base}/login?redirectUrl=${encodeURIComponent(to)}`);
      await signInOnLoginPage(page, email);
      const pathname = new URL(to, base).pathname;
      await page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });
      await saveSignIn(context, email);
      return page;
    },
  };
}

/** A fresh browser profile in English (for stable selectors), empty or from a saved `storageState`. */
async function openContext(
  browser: Browser,
  width = 1280,
  storageState?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    ...(storageState ? { storageState } : {}),
  });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: `${hostingUrl()}/` }]);
  const page = await context.newPage();
  reportOnFailure(page);
  waitUntilLiveOnLoad(page);
  return { context, page };
}

/**
 * A public page arrives rendered by the server (docs/server-rendering.md) and is usable once the
 * app has taken it over: a click before that is not heard, as a person's would not be. So a page
 * loaded by `goto` or `reload` is handed back once the app is live (the state's script has left
 * the page; a page rendered in the browser has none).
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('ssr-state') === null, undefined, {
    timeout: 30_000,
  });
}

function waitUntilLiveOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive(page);
    return response;
  };
}

/** How many of a page's last navigations, errors and warnings a failure report shows. */
const REPORT_LINES = 40;

/**
 * Keeps a page's navigations, console errors and warnings, uncaught errors, failed requests and
 * answers of 400 and above, and the requests still waiting for an answer; when the running test
 * fails, prints them with the page's address, headings, dialogs, alerts, status notes and toasts, adds
 * them to `FAILURE_REPORTS` and saves a screenshot, so a failure in CI says where the page was, what
 * it showed and what it was waiting for.
 */
function reportOnFailure(page: Page): void {
  const lines: string[] = [];
  const clock = () => new Date().toISOString().slice(11, 23);
  const keep = (line: string) => {
    lines.push(`${clock()} ${line}`);
    if (lines.length > REPORT_LINES) lines.shift();
  };
  const waiting = new Map<Request, string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console.${message.type()} ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`uncaught ${error.message}`));
  page.on('request', (request) => {
    // Firestore's listen channel always waits: it is how snapshots arrive.
    if (!request.url().includes('/Listen/channel')) waiting.set(request, clock());
  });
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => {
    waiting.delete(request);
    keep(
      `request failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
    );
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      keep(`answered ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const shown = await page
        .locator('h1, [role=dialog], [role=alert], [role=status], .toast__text')
        .allTextContents()
        .catch(() => []);
      const file = path.join(
        SCREENSHOTS,
        `failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}.png`,
      );
      await page.screenshot({ path: file }).catch(() => undefined);
      const report = [
        `-- ${task.file?.name ?? ''} > ${task.name}`,
        `-- page at failure (${clock()}): ${page.url()}`,
        `-- headings, dialogs, alerts, status, toasts: ${JSON.stringify(shown.filter((text) => text.trim()))}`,
        `-- screenshot: ${file}`,
        ...lines,
        ...[...waiting].map(
          ([request, since]) => `${since} still waiting: ${request.method()} ${request.url()}`,
        ),
      ].join('\n');
      console.error(report);
      appendFileSync(FAILURE_REPORTS, `${report}\n\n`);
    });
  } catch {
    // Outside a running test (e.g. in beforeAll): nothing to report to.
  }
}

/**
 * Signs in on /login with the emulator sign-in form (local mode only). Google's popup needs
 * apis.google.com even against the Auth emulator, so it cannot open on an offline machine.
 * Does not wait: the page goes on to the redirect target, the sign-up or the refusal dialog.
 */
export async function submitEmulatorSignIn(page: Page, email: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Local environment (emulator)' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Sign in with this account' }).click();
}

/** `submitEmulatorSignIn`, then waits until the login page is left. */
export async function signInOnLoginPage(page: Page, email: string): Promise<void> {
  await submitEmulatorSignIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
}

export { SCREENSHOTS };

/** The header's identity link, whose name says who the user acts as ("Me: ..., acting as yourself"). */
export const identityLink = (page: Page) =>
  page.getByRole('link', { name: /, acting as (yourself|the group)$/ });

/**
 * Chooses `option` in the side menu's 'My group' selector and confirms the switch. On a phone the
 * side menu is a drawer behind the "Menu" button: it is opened first.
 */
export async function switchGroup(page: Page, option: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Management menu' });
  const drawer = page.getByRole('button', { name: 'Menu', exact: true });
  if (!(await menu.isVisible()) && (await drawer.isVisible())) {
    await drawer.click();
    await menu.waitFor();
  }
  await menu.getByLabel('My group').selectOption({ label: option });
  await page.getByRole('dialog').getByRole('button', { name: 'Switch' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** The acting-group selector's option for acting as oneself. */
export const SELF = 'No group (individual)';

/** Chooses the acting group `option` in the side menu (`SELF` for oneself), unless it is chosen. */
export async function actAs(page: Page, option: string): Promise<void> {
  const want = option === SELF ? /, acting as yourself$/ : `Group: ${option}, acting as the group`;
  const current = (await identityLink(page).getAttribute('aria-label')) ?? '';
  if (typeof want === 'string' ? current === want : want.test(current)) return;
  await switchGroup(page, option);
  if (typeof want === 'string')
    await expect.poll(() => identityLink(page).getAttribute('aria-label')).toBe(want);
  else await expect.poll(() => identityLink(page).getAttribute('aria-label')).toMatch(want);
}

/** `days` from now at `hour` in Japan time, as a datetime-local input takes it. */
export function tokyoLocal(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

/** A toast saying `text` (`web/src/app/toaster.tsx`: the outcome of an action, in a live region). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toaster [aria-live]').getByText(text);

/** The text of a finished download (streamed here: the run's Chromium is another process's). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
