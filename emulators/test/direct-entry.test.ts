import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../web/src/lib/paths.js';
import { SCREENSHOTS, switchGroup, useBrowserSuite } from './app-pages.js';
import { axeViolations } from './axe.js';
import { useAdminFirestore } from './counters.js';
import { controlStyles, sidewaysOverflow, tablesCutOff, waitForControls } from './layout-checks.js';
import { demoIds, REDIRECTS, walkOf, WALKERS, type Who, type WalkStop } from './route-walk.js';

/**
 * Every route of the route table (`route-walk.ts`) entered directly (a bookmark, a reload, a shared
 * link) at phone and desktop width, signed out and as the demo users with the right to open it
 * (issue 15: every route loaded directly with its styles, axe-core on every route, signed out and
 * signed in, with zero violations; a page entered first used to show bare browser controls).
 *
 * How the walk stays short (issue 30):
 * - Each identity signs in once (`signIn`) and walks every width in one page.
 * - Each stop is a new document loaded at its width: the viewport is set before `page.goto`, never
 *   changed under a loaded page, so every address is proven as a bookmark opens it at that width.
 * - axe runs on every stop at 375 px, and at 1280 px once per identity and chrome (layout and mode).
 *   Between the widths only the chrome changes (the header's items, the side menu as a drawer or a
 *   column); a page's content has the same markup and colours, and the phone is the stricter width
 *   for it (boxes that scroll sideways, headings small enough to count as normal text).
 * - Screenshots: a stop with a problem saves its whole page (`routes/failed-...png`, named in the
 *   report with the identity, address and width); routes with a `shot` keep one for reviewers.
 * - Two lanes walk at once (`LANES`).
 */
const { base, openContext, signIn } = useBrowserSuite();
const db = useAdminFirestore();

const WIDTHS = [375, 1280];
/** The width axe checks every stop at; at the other one, each identity's chromes once. */
const AXE_WIDTH = 375;
/**
 * The lanes that walk at once, each through its identities one after the other, in one page per
 * identity. The student's walk is as long as the others' together. No identity is in two lanes:
 * two pages of one signed-in profile loading at once share its stored session, and each lane's sign-ins
 * overlap the other lane's walking.
 */
const LANES: Who[][] = [['student'], ['visitor', 'labAdmin', 'fundsOfficer', 'junkOfficer']];

/** Where a stop with a problem saves a screenshot of its whole page. */
const FAILED_SHOTS = path.join(SCREENSHOTS, 'routes');

/** The error pages' headings: a walked route must show none of them. */
const ERROR_HEADINGS = '#not-found-heading, #route-error-heading, #fatal-error-heading';

/** Loading states of the app's pages (`aria-busy`, the kit's loading line). */
const LOADING = '[aria-busy="true"], .state--loading';

/** One stop of the walk: an address opened by one identity at one width. */
interface Visit {
  who: Who;
  width: number;
  stop: WalkStop;
}

const whereOf = ({ who, width, stop }: Visit) =>
  `${who} ${stop.href} (route ${stop.route}) at ${width}px`;

/** What differs between widths besides the content: the layout (default, manage, chat) and mode. */
const chromeOf = (page: Page) =>
  page.evaluate(
    () => `${document.querySelector('.layout')?.className ?? 'none'} ${document.body.className}`,
  );

/**
 * The walk's browser profiles, one per identity, opened when first needed: the visitor's without a
 * session, each demo user's signed in once, the lab admin's acting for the lab; the walk uses the
 * page it was opened with.
 */
function useProfiles() {
  interface Profile {
    context: BrowserContext;
    first: Page;
  }
  const profiles = new Map<Who, Promise<Profile>>();

  async function open(who: Who): Promise<Profile> {
    if (who === 'visitor') {
      const { context, page } = await openContext(AXE_WIDTH);
      return { context, first: page };
    }
    const { email, group } = WALKERS[who];
    const first = await signIn(email, paths.account.getHref());
    if (group) {
      // The group selector is in the manage layout's side menu.
      await first.locator('h1').first().waitFor();
      await switchGroup(first, group);
    }
    return { context: first.context(), first };
  }

  function profile(who: Who): Promise<Profile> {
    const opened = profiles.get(who) ?? open(who);
    profiles.set(who, opened);
    return opened;
  }

  return {
    async page(who: Who): Promise<Page> {
      return (await profile(who)).first;
    },
    /** Closes every profile (the next file's set-up puts the lab admin back to acting as himself). */
    async close() {
      for (const opened of profiles.values()) {
        const profile = await opened.catch(() => undefined);
        await profile?.context.close();
      }
    },
  };
}

