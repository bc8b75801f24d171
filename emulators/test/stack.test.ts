import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedEmulators } from '../lib/seed.js';
import { launchChromium } from './browser.js';

const base = process.env.CAMPUS_HOSTING_URL;
if (!base)
  throw new Error('CAMPUS_HOSTING_URL is not set: run these tests through `npm test -- stack`');

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (firebase emulators:exec sets it)`);
  return value;
}

beforeAll(async () => {
  await seedEmulators({
    firestore: requireEnv('FIRESTORE_EMULATOR_HOST'),
    auth: requireEnv('FIREBASE_AUTH_EMULATOR_HOST'),
  });
});

describe('Hosting serves the web app', () => {
  it('when / is requested, then the app shell is served', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('when the app shell or a route is requested, then it must be revalidated (never a stale index.html after a deploy)', async () => {
    for (const path of ['/', '/index.html', '/manage/exhibit/reuse']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('when a deep client-side route is requested, then the SPA fallback serves index.html', async () => {
    const response = await fetch(`${base}/manage/exhibit/reuse?tab=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('Hosting rewrites /api/** to the api function', () => {
  it('when GET /api/v1/categories, then the seeded tree comes back as JSON', async () => {
    const response = await fetch(`${base}/api/v1/categories`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as {
      categories: Record<string, { name: { ja: string; en: string }; middleCategories: object }>;
    };
    expect(Object.keys(body.categories).length).toBeGreaterThanOrEqual(4);
    const names = Object.values(body.categories).map((c) => c.name.en);
    expect(names).toEqual(expect.arrayContaining(['Furniture', 'Books']));
  });

  it('when the bearer token is forged, then 401 unauthorized', async () => {
    const response = await fetch(`${base}/api/v1/categories`, {
      headers: { Authorization: 'Bearer forged.token.value' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('when the area does not exist, then 404 not_found', async () => {
    const response = await fetch(`${base}/api/v1/areas/nope/buildings`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('the home page in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('when the page opens, then the category tree shows in Japanese, and in English after switching', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.getByText('家具', { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('Furniture', { exact: true }).first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');

    // The choice survives a reload (cookie), and the locale never enters the URL.
    await page.reload();
    await page.getByText('Furniture', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});
