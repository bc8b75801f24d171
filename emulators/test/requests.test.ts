import { createExhibitUseCases } from '../../functions/src/features/exhibits/use-cases.js';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawWinners } from '../../functions/src/features/contacts/allocation.js';
import { drawDueApplications } from '../../functions/src/features/contacts/draw-applications.js';
import { createMailQueue } from '../../functions/src/features/notifications/index.js';
import { notifySavedSearches } from '../../functions/src/features/saved-searches/index.js';
import { useBrowserSuite } from './app-pages.js';
import { listApprovedExhibit } from './exhibit-setup.js';
import { withAdminFirestore } from './counters.js';

/**
 * What members ask for, in the browser (issue 18, parts 2 to 4): 山田 花子 posts what she wants and
 * hears when a matching exhibit is approved (the exhibits trigger of the Functions emulator); she
 * saves a search and hears of each new exhibit as it is approved (the same trigger), the daily job
 * (its entry point, called here) adding no second notice; she applies for a lottery exhibit of 鈴木 太郎, the draw (its entry point, with a
 * clock past the deadline) makes her a winner, and the recorded seed draws the same again.
 */

const HANAKO = 'hanako.yamada@campus.example.ac.jp';
const TARO = 'taro.suzuki@campus.example.ac.jp';
/** A word no demo data has, so this run's wanted post and search find only this run's exhibits. */
const WORD = `zebra${Date.now() % 100000}`;
const DAY = 24 * 60 * 60_000;

const { base, signIn } = useBrowserSuite({
  // Other suites start from the demo data: the exhibits listed here are cancelled, this run's
  // wanted post and saved search removed.
  beforeClose: () =>
    withAdminFirestore(async (db) => {
      const listed = await db.collection('exhibits').where('itemManager', '==', 'Stack test').get();
      const exhibitUseCases = createExhibitUseCases(db);
      const taro = { uid: 'demo-taro', accountId: 'demo-taro', name: '鈴木 太郎' };
      for (const doc of listed.docs) {
        // Withdrawn through the store (its search entry too); one with a trade open stays listed.
        await exhibitUseCases
          .takeOwnerStep(doc.id, taro, 'cancel', new Date())
          .catch(() => undefined);
      }
      const wanted = await db.collection('wanted').where('keywords', '==', WORD).get();
      await Promise.all(wanted.docs.map((d) => d.ref.delete()));
      const saved = await db.collection('savedSearches').where('name', '==', WORD).get();
      await Promise.all(saved.docs.map((d) => d.ref.delete()));
    }),
});

/**
 * The notices page of the customer side, reloaded until the notice `kind` about `subject` (an
 * exhibit's title, a saved search's name) shows, since triggers run late; answers its row's link.
 * Other suites' exhibits may match the demo users' posts too: a notice is found by its subject.
 */
async function waitForNotice(page: Page, kind: string, subject: string): Promise<Locator> {
  await page.goto(`${base}/notification/notice?role=customer`);
  const notice = page
    .getByRole('link')
    .filter({ hasText: kind })
    .filter({ hasText: subject })
    .first();
  // Each look waits up to 2 s for the notice on the loaded page, then loads the page again.
  await expect
    .poll(
      async () => {
        if (
          await notice.waitFor({ timeout: 2000 }).then(
            () => true,
            () => false,
          )
        )
          return true;
        await page.reload();
        return false;
      },
      { timeout: 40_000, interval: 100 },
    )
    .toBe(true);
  return notice;
}

/** A `datetime-local` value `days` ahead, in Tokyo time (the browsers run in Tokyo). */
function localInput(days: number): string {
  const shifted = new Date(Date.now() + days * DAY + 9 * 60 * 60_000);
  return shifted.toISOString().slice(0, 16);
}

describe('wanted posts', () => {
  it('a wanted post is matched by a newly approved exhibit, and its poster is told', async () => {
    const hanako = await signIn(HANAKO, '/manage/wanted/create', 375);
    await hanako.getByLabel('Title').fill(`A ${WORD} desk for the lab`);
    await hanako.getByLabel('Keywords').fill(WORD);
    await hanako.getByLabel('Until').fill(localInput(14));
    await hanako.getByRole('button', { name: 'Post', exact: true }).click();
    await hanako.getByText('Your wanted post is up.').waitFor();

    // 鈴木 太郎 lists one and the junk-inquiry officer approves it: the trigger finds the post.
    const exhibit = await withAdminFirestore((db) =>
      listApprovedExhibit(db, { owner: 'demo-taro', title: `${WORD} desk, steel` }),
    );
    const notice = await waitForNotice(
      hanako,
      'An exhibit matches your wanted post',
      `${WORD} desk, steel`,
    );
    await notice.click();
    await hanako.waitForURL((url) => url.pathname === `/exhibits/${exhibit.id}`);

    // The public list shows the post to everyone.
    await hanako.goto(`${base}/wanted?keywords=${WORD}`);
    await hanako.getByText(`A ${WORD} desk for the lab`).waitFor();
  });
});

