import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { SCREENSHOTS, useBrowserSuite, toast } from './app-pages.js';
import { fillChairExhibit } from './exhibit-form.js';

/**
 * Issue 15, photos before the first save, in headless Chromium against the started stack at 375
 * px: an owner chooses two photos for an exhibit's item before it exists (one a 12 MB
 * phone photo taken sideways), puts the second first, saves, and finds both on the exhibit's page
 * in that order, the large one resized in the browser (upright, 1600 px at most) and sent under
 * the 10 MB limit; a lender registers a device with a photo chosen before the first save.
 */
const { signIn } = useBrowserSuite();
const RUN = Date.now().toString(36);
const OWNER = 'taro.suzuki@campus.example.ac.jp';
const LIMIT = 10 * 1024 * 1024;

/**
 * A phone photo: 3600 x 2600 pixels of noise at JPEG quality 100 (about 12 MB: noise does not
 * compress), stored sideways with EXIF orientation 6, so upright it is 2600 wide and 3600 tall.
 */
async function phonePhoto(): Promise<Buffer> {
  const photo = await sharp({
    create: {
      width: 3600,
      height: 2600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 100 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(LIMIT);
  return photo;
}

/** A small 800 x 600 PNG drawing, sent as it is. */
function drawing(colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="#e8eef4"/>
    <rect x="300" y="150" width="200" height="260" rx="20" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The photo uploads the page sends, in order: their type and size as sent. */
function recordUploads(page: Page): { type: string; bytes: number }[] {
  const uploads: { type: string; bytes: number }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/images$/.test(new URL(request.url()).pathname)) {
      uploads.push({
        type: request.headers()['content-type'] ?? '',
        bytes: request.postDataBuffer()?.length ?? 0,
      });
    }
  });
  return uploads;
}

/** The natural sizes of the full images the photo list's thumbnails link to, in order. */
function fullSizes(list: Locator): Promise<number[][]> {
  return list.locator('a').evaluateAll((links) =>
    Promise.all(
      links.map(
        (link) =>
          new Promise<number[]>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
            image.onerror = reject;
            image.src = (link as HTMLAnchorElement).href;
          }),
      ),
    ),
  );
}

describe('photos chosen before the first save, in the browser', () => {
  // At a phone's width, where such photos are taken (the upload does not depend on the width).
  it('at 375 px: two photos, the second put first, saved in that order, the large one resized', async () => {
    const width = 375;
    const page = await signIn(OWNER, '/manage/exhibit/reuse/create', width);
    await page.getByRole('heading', { name: 'Prohibited items' }).waitFor();
    const item = await fillChairExhibit(page, { title: `写真から選ぶ椅子 ${width} ${RUN}` });
    const photos = item.getByRole('region', { name: 'Photos' });
    await photos.getByLabel('Add a photo').setInputFiles([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
      { name: 'drawing.png', mimeType: 'image/png', buffer: await drawing('#36506c') },
    ]);
    // Previews before anything is sent, once each photo is ready.
    await photos
      .getByRole('img', { name: 'Photo 1: IMG_0001.jpg (not saved yet)' })
      .waitFor({ timeout: 30_000 });
    await photos.getByRole('img', { name: 'Photo 2: drawing.png (not saved yet)' }).waitFor();
    await photos.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await toast(page, 'Photo moved to position 1.').waitFor();
    await photos.getByRole('img', { name: 'Photo 1: drawing.png (not saved yet)' }).waitFor();
    // The form with its previews, for people to look at (README), at both widths.
    await photos.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, `create-exhibit-${width}.png`) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await photos.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'create-exhibit-1280.png') });
    await page.setViewportSize({ width, height: 900 });

    const uploads = recordUploads(page);
    await page.getByRole('button', { name: 'Create the exhibit' }).click();
    await page.waitForURL(
      (url) => /^\/manage\/exhibit\/reuse\/(?!create$)[^/]+$/.test(url.pathname),
      { timeout: 60_000 },
    );
    await page.getByText(/^The exhibit was created\./).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    // Sent in the order chosen: the drawing as it was, the phone photo resized below the limit.
    expect(uploads.map((upload) => upload.type)).toEqual(['image/png', 'image/jpeg']);
    expect(uploads[1]?.bytes).toBeLessThan(LIMIT);
    const list = page
      .getByRole('article', { name: 'オフィス椅子' })
      .getByRole('list', { name: 'Photos' });
    await list.getByRole('img', { name: 'Photo 2 of オフィス椅子' }).waitFor();
    const [first, second] = await fullSizes(list);
    expect(first).toEqual([800, 600]);
    // Upright (EXIF orientation followed) and 1600 px on the long side: 2600 x 3600 scaled.
    expect(second?.[1]).toBe(1600);
    expect(Math.abs((second?.[0] ?? 0) - 1156)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it('at 375 px: a device registered with a photo chosen before the first save', async () => {
    const device = `写真付きの顕微鏡 ${RUN}`;
    const page = await signIn(OWNER, '/manage/lender/devices/create', 375);
    await page.getByRole('heading', { level: 1, name: 'Register a device' }).waitFor();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Name').fill(device);
    await form.getByLabel('Campus').selectOption({ label: 'Science and Engineering Campus' });
    await form.getByLabel('Building').selectOption({ label: 'Research Building' });
    await form.getByLabel('Room').fill('304');
    const photos = form.getByRole('region', { name: 'Photos' });
    await photos.getByLabel('Add a photo').setInputFiles({
      name: 'scope.png',
      mimeType: 'image/png',
      buffer: await drawing('#6c3650'),
    });
    await photos.getByRole('img', { name: 'Photo 1: scope.png (not saved yet)' }).waitFor();
    await form.getByRole('button', { name: 'Save the device' }).click();

    await page.waitForURL((url) => url.pathname === '/manage/lender/devices', { timeout: 30_000 });
    await toast(page, 'The device was registered.').waitFor();
    await page
      .getByRole('link', { name: `Edit ${device}` })
      .first()
      .click();
    const saved = page.getByRole('region', { name: 'Photos' });
    const thumbnail = saved.getByRole('img', { name: `${device}: photo 1 of 1` });
    // Thumbnails load lazily: at 375 px the longer form puts the photos below the fold.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(72);
    expect(await fullSizes(saved.getByRole('list', { name: 'Photos' }))).toEqual([[800, 600]]);
    await page.context().close();
  });
});
