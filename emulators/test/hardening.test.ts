import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInOnLoginPage, useBrowserSuite } from './app-pages.js';

/**
 * What Hosting and the function add to every answer of the deployed stack (issue 13): the security
 * headers of firebase.json, the health check, the catalogue's JSON for unusable bodies, and a web app
 * that works under its Content-Security-Policy.
 */
const { base, openContext } = useBrowserSuite();

/** The entry script of the built app, from the app shell. */
async function entryScript(): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  if (src === undefined) throw new Error('No entry script in the app shell');
  return src;
}

describe('security headers (firebase.json)', () => {
  it('when the shell, a deep route, a script or an API answer is served, then each carries them', async () => {
    for (const where of ['/', '/manage/exhibit/reuse', await entryScript(), '/api/v1/categories']) {
      const headers = (await fetch(`${base}${where}`)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, where).toMatch(/(^|; )script-src 'self'[ ;]/);
      expect(csp, where).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(csp, where).toMatch(/(^|; )object-src 'none'(;|$)/);
      expect(headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(headers.get('x-frame-options'), where).toBe('DENY');
      expect(headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), where).toContain('camera=()');
      expect(headers.get('strict-transport-security'), where).toMatch(/^max-age=31536000/);
    }
  });
});

describe('GET /api/v1/health through Hosting', () => {
  it('when the stack runs, then ok with the commit the build stamped and Firestore reachable', async () => {
    const response = await fetch(`${base}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      status: string;
      firestore: string;
      version: { commit: string; builtAt: string | null };
    };
    expect(body.status).toBe('ok');
    expect(body.firestore).toBe('ok');
    expect(body.version.commit).toMatch(/^[0-9a-f]{40}(-dirty)?$/);
    expect(Date.parse(body.version.builtAt ?? '')).not.toBeNaN();
  });
});

describe('unusable bodies through the Functions runtime', () => {
  it('when the JSON is malformed, then 400 bad_request as JSON (the runtime parses it first)', async () => {
    const response = await fetch(`${base}/api/v1/home/me`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"agreeToTerms": tru',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ code: 'bad_request' });
  });

  it('when a JSON body over 1 MB comes chunked (no Content-Length), then 413 payload_too_large as JSON', async () => {
    const chunk = new TextEncoder().encode(`"${'x'.repeat(64 * 1024)}",`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"a":['));
        if (sent < 40) {
          controller.enqueue(chunk);
          sent += 1;
        } else {
          controller.enqueue(new TextEncoder().encode('"end"]}'));
          controller.close();
        }
      },
    });
    const response = await fetch(`${base}/api/v1/home/me`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });
});

/** Every Content-Security-Policy violation the page reports, from its console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to /i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

describe('the web app under its Content-Security-Policy', () => {
  // At a phone's width (its drawer and image sizes); the policy itself does not depend on it.
  it('when a visitor browses and signs in at 375 px, then every page renders and nothing is refused', async () => {
    const { context, page } = await openContext(375);
    const violations = watchCsp(page);
    try {
      const listing = (await (await fetch(`${base}/api/v1/exhibits?limit=1`)).json()) as {
        exhibits: { id: string }[];
      };
      const exhibit = listing.exhibits[0]?.id ?? '';
      for (const where of ['/', '/share', '/faq', `/exhibits/${exhibit}`]) {
        await page.goto(`${base}${where}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      // Photos come from the API under the policy's img-src (lazy ones below the fold may not
      // have loaded yet: a loaded image without pixels is a broken one).
      await page.goto(`${base}/`);
      await page.locator('main img').first().waitFor();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('main img')).some(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      );
      const broken = await page
        .locator('main img')
        .evaluateAll(
          (images) =>
            images.filter(
              (img) =>
                (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
            ).length,
        );
      expect(broken).toBe(0);

      // Signing in reaches the Auth emulator (connect-src), then the management pages load.
      await page.goto(`${base}/login`);
      await signInOnLoginPage(page, 'hanako.yamada@campus.example.ac.jp');
      await page.goto(`${base}/manage/exhibit/reuse`);
      // The management menu is a drawer on phones: wait for the page's own heading instead.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/manage/exhibit/reuse');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