describe('saved searches', () => {
  it('a saved search tells of each new exhibit as it is approved; the daily job adds no notice', async () => {
    const hanako = await signIn(HANAKO, '/', 1280);
    await hanako.getByLabel('Keywords').fill(`${WORD} shelf`);
    await hanako.getByRole('button', { name: 'Search', exact: true }).click();
    await hanako.getByRole('button', { name: 'Save this search' }).click();
    const dialog = hanako.getByRole('dialog');
    await dialog.getByLabel('Name').fill(WORD);
    await dialog.getByLabel('E-mail me daily').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await hanako.getByText('The search was saved.').waitFor();

    /** This search's notices in Firestore, as the exhibits trigger writes them. */
    const notices = () =>
      withAdminFirestore(async (db) => {
        const snap = await db
          .collection('notices')
          .where('accountId', '==', 'demo-hanako')
          .where('kind', '==', 'saved_search_matched')
          .get();
        return snap.docs.filter((d) => d.get('savedSearch.name') === WORD).length;
      });
    await withAdminFirestore(async (db) => {
      await listApprovedExhibit(db, { owner: 'demo-taro', title: `${WORD} shelf A` });
      await listApprovedExhibit(db, { owner: 'demo-taro', title: `${WORD} shelf B` });
    });
    // Within the trigger's time, not the next morning: one notice per approved exhibit.
    await expect.poll(notices, { timeout: 60_000, interval: 1000 }).toBe(2);
    await waitForNotice(hanako, 'New exhibits for your saved search: 1', WORD);
    // The daily job mails its digest but tells of the same exhibits no second time.
    await withAdminFirestore((db) =>
      notifySavedSearches(db, new Date(Date.now() + 1000), {
        origin: base,
        mail: createMailQueue(db),
      }),
    );
    expect(await notices()).toBe(2);
  });
});

describe('fair allocation', () => {
  it('an application exhibit draws its winners at the deadline, reproducibly from the seed', async () => {
    const exhibit = await withAdminFirestore((db) =>
      listApprovedExhibit(db, {
        owner: 'demo-taro',
        title: `${WORD} lottery chair`,
        stock: 1,
        applicationDeadline: new Date(Date.now() + DAY).toISOString(),
      }),
    );

    const hanako = await signIn(HANAKO, `/exhibits/${exhibit.id}`, 375);
    await hanako.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = hanako.getByRole('dialog');
    await dialog.getByLabel('Message').fill('For the seminar room, please.');
    await dialog.getByLabel(`Quantity of ${WORD} lottery chair`).fill('1');
    await dialog.getByLabel('Installation place').fill('Building 2, room 301');
    await dialog.getByLabel('Location manager').fill('山田 花子');
    await dialog.getByLabel('Manager e-mail').fill(HANAKO);
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await hanako.getByText('You applied for the lottery.').waitFor();

    // The schedule's entry point, two days on: the deadline has passed.
    const draw = await withAdminFirestore(async (db) => {
      expect(await drawDueApplications(db, new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(
        1,
      );
      const snap = await db
        .collection('exhibits')
        .doc(exhibit.id)
        .collection('allocation')
        .doc('draw')
        .get();
      return snap.data() as {
        seed: string;
        order: string[];
        winners: string[];
        losers: string[];
        stock: Record<string, number>;
      };
    });
    expect(draw.winners).toEqual(['demo-hanako']);
    const requests = new Map([
      ['demo-hanako', [{ itemId: exhibit.itemIds[0] ?? '', quantity: 1 }]],
    ]);
    expect(drawWinners(draw.seed, requests, new Map(Object.entries(draw.stock)))).toEqual({
      order: draw.order,
      winners: draw.winners,
      losers: draw.losers,
    });

    await waitForNotice(hanako, 'You won the lottery', `${WORD} lottery chair`);
    const taro = await signIn(TARO, `/manage/exhibit/reuse/${exhibit.id}`, 1280);
    await taro.getByText(draw.seed).waitFor();
  });
});
