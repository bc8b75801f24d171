import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../web/src/locales/en.json' with { type: 'json' };
import ja from '../../web/src/locales/ja.json' with { type: 'json' };
import { toast, useBrowserSuite } from './app-pages.js';
import { axeViolations } from './axe.js';
import { LANGUAGE_COOKIE } from '../../functions/src/model/identity-types.js';

/**
 * The remote settings (docs/remote-config.md) on the whole stack, in headless Chromium, each test
 * at one of 375 and 1280 px. There is no Remote Config emulator: each test writes the local override file that the
 * Functions emulator reads (`CAMPUS_REMOTE_CONFIG_FILE`, which `npm test` points at a file of the
 * stack suite's own); the web app reads the API's values (`GET /api/v1/settings`) through Remote
 * Config after the first paint. The file is put back after each test, so the other suites, which
 * share the stack, see the defaults.
 */

const FILE = process.env.CAMPUS_REMOTE_CONFIG_FILE;
if (!FILE) throw new Error('CAMPUS_REMOTE_CONFIG_FILE is not set: run through `npm test -- stack`');
const ORIGINAL = existsSync(FILE) ? readFileSync(FILE, 'utf8') : null;

function restore(): void {
  if (ORIGINAL === null) rmSync(FILE as string, { force: true });
  else writeFileSync(FILE as string, ORIGINAL);
}

function settings(values: Record<string, string>): void {
  writeFileSync(
    FILE as string,
    Object.entries(values)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
}

const suite = useBrowserSuite({ beforeClose: async () => restore() });
afterEach(restore);
// The first call of a run starts the Functions emulator's worker, which may take longer than a
// banner is given to appear (LOADED): it is made here, before any test.
beforeAll(async () => {
  const res = await fetch(`${suite.base}/api/v1/settings`, { signal: AbortSignal.timeout(60_000) });
  expect(res.status).toBe(200);
}, 70_000);

const STUDENT = 'hanako.yamada@campus.example.ac.jp';
const ANNOUNCEMENT = {
  announcement_ja: '12月1日は停電のため終日休止します',
  announcement_en: 'The service is closed all day on 1 December for a power cut',
  announcement_until: '2099-12-01T18:00',
};
const MAINTENANCE = {
  maintenance_mode: 'true',
  maintenance_message_ja: '18時に再開します',
  maintenance_message_en: 'We are back at 18:00',
};
/** The banners come after the first paint, once Remote Config has loaded. */
const LOADED = { timeout: 30_000 };

async function useLanguage(page: Page, language: 'ja' | 'en'): Promise<void> {
  await page
    .context()
    .addCookies([{ name: LANGUAGE_COOKIE, value: language, url: `${suite.base}/` }]);
  await page.reload();
}

describe('the remote settings in the browser', () => {
  // Each at one width (the settings do not depend on it; the route walk lays out both).
  it(`at 375 px: the announcement shows in Japanese, then in English, and stays closed once closed`, async () => {
    const width = 375;
    settings(ANNOUNCEMENT);
    const { page, context } = await suite.openContext(width);
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ja', url: `${suite.base}/` }]);
    await page.goto(`${suite.base}/`);

    const banner = page.getByRole('region', { name: ja.remoteSettings.announcement.label });
    await banner.getByText(ANNOUNCEMENT.announcement_ja).waitFor(LOADED);

    await page.getByRole('button', { name: 'English' }).click();
    const english = page.getByRole('region', { name: en.remoteSettings.announcement.label });
    await english.getByText(ANNOUNCEMENT.announcement_en).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await english.getByRole('button', { name: en.remoteSettings.announcement.dismiss }).click();
    await english.waitFor({ state: 'detached' });
    // After a reload the settings come again (the request), are rendered (two frames later), and
    // the closed announcement stays closed.
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/settings'), LOADED);
    await page.reload();
    await (await loaded).finished();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await english.count()).toBe(0);
    await context.close();
  });

  it(`at 1280 px: maintenance mode refuses a write with a clear message in both languages, under its banner`, async () => {
    const width = 1280;
    const page = await suite.signIn(STUDENT, '/manage/account', width);
    settings(MAINTENANCE);
    await page.reload();

    const banner = page.getByRole('region', { name: en.remoteSettings.maintenance.label });
    await banner.getByText(MAINTENANCE.maintenance_message_en).waitFor(LOADED);
    await page.getByLabel(en.profileForm.place).fill('Building 7, room 101');
    await page.getByRole('button', { name: en.account.profile.save }).click();
    await toast(page, en.errors.maintenance).waitFor();
    // The banner (at the top) and the toast in one picture, once the toast has faded in.
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      const toaster = document.querySelector('.toaster');
      const animations = toaster?.getAnimations({ subtree: true }) ?? [];
      await Promise.allSettled(animations.map((animation) => animation.finished));
    });
    expect(await axeViolations(page)).toEqual([]);

    await useLanguage(page, 'ja');
    const bannerJa = page.getByRole('region', { name: ja.remoteSettings.maintenance.label });
    await bannerJa.getByText(MAINTENANCE.maintenance_message_ja).waitFor(LOADED);
    await page.getByLabel(ja.profileForm.place).fill('7号館101号室');
    await page.getByRole('button', { name: ja.account.profile.save }).click();
    await toast(page, ja.errors.maintenance).waitFor();

    // Nothing was saved.
    await page.reload();
    await page.getByLabel(ja.profileForm.place).waitFor();
    expect(await page.getByLabel(ja.profileForm.place).inputValue()).not.toBe('7号館101号室');
    await page.context().close();
  });

  it(`at 375 px: with sign-ups closed and share mode off, their pages say so`, async () => {
    const width = 375;
    settings({ signups_enabled: 'false', share_mode_enabled: 'false' });
    // A newcomer (a campus address never signed up) is taken to /signup/terms after signing in.
    const newcomer = `rs-newcomer-${width}-${Date.now()}@campus.example.ac.jp`;
    const page = await suite.signIn(newcomer, '/signup/terms', width);
    await page.getByRole('heading', { name: en.remoteSettings.signupClosed.title }).waitFor(LOADED);
    await page.getByText(en.errors.signupsClosed).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${suite.base}/share`);
    await page
      .getByRole('heading', { name: en.remoteSettings.shareUnavailable.title })
      .waitFor(LOADED);
    await page.context().close();
  });
});