/**
 * Opens the visit's address directly at its width and answers what is wrong on it: an error page or
 * a redirect, a form without the kit's controls or a control without the kit's styles, sideways
 * scrolling at phone width, a table cut off without the scroll cue or squeezed (`tablesCutOff`), and
 * every WCAG 2.1 A/AA rule axe-core finds broken (`axeChromes`: the chromes already checked at the
 * width axe does not check every stop at).
 */
async function problemsOf(page: Page, visit: Visit, axeChromes: Set<string>): Promise<string[]> {
  const { who, width, stop } = visit;
  const where = whereOf(visit);
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
  await page.goto(`${base}${stop.href}`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.locator(LOADING).first().waitFor({ state: 'detached', timeout: 30_000 });
  if (stop.controls > 0) await waitForControls(page, stop.controls, 30_000);

  const problems: string[] = [];
  const wanted = new URL(`${base}${stop.href}`);
  const shown = new URL(page.url());
  const lands = REDIRECTS[wanted.pathname] ?? wanted.pathname;
  if (shown.pathname !== lands) problems.push(`${where}: went to ${shown.pathname}`);
  if ((await page.locator(ERROR_HEADINGS).count()) > 0) problems.push(`${where}: error page`);
  const controls = await controlStyles(page);
  if (controls.length < stop.controls)
    problems.push(`${where}: ${controls.length} form controls of the kit, not ${stop.controls}`);
  for (const control of controls) {
    if (!control.styled) problems.push(`${where}: unstyled ${control.control}`);
  }
  if (width < 400) {
    for (const wide of await sidewaysOverflow(page))
      problems.push(`${where}: ${wide} wider than the page`);
  }
  for (const table of await tablesCutOff(page)) problems.push(`${where}: ${table}`);

  const chrome = width === AXE_WIDTH ? null : `${who} ${width} ${await chromeOf(page)}`;
  if (chrome === null || !axeChromes.has(chrome)) {
    if (chrome) axeChromes.add(chrome);
    for (const v of await axeViolations(page)) {
      problems.push(`${where}: axe ${v.rule} (${v.impact}) x${v.count}: ${v.targets.join(' | ')}`);
    }
  }
  if (stop.shot)
    await page.screenshot({ path: path.join(SCREENSHOTS, `${stop.shot}-${width}.png`) });
  return problems;
}

/** Saves the whole page of a stop that failed; answers the report's line naming the file. */
async function shootFailed(page: Page, { who, width, stop }: Visit): Promise<string> {
  const name = `${who}-${width}-${stop.href.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'home'}`;
  const file = path.join(FAILED_SHOTS, `failed-${name}.png`);
  const saved = await page.screenshot({ path: file, fullPage: true }).then(
    () => true,
    () => false,
  );
  return saved ? `  screenshot: ${file}` : '  (no screenshot: the page is gone)';
}

/** The visits of `identities` at every width, each identity's stops in the route table's order. */
function visitsOf(identities: Who[], stopsOf: (who: Who) => WalkStop[]): Visit[] {
  return identities.flatMap((who) =>
    stopsOf(who).flatMap((stop) => WIDTHS.map((width) => ({ who, width, stop }))),
  );
}

describe('every route entered directly', () => {
  const profiles = useProfiles();
  let lanes: Visit[][] = [];
  beforeAll(async () => {
    mkdirSync(FAILED_SHOTS, { recursive: true });
    const ids = await demoIds(db());
    lanes = LANES.map((identities) => visitsOf(identities, (who) => walkOf(who, ids)));
  });
  afterAll(() => profiles.close());

  it(`at ${WIDTHS.join(' and ')} px, signed out and as each demo user: the page itself, its controls styled, no sideways scrolling, tables readable, no axe violation`, async () => {
    const problems: string[] = [];
    const axeChromes = new Set<string>();
    // A stop that throws (no heading, loading that never ends) stops the walk: the stack is broken.
    let broken = false;
    const walk = async (visits: Visit[]) => {
      for (const visit of visits) {
        if (broken) return;
        let page: Page | undefined;
        try {
          page = await profiles.page(visit.who);
          const found = await problemsOf(page, visit, axeChromes);
          if (found.length > 0) problems.push(...found, await shootFailed(page, visit));
        } catch (error) {
          broken = true;
          problems.push(`${whereOf(visit)}: ${error instanceof Error ? error.message : error}`);
          if (page) problems.push(await shootFailed(page, visit));
        }
      }
    };
    await Promise.all(lanes.map(walk));
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  }, 300_000);
});
