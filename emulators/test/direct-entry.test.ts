import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, type ExpectStatic, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInOnLoginPage, SCREENSHOTS, switchGroup, useBrowserSuite } from './app-pages.js';
import { axeViolations } from './axe.js';
import { useAdminFirestore } from './counters.js';
import { sidewaysOverflow, tablesCutOff } from './layout-checks.js';
import {
  demoIds,
  REDIRECTS,
  walkOf,
  WALKERS,
  type DemoIds,
  type Who,
  type WalkStop,
} from './route-walk.js';

/**
 * Pages entered directly (a bookmark, a reload, a shared link) are styled as when reached by
 * clicking through the app. The form kit's stylesheet used to come only with some lazy chunks, so a
 * page loaded first showed bare browser controls (issue 15, bug 1).
 */
const { base, openContext, signIn } = useBrowserSuite();
const db = useAdminFirestore();

const HANAKO = 'hanako.yamada@campus.example.ac.jp';
const LISTING = '鈴木研究室の共用機器 / Shared equipment of the Suzuki Lab';
const PRINTER = '3Dプリンター（FDM, 造形サイズ 250mm）';
const STUDENT = 'misaki.takahashi@campus.example.ac.jp';

/**
 * Every visible form control of the kit on the page, with whether it is styled: the browser's own
 * control font (13.33 px) is replaced by the page's (`font: inherit`) and it has the kit's padding.
 */
async function controlStyles(
  page: Page,
  { wait = true } = {},
): Promise<{ control: string; styled: boolean }[]> {
  if (wait) await page.locator('.field__control').first().waitFor({ timeout: 30_000 });
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

/** Where the walk keeps a screenshot of every page it opens, for reviewers to look at. */
const WALK_SHOTS = path.join(SCREENSHOTS, 'routes');

/** The error pages' headings: a walked route must show none of them. */
const ERROR_HEADINGS = '#not-found-heading, #route-error-heading, #fatal-error-heading';

/** Loading states of the app's pages (`aria-busy`, the kit's loading line). */
const LOADING = '[aria-busy="true"], .state--loading';

/**
 * Opens `stop` directly (`page.goto`, as a bookmark or a reload would) and answers what is wrong on
 * it: an error page or a redirect, a form control without the kit's styles, sideways scrolling at
 * phone width, a table cut off without the scroll cue or squeezed (`tablesCutOff`), and every
 * WCAG 2.1 A/AA rule axe-core finds broken.
 */
async function problemsOf(
  expect: ExpectStatic,
  page: Page,
  stop: WalkStop,
  width: number,
  who: Who,
): Promise<string[]> {
  const where = `${who} ${stop.href} at ${width}px`;
  await page.goto(`${base}${stop.href}`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.locator(LOADING).count(), { timeout: 20_000, message: `${where} loads` })
    .toBe(0);
  const problems: string[] = [];
  const wanted = new URL(`${base}${stop.href}`);
  const shown = new URL(page.url());
  const lands = REDIRECTS[wanted.pathname] ?? wanted.pathname;
  if (shown.pathname !== lands) problems.push(`${where}: went to ${shown.pathname}`);
  if ((await page.locator(ERROR_HEADINGS).count()) > 0) problems.push(`${where}: error page`);
  for (const control of await controlStyles(page, { wait: false })) {
    if (!control.styled) problems.push(`${where}: unstyled ${control.control}`);
  }
  if (width < 400) {
    for (const wide of await sidewaysOverflow(page))
      problems.push(`${where}: ${wide} wider than the page`);
  }
  for (const table of await tablesCutOff(page)) problems.push(`${where}: ${table}`);
  for (const v of await axeViolations(page)) {
    problems.push(`${where}: axe ${v.rule} (${v.impact}) x${v.count}: ${v.targets.join(' | ')}`);
  }
  const name = `${who}-${width}-${stop.href.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}`;
  await page.screenshot({ path: path.join(WALK_SHOTS, `${name}.png`), fullPage: true });
  if (stop.shot && (who === 'visitor' || stop.route !== 'exhibit'))
    await page.screenshot({ path: path.join(SCREENSHOTS, `${stop.shot}-${width}.png`) });
  return problems;
}

/**
 * Every route of the route table (`route-walk.ts`) entered directly, at phone and desktop width,
 * signed out and as the demo users with the right to open it (issue 15, Acceptance: every route
 * loaded directly with its styles; axe-core on every route at both widths, signed out and signed
 * in, with zero violations). One browser profile per identity and width, each route loaded once.
 */
describe('every route entered directly', () => {
  let ids: DemoIds | undefined;
  beforeAll(async () => {
    mkdirSync(WALK_SHOTS, { recursive: true });
    ids = await demoIds(db());
  });

  /** One walk: `who` (signed in, acting for their group if they have one) at `width`. */
  async function walk(expect: ExpectStatic, who: Who, width: number): Promise<string[]> {
    if (!ids) throw new Error('No demo ids: read in beforeAll');
    const { context, page } = await openContext(width);
    const walker = who === 'visitor' ? undefined : WALKERS[who];
    try {
      if (walker) {
        await page.goto(`${base}/login`);
        await signInOnLoginPage(page, walker.email);
        if (walker.group) {
          // The group selector is in the manage layout's side menu.
          await page.goto(`${base}/manage/account`);
          await page.locator('h1').first().waitFor();
          await switchGroup(page, walker.group);
        }
      }
      const problems: string[] = [];
      for (const stop of walkOf(who, ids))
        problems.push(...(await problemsOf(expect, page, stop, width, who)));
      return problems;
    } finally {
      if (walker?.group) {
        await page.goto(`${base}/manage/account`);
        await page.locator('h1').first().waitFor();
        await switchGroup(page, 'No group (individual)');
      }
      await context.close();
    }
  }

  // Two lanes walk at once (the student's walk is as long as all the others): each lane's people
  // differ from the other's, so no one's acting group changes under another walk.
  const LANES: Who[][] = [['student'], ['visitor', 'junkOfficer', 'fundsOfficer', 'labAdmin']];
  for (const lane of LANES) {
    it.concurrent(
      `as ${lane.join(', ')} at 375 and 1280 px: styled, no sideways scrolling, tables readable, no axe violation`,
      // Concurrent tests expect through their own context's `expect`.
      async ({ expect }) => {
        const problems: string[] = [];
        for (const who of lane)
          for (const width of [375, 1280]) problems.push(...(await walk(expect, who, width)));
        expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
      },
      600_000,
    );
  }
});
