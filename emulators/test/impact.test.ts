import { describe, expect, it } from 'vitest';
import { createContactUseCases } from '../../functions/src/features/contacts/use-cases.js';
import { createExhibitUseCases } from '../../functions/src/features/exhibits/use-cases.js';
import { contactInputSchema, handoverInputSchema } from '../../functions/src/model/contact.js';
import type { ImpactMethodResponse } from '../../functions/src/model/impact-types.js';
import { DEMO_GIVEAWAYS } from '../lib/demo-impact.js';
import { axeViolations } from './axe.js';
import { downloadedText, useBrowserSuite } from './app-pages.js';
import { listApprovedExhibit } from './exhibit-setup.js';
import { withAdminFirestore } from './counters.js';

/**
 * The reuse-impact dashboard in the browser (issue 18, part 5), on the real stack: a give-away
 * handed over now is counted by the contacts trigger of the Functions emulator; the officer's
 * dashboard shows the seeded months with their charts, its CO2 figure is weight x factor of the
 * seeded items (each item's own weight, else its category's standard one from the public method),
 * and the CSV downloads; the home page and /impact show the public figures.
 */

const OFFICER = 'misaki.takahashi@campus.example.ac.jp';
const TITLE = `Impact desk ${Date.now() % 100000}`;
const DAY = 24 * 60 * 60_000;

const { base, signIn, openContext } = useBrowserSuite({
  // The exhibit listed here is withdrawn, so other suites start from the demo data.
  beforeClose: () =>
    withAdminFirestore(async (db) => {
      const listed = await db.collection('exhibits').where('title', '==', TITLE).get();
      const taro = { uid: 'demo-taro', accountId: 'demo-taro', name: '鈴木 太郎' };
      for (const doc of listed.docs)
        await createExhibitUseCases(db)
          .takeOwnerStep(doc.id, taro, 'cancel', new Date())
          .catch(() => null);
    }),
});

/** `YYYY-MM` of the Tokyo month `monthsAgo` before this one. */
function monthAgo(monthsAgo: number): string {
  const tokyo = new Date(Date.now() + 9 * 3_600_000);
  const at = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth() - monthsAgo, 1));
  return at.toISOString().slice(0, 7);
}

/** Polls `check` until it holds (the triggers run a little after the writes). */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The estimate of the seeded give-aways of the months `monthsAgo`, by the public method. */
async function seededKgCO2e(monthsAgo: readonly number[]): Promise<number> {
  const method = (await (
    await fetch(`${base}/api/v1/impact/method`)
  ).json()) as ImpactMethodResponse;
  let total = 0;
  for (const demo of DEMO_GIVEAWAYS.filter((d) => monthsAgo.includes(d.monthsAgo))) {
    const row = method.categories.find((c) => c.categoryId === demo.item.categoryId);
    if (row === undefined) throw new Error(`No method for ${demo.item.categoryId}`);
    total += (demo.item.weightKg ?? row.kg) * demo.item.stock * row.kgCO2ePerKg;
  }
  return Math.round(total * 1000) / 1000;
}

