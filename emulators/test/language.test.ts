import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectRunChromium, hostingUrl, untilLive } from './app-pages.js';
import { LANGUAGE_COOKIE } from '../../functions/src/model/identity-types.js';

/**
 * The language of a first visit (issue 15) in headless Chromium against the started stack: a browser
 * in English sees English without a `lang` cookie, one in a language the app does not have sees
 * Japanese, and the cookie (the language switch's choice) wins over the browser. Contexts are made
 * here, not by `useBrowserSuite`, whose contexts carry the English cookie.
 */
const base = hostingUrl();
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await connectRunChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens `/` in a fresh profile with the browser `locale` (and the cookie when given), until the
 * page is live and shown in `shown` (a first visit arrives in Japanese, as the server rendered it,
 * and switches once live).
 */
async function firstVisit(locale: string, shown: 'ja' | 'en', cookie?: 'ja' | 'en') {
  if (!browser) throw new Error('No browser yet: it is connected in beforeAll');
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  if (cookie !== undefined) {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: cookie, url: `${base}/` }]);
  }
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await untilLive(page);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, shown);
  const login = page.locator('header a[href^="/login"]').first();
  await page
    .getByRole('link', { name: shown === 'en' ? 'Log in' : 'ログイン' })
    .first()
    .waitFor();
  const seen = {
    lang: await page.evaluate(() => document.documentElement.lang),
    login: (await login.textContent())?.trim(),
    cookies: (await context.cookies())
      .filter((c) => c.name === LANGUAGE_COOKIE)
      .map((c) => c.value),
  };
  await context.close();
  return seen;
}

describe('the language of a first visit, in the browser', () => {
  it('at 1280 px (the choice does not depend on the width): en-US sees English, fr-FR Japanese, and the cookie wins', async () => {
    expect(await firstVisit('en-US', 'en')).toEqual({
      lang: 'en',
      login: 'Log in',
      // The browser's language is not remembered: only the switch writes the cookie.
      cookies: [],
    });
    expect(await firstVisit('fr-FR', 'ja')).toEqual({
      lang: 'ja',
      login: 'ログイン',
      cookies: [],
    });
    expect(await firstVisit('en-US', 'ja', 'ja')).toEqual({
      lang: 'ja',
      login: 'ログイン',
      cookies: ['ja'],
    });
  });
});
