import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, signInOnLoginPage, useBrowserSuite } from './app-pages.js';

/**
 * The web app shell in headless Chromium against the locally started stack (spec sections 2, 6, 8, 9):
 * guards, login with the Auth emulator's sign-in form, layouts and modes, side menu,
 * the 404 page, and the layout at phone and desktop widths.
 */
const { base, openContext, signIn } = useBrowserSuite();

const HANAKO = 'hanako.yamada@campus.example.ac.jp';
const JUNK_OFFICER = 'ken.sato@campus.example.ac.jp';
const REUSE_GREEN = '#48d297';
const SHARE_RED = '#ff5733';

const bodyClass = (page: Page) => page.evaluate(() => document.body.className);
const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.body).getPropertyValue('--color-primary').trim().toLowerCase(),
  );

describe('guards and login', () => {
  it('when a visitor opens a protected page, then /login?redirectUrl=..., and after login they land there in share mode', async () => {
    const { context, page } = await openContext();
    await page.goto(`${base}/manage/exhibit/share?tab=mine`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(
      '/manage/exhibit/share?tab=mine',
    );
    // The navigation is hidden on /login.
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    await signInOnLoginPage(page, HANAKO);
    const landed = new URL(page.url());
    expect(`${landed.pathname}${landed.search}`).toBe('/manage/exhibit/share?tab=mine');
    await page.getByRole('navigation', { name: 'Management menu' }).waitFor();
    expect((await bodyClass(page)).split(/\s+/)).toContain('share');
    expect(await primaryColour(page)).toBe(SHARE_RED);

    // Client-side navigation to a reuse page switches the mode and theme.
    expect(await page.getByRole('link', { name: 'Handover messages' }).count()).toBe(0);
    await page.goto(`${base}/manage/exhibit/reuse`);
    await page.getByRole('link', { name: 'Handover messages' }).first().waitFor();
    expect((await bodyClass(page)).split(/\s+/)).toContain('reuse');
    expect((await bodyClass(page)).split(/\s+/)).not.toContain('share');
    expect(await primaryColour(page)).toBe(REUSE_GREEN);

    // The session survives a reload (persisted common store + Firebase Auth).
    await page.reload();
    await page.getByRole('navigation', { name: 'Management menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/exhibit/reuse');

    // Back-office entries follow the roles claim: none for a student.
    expect(await page.getByRole('link', { name: 'Junk inquiry' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'External funds' }).count()).toBe(0);

    // Logout asks first, then clears the session.
    await page.getByRole('button', { name: 'Log out' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    await page.goto(`${base}/manage/exhibit/reuse`);
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('when a junk-inquiry officer signs in, then the junk back-office entry shows and the funds one does not', async () => {
    const page = await signIn(JUNK_OFFICER, '/manage/account');
    await page.getByRole('navigation', { name: 'Management menu' }).waitFor();
    await page.getByRole('link', { name: 'Junk inquiry' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'External funds' }).count()).toBe(0);
    await page.context().close();
  });
});

/**
 * Visible text with Japanese script, ignoring elements marked as another language (the 日本語 switch)
 * and users' own words (names, group names: `translate="no"`).
 */
const japaneseText = (page: Page) =>
  page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll('[lang]:not([lang="en"]), [translate="no"], script, style, [hidden]')
      .forEach((e) => e.remove());
    document.body.append(clone);
    clone.style.position = 'absolute';
    const text = clone.innerText;
    clone.remove();
    return text.match(/[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60]+/g) ?? [];
  });

describe('English', () => {
  it('when English is chosen, then no Japanese text is left on the public and manage pages', async () => {
    const { context, page } = await openContext();
    for (const target of ['/', '/faq', '/terms', '/privacy', '/about', '/login']) {
      await page.goto(`${base}${target}`);
      await page.locator('main h1, main h2').first().waitFor();
      if (target === '/') await page.getByText('Furniture', { exact: true }).first().waitFor();
      expect(await japaneseText(page), target).toEqual([]);
    }
    await context.close();
    const signedIn = await signIn(HANAKO, '/manage/exhibit/reuse');
    for (const target of [
      '/manage/exhibit/reuse',
      '/manage/exhibit/share',
      '/notification/todo?role=customer',
    ]) {
      await signedIn.goto(`${base}${target}`);
      await signedIn.getByRole('navigation', { name: 'Management menu' }).waitFor();
      await signedIn.locator('main h1').first().waitFor();
      expect(await japaneseText(signedIn), target).toEqual([]);
    }
    await signedIn.context().close();
  });
});

// A bad id or parameter of a known route shows the 404 page too: web/src/app/router.test.tsx
// ("route parameters"), as the header panels are proven in web/src/app/layouts/header.test.tsx.
describe('404', () => {
  it('when an unknown path is opened, then Hosting serves the app and it shows the 404 page', async () => {
    const { context, page } = await openContext();
    await page.goto(`${base}/no/such/page`);
    await page.getByText('404', { exact: true }).waitFor();
    await context.close();
  });
});

describe('layout at phone and desktop widths', () => {
  for (const width of [375, 1280]) {
    it(`when pages are shown ${width} px wide, then nothing overflows sideways`, async () => {
      const { context, page } = await openContext(width);
      for (const [name, target] of [
        ['home', '/'],
        ['faq', '/faq'],
        ['terms', '/terms'],
      ] as const) {
        await page.goto(`${base}${target}`);
        await page.locator('main h1, main h2').first().waitFor();
        if (name === 'home') await page.getByText('Furniture', { exact: true }).first().waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${target} at ${width}px`).toBeLessThanOrEqual(0);
        // The home page for people to look at (README), at both widths.
        if (name === 'home')
          await page.screenshot({
            path: path.join(SCREENSHOTS, `${name}-${width}.png`),
            fullPage: true,
          });
      }
      await context.close();
      const manage = await signIn(HANAKO, '/manage/exhibit/reuse', width);
      await manage.locator('main').first().waitFor();
      const overflow = await manage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `manage at ${width}px`).toBeLessThanOrEqual(0);
      // Beside the signed-in icons the product name is whole (it was cut to "Campus Ma…" on phones).
      const brandCut = await manage
        .locator('.header__brand')
        .evaluate((brand) => brand.scrollWidth - brand.clientWidth);
      expect(brandCut, `the name at ${width}px`).toBeLessThanOrEqual(0);
      // Table headings are not broken a character a line.
      await manage.locator('main table').first().waitFor({ timeout: 30_000 });
      const headingLines = await manage
        .locator('main thead th')
        .evaluateAll((cells) =>
          cells.map((cell) => Math.round(cell.getBoundingClientRect().height)),
        );
      expect(Math.max(0, ...headingLines), `table headings at ${width}px`).toBeLessThan(60);
      await manage.context().close();
    });
  }
});