describe('the reuse-impact dashboard in the browser', () => {
  it('a give-away handed over now is counted once by the contacts trigger', async () => {
    await withAdminFirestore(async (db) => {
      const { id, itemIds } = await listApprovedExhibit(db, { owner: 'demo-taro', title: TITLE });
      const itemId = itemIds[0] ?? '';
      const contacts = createContactUseCases(db);
      const now = new Date();
      const contact = await contacts.openContact(
        { uid: 'demo-hanako', accountId: 'demo-hanako' },
        id,
        contactInputSchema.parse({
          message: 'May I have the desk?',
          items: [{ itemId, quantity: 1 }],
          installationPlace: 'Room 1',
          locationManager: 'Hanako',
          locationManagerEmail: 'hanako.yamada@campus.example.ac.jp',
          agreedToNotice: true,
        }),
        now,
      );
      const taro = { uid: 'demo-taro', identity: 'demo-taro' };
      const pickupAt = new Date(now.getTime() + 2 * DAY);
      await contacts.takeStep(contact.id, taro, { action: 'confirm_pickup', pickupAt }, now);
      const { items } = handoverInputSchema.parse({ items: [{ itemId, count: 1 }] });
      await contacts.takeStep(contact.id, taro, { action: 'handover', items }, new Date());

      const event = db.collection('impactEvents').doc(`contact_${contact.id}`);
      await until('the trigger counted the handover', async () => {
        const counted = (await event.get()).get('counted') as Record<string, number> | undefined;
        return counted?.[itemId] === 1;
      });
      // The exhibit finished with it: the exhibits trigger counts that once.
      await until(
        'the trigger counted the finished exhibit',
        async () => (await db.collection('impactEvents').doc(`exhibit_${id}`).get()).exists,
      );
      // ...and the seed's year of give-aways, counted by the same triggers when it was written.
      const titles = DEMO_GIVEAWAYS.map((d) => d.title);
      const seeded = await db.collection('exhibits').where('title', 'in', titles).get();
      expect(seeded.size).toBe(titles.length);
      await until('the seeded give-aways are counted', async () => {
        const events = await db.getAll(
          ...seeded.docs.map((doc) => db.collection('impactEvents').doc(`exhibit_${doc.id}`)),
        );
        return events.every((snap) => snap.exists);
      });
    });
  });

  // At one width: the route walk opens the dashboard at 375 and 1280 px (fit, tables, axe).
  it(`at 1280 px: the officer's dashboard shows the seeded months, weight x factor, and the CSV`, async () => {
    const page = await signIn(OFFICER, '/manage/backoffice/impact', 1280);
    await page.getByRole('heading', { level: 1, name: 'Reuse impact dashboard' }).waitFor();
    // The year: a bar per month, some of them the seed's.
    const bars = page.getByRole('img', { name: /^Bar chart of items handed over per month/ });
    await bars.waitFor();
    expect(await bars.locator('rect.month-chart__bar').count()).toBe(12);
    await page.getByRole('img', { name: /^Line chart of CO2 avoided per month/ }).waitFor();
    // The breakdowns, their rows named (not ids), and nothing wider than the screen.
    await page.getByRole('table', { name: 'By faculty' }).waitFor();
    await page.getByRole('cell', { name: 'Faculty of Engineering' }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Two seeded months: the lab bench (its category's standard weight) and the refrigerator (its own).
    const [from, to] = [monthAgo(6), monthAgo(5)];
    await page.goto(`${base}/manage/backoffice/impact?from=${from}&to=${to}`);
    const co2 = page.getByRole('group', { name: 'CO2 avoided (estimate)' });
    const expected = await seededKgCO2e([5, 6]);
    expect(expected).toBe(77.52); // (72 + 80) kg x 0.51
    await expect
      .poll(() => co2.locator('.impact-tile__number').textContent())
      .toBe(expected.toLocaleString('en', { maximumFractionDigits: 1 })); // one decimal: 77.5
    await expect
      .poll(() => page.getByRole('group', { name: 'Items handed over' }).textContent())
      .toContain('2');
    await co2.getByRole('link', { name: 'Estimate' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const rows = (await downloadedText(download)).replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      'month,campus,faculty,category,items,exhibits,yen,kg,kg_co2e,device_hours',
    );
    expect(rows).toContain(
      `${to},Science and Engineering Campus,Faculty of Engineering,Furniture,1,1,250000,80,40.8,`,
    );
    expect(rows).toContain(
      `${from},Medical Campus,Faculty of Medicine,Lab Equipment,1,1,320000,72,36.72,`,
    );

    // A range longer than a year is refused under "To".
    await page.getByLabel('From', { exact: true }).fill(monthAgo(13));
    await page.getByLabel('To', { exact: true }).fill(monthAgo(0));
    await page.getByRole('alert').filter({ hasText: 'Choose at most 12 months.' }).waitFor();
    await page.context().close();
  });

  it('the home page and /impact show the public figures and how they are estimated', async () => {
    const { page } = await openContext(375);
    await page.goto(base);
    const band = page.getByRole('complementary', { name: 'Reuse impact' });
    await band.getByText(/In the last 12 months: \d+ items found a new home/).waitFor();
    await band.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'Reuse impact' }).waitFor();
    await page.locator('h2#method').waitFor();
    await page.getByRole('cell', { name: 'Lab Bench' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
