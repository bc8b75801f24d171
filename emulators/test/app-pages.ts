import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { ROOT } from '../lib/paths.js';
import { seedEmulators } from '../lib/seed.js';
import { launchChromium } from './browser.js';

/** Helpers shared by the browser suites: the app's address, fresh contexts and the sign-in forms. */

export function hostingUrl(): string {
  const base = process.env.CAMPUS_HOSTING_URL;
  if (!base)
    throw new Error('CAMPUS_HOSTING_URL is not set: run these tests through `npm test -- stack`');
  return base;
}

/** A fresh browser profile (no session) in English, for stable selectors. */
export async function openContext(
  browser: Browser,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'lang', value: 'en', url: `${hostingUrl()}/` }]);
  const page = await context.newPage();
  reportOnFailure(page);
  return { context, page };
}

/** How many of a page's last navigations, errors and warnings a failure report shows. */
const REPORT_LINES = 40;

/**
 * Keeps a page's navigations, console errors and warnings and uncaught errors; when the running test
 * fails, prints them with the page's address and headings and saves a screenshot, so a failure in CI
 * says where the page was and what it complained about.
 */
function reportOnFailure(page: Page): void {
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > REPORT_LINES) lines.shift();
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated ${frame.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      keep(`console.${message.type()} ${message.text()}`);
  });
  page.on('pageerror', (error) => keep(`uncaught ${error.message}`));
  page.on('requestfailed', (request) => keep(`request failed ${request.url()}`));
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const headings = await page
        .locator('h1, [role=dialog], [role=alert]')
        .allTextContents()
        .catch(() => []);
      const file = path.join(
        SCREENSHOTS,
        `failed-${task.name.slice(0, 40).replace(/\W+/g, '-')}.png`,
      );
      await page.screenshot({ path: file }).catch(() => undefined);
      console.error(
        [
          `-- page at failure: ${page.url()}`,
          `-- headings, dialogs, alerts: ${JSON.stringify(headings)}`,
          `-- screenshot: ${file}`,
          ...lines,
        ].join('\n'),
      );
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

/** Where the browser suites put their screenshots (git-ignored). */
export const SCREENSHOTS = path.join(ROOT, '.artifacts', 'screenshots');

/**
 * A browser suite's set-up: the demo data seeded into the running emulators (idempotent) and a
 * headless Chromium. Close the browser in `afterAll`.
 */
export async function seedAndLaunch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await seedEmulators({
    firestore: process.env.FIRESTORE_EMULATOR_HOST ?? '',
    auth: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '',
  });
  return launchChromium();
}
