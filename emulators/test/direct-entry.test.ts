import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, useBrowserSuite } from './app-pages.js';

/**
 * Pages entered directly (a bookmark, a reload, a shared link) are styled as when reached by
 * clicking through the app. The form kit's stylesheet used to come only with some lazy chunks, so a
 * page loaded first showed bare browser controls (issue 15, bug 1).
 */
const { base, openContext, signIn } = useBrowserSuite();

const HANAKO = 'hanako.yamada@campus.example.ac.jp';
const LISTING = '鈴木研究室の共用機器 / Shared equipment of the Suzuki Lab';
const PRINTER = '3Dプリンター（FDM, 造形サイズ 250mm）';
const STUDENT = 'misaki.takahashi@campus.example.ac.jp';

/**
 * Every visible form control of the kit on the page, with whether it is styled: the browser's own
 * control font (13.33 px) is replaced by the page's (`font: inherit`) and it has the kit's padding.
 */
async function controlStyles(page: Page): Promise<{ control: string; styled: boolean }[]> {
  await page.locator('.field__control').first().waitFor({ timeout: 30_000 });
  return page.locator('.field__control').evaluateAll((controls) =>
    controls
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => {
        const own = getComputedStyle(control);
        const parent = getComputedStyle(control.parentElement ?? document.body);
        return {
          control: `${control.tagName.toLowerCase()}#${control.id}`,
          styled: own.fontSize === parent.fontSize && own.borderTopLeftRadius !== '0px',
        };
      }),
  );
}

async function expectStyledAfterReload(page: Page, screenshot: string) {
  await page.reload();
  const controls = await controlStyles(page);
  expect(controls.length).toBeGreaterThan(0);
  expect(controls.filter((c) => !c.styled)).toEqual([]);
  await page.screenshot({
    path: path.join(SCREENSHOTS, `direct-${screenshot}.png`),
    fullPage: true,
  });
}

describe('a page entered directly is styled', () => {
  it('the home page: the search box and the kind filter', async () => {
    const { context, page } = await openContext(375);
    await page.goto(`${base}/`);
    const controls = await controlStyles(page);
    expect(controls.length).toBeGreaterThan(1);
    expect(controls.filter((c) => !c.styled)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'direct-home-375.png'), fullPage: true });
    await context.close();
  });

  it("a device's booking form", async () => {
    const page = await signIn(STUDENT, '/share');
    await page.getByRole('link', { name: LISTING }).click();
    await page.getByRole('link', { name: `Reserve ${PRINTER}` }).click();
    await page.getByRole('heading', { level: 1, name: PRINTER }).waitFor();
    await expectStyledAfterReload(page, 'device');
    await page.context().close();
  });

  it("the reuse list's status filter and the chat's message box", async () => {
    const page = await signIn(HANAKO, '/manage/exhibit/reuse');
    await expectStyledAfterReload(page, 'manage-reuse');

    await page.goto(`${base}/manage/receipt/contact`);
    await page
      .locator('a[href^="/manage/receipt/contact/chat/"]')
      .first()
      .click({ timeout: 30_000 });
    await page.getByLabel('Message', { exact: true }).waitFor({ timeout: 30_000 });
    await expectStyledAfterReload(page, 'chat');
    await page.context().close();
  });
});
