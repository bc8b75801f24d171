import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite, toast } from './app-pages.js';
import { fillChairExhibit } from './exhibit-form.js';

/**
 * The reuse-mode acceptance flow of issue 5 in headless Chromium against the started stack: an owner
 * lists a chair with a photo and applies; the junk-inquiry officer hands it to external funds; the
 * external-funds officer approves it (it is published); a visitor finds it by "椅子" and by "chair",
 * favorites it and comments on it. Real Hosting, Functions (with the local image store), Firestore
 * and Auth emulators.
 */
const { base, openContext, signIn } = useBrowserSuite();
const RUN = Date.now().toString(36);
const OWNER = 'taro.suzuki@campus.example.ac.jp';
const JUNK_OFFICER = 'ken.sato@campus.example.ac.jp';
const FUNDS_OFFICER = 'misaki.takahashi@campus.example.ac.jp';
const VISITOR = 'hanako.yamada@campus.example.ac.jp';
const TITLE = `メッシュのオフィス椅子 ${RUN}`;
const DESCRIPTION = `Mesh-back office chair with armrests, height adjustable (${RUN}).`;
const COMMENT = `金曜日の午後に受け取りに伺えますか？ (${RUN})`;

let exhibitPath = '';

/** A small photo of a "chair": a JPEG with an EXIF comment the server must strip. */
function chairPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#e8eef4"/>
    <rect x="250" y="120" width="140" height="150" rx="16" fill="#36506c"/>
    <rect x="230" y="270" width="180" height="30" rx="8" fill="#2a3f55"/>
    <rect x="312" y="300" width="16" height="90" fill="#555"/>
    <rect x="250" y="385" width="140" height="12" rx="6" fill="#444"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { ImageDescription: 'private note' } })
    .toBuffer();
}

/** Opens the application in a back-office queue and records a decision. */
async function decide(page: Page, result: string, comment: string) {
  await page.getByRole('link', { name: TITLE }).click();
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByLabel(result).check();
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Record the decision' }).click();
  await toast(page, 'The decision was recorded.').waitFor();
}

/** The posted comment in the list (not the text still in the form). */
const comment = (page: Page) => page.getByRole('listitem').filter({ hasText: COMMENT });

async function searchFor(page: Page, keywords: string) {
  await page.getByLabel('Keywords').fill(keywords);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: TITLE }).first().waitFor({ timeout: 30_000 });
}

describe('reuse mode, in the browser', () => {
  it('an owner lists a chair with a photo and applies for approval', async () => {
    const page = await signIn(OWNER, '/manage/exhibit/reuse/create');
    await page.getByRole('heading', { name: 'Prohibited items' }).waitFor();
    await fillChairExhibit(page, {
      title: TITLE,
      description: DESCRIPTION,
      room: '302',
      itemDescription: '肘掛け付き、座面の高さ調整可。',
      stock: 3,
    });
    await page.getByRole('button', { name: 'Create the exhibit' }).click();

    // The owner's detail page: add the photo, then apply.
    await page.waitForURL(
      (url) => /^\/manage\/exhibit\/reuse\/(?!create$)[^/]+$/.test(url.pathname),
      {
        timeout: 30_000,
      },
    );
    exhibitPath = new URL(page.url()).pathname.replace('/manage/exhibit/reuse/', '/exhibits/');
    // The address changes before the detail page is drawn: the create form (its own photo picker
    // locked once saved) stays on screen a moment, so the photo is chosen in the item's section.
    const items = page.getByRole('region', { name: 'Items' });
    await items.getByLabel('Add a photo').setInputFiles({
      name: 'chair.jpg',
      mimeType: 'image/jpeg',
      buffer: await chairPhoto(),
    });
    await page.getByText('The photo was added.').waitFor({ timeout: 30_000 });
    const thumbnail = page.getByRole('img', { name: 'Photo 1 of オフィス椅子' });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(72);

    await page.getByRole('button', { name: 'Apply for approval' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply for approval' }).click();
    await page.getByText('Applied for approval.').waitFor();
    await page.getByText('Awaiting junk-inquiry approval').first().waitFor();
    await page.context().close();
  });

  it('the junk-inquiry officer hands it to external funds; the funds officer approves it', async () => {
    const junk = await signIn(JUNK_OFFICER, '/manage/backoffice/junk');
    await decide(junk, 'Hand to the external-funds officer', '外部資金で購入した椅子です。');
    await junk.context().close();

    const funds = await signIn(FUNDS_OFFICER, '/manage/backoffice/funds');
    await decide(funds, 'Approve', '');
    // The junk officer has no business in the funds queue, and the other way round.
    await funds.goto(`${base}/manage/backoffice/junk`);
    await funds.getByText('You are not allowed to see this page').waitFor();
    await funds.context().close();
  });

  it('a visitor finds it by "椅子" and by "chair", favorites it and comments on it', async () => {
    const page = await signIn(VISITOR, '/');
    await searchFor(page, '椅子');
    await searchFor(page, 'chair');
    await page.getByRole('link', { name: TITLE }).first().click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe(exhibitPath);
    const photo = page.getByRole('img', { name: `Image of ${TITLE} (1 of 1)` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

    const favorite = page.getByRole('button', { name: /^Favorite/ });
    await favorite.click();
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');

    await page.getByLabel('Write a comment').fill(COMMENT);
    await page.getByRole('button', { name: 'Post' }).click();
    await comment(page).waitFor();
    expect(await page.getByRole('button', { name: 'Contact the owner' }).count()).toBe(1);

    // Both stay after a reload: they were saved, not just drawn.
    await page.reload();
    await comment(page).waitFor();
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');
    await page.goto(`${base}/favorite`);
    await page.getByRole('link', { name: TITLE }).waitFor();
    await page.context().close();
  });

  it('the contact button asks a logged-out visitor to log in and is absent for the owner', async () => {
    const { context, page } = await openContext();
    await page.goto(`${base}${exhibitPath}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('Login required to contact').waitFor();
    await context.close();

    const owner = await signIn(OWNER, exhibitPath);
    await owner.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await owner.getByText('This is your exhibit.').waitFor();
    expect(await owner.getByRole('button', { name: 'Contact the owner' }).count()).toBe(0);
    await comment(owner).waitFor();
    await owner.context().close();
  });
});
