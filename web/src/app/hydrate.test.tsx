import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentDocument } from '@campus/model/content-types';
import type { Root } from 'react-dom/client';
import { render as renderOnServer, ssrStateScript, type RenderedPage } from '../entry-server';
import { session } from '../lib/session';
import { resetApiStub, stubApi } from '../testing/api-stub';
import { AREAS, BUILDINGS, CATEGORIES, comments, detail } from '../testing/exhibit-fixtures';
import { publicReads } from '../testing/public-reads';
import { ALICE } from '../testing/users';
import { modeStore } from '../lib/mode';
import { device, shareListing } from '../lib/share-mode/testing';
import { takeOver } from './hydrate';

/**
 * A server-rendered page taken over in the browser (docs/server-rendering.md): the markup
 * `entry-server.tsx` wrote is hydrated as it is, with no mismatch and no second fetch of its data.
 */
const FAQ: ContentDocument = {
  slug: 'faq',
  lang: 'ja',
  title: 'よくある質問（サーバー）',
  body: '## 出品について\n\n出品は**無料**です。\n\n- 受け渡しは学内で\n- 期限は二週間',
  version: 4,
  termsVersion: null,
  updatedAt: '2026-11-20T01:00:00.000Z',
};

/** The hydrated app, unmounted after each test: it must stop listening to the stores the next
 * files of the worker share (isolate: false; a live one broke the progress bar's English test). */
let hydrated: Root | undefined;

/** The server's answer at `address`: its markup in `#root`, its state's script after it. */
function serve(page: RenderedPage | null, address: string): HTMLElement {
  if (page === null) throw new Error(`${address} is server-rendered`);
  window.history.replaceState(null, '', address);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = page.html;
  document.body.append(root);
  root.insertAdjacentHTML('afterend', ssrStateScript(page.state));
  return root;
}

/** What React logged while hydrating, but the server renderer's mark (see the first test). */
const loggedErrors = (errors: { mock: { calls: unknown[][] } }) =>
  errors.mock.calls
    .map((call) => String(call[0]))
    .filter((text) => !text.includes('multiple renderers concurrently'));

const FAQ_READS = publicReads({ '/contents/faq': { content: FAQ } });

/** What the page of the exhibit ex-1 reads, on the server and in the browser. */
const EXHIBIT = {
  '/exhibits/ex-1': { exhibit: detail({ favoriteCount: 2 }) },
  '/exhibits/ex-1/comments': comments([]),
  '/areas': AREAS,
  '/areas/north/buildings': BUILDINGS,
  '/categories': CATEGORIES,
};

afterEach(() => {
  act(() => hydrated?.unmount());
  session.reset();
  modeStore.reset();
  hydrated = undefined;
  resetApiStub();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.cookie = '__session=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('takeOver (a server-rendered page in the browser)', () => {
  it('when /faq arrives rendered by the server, then it is hydrated without a mismatch or a second fetch', async () => {
    const page = await renderOnServer('/faq', 'ja', FAQ_READS);
    const api = stubApi({});
    // A reader who chose Japanese (a first visit switches to the browser's language once hydrated).
    document.cookie = '__session=ja; path=/';
    const root = serve(page, '/faq');
    const served = root.querySelector('h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // `act` waits for React to finish hydrating (it happens in the background otherwise).
    hydrated = await act(() => takeOver(root));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(FAQ.title),
    );
    // Hydrated, not drawn again: the server's element is still the one shown.
    expect(root.querySelector('h1')).toBe(served);
    // React's server renderer ran in this same process a moment ago and left its mark on the
    // contexts' providers (it never does in a browser, which only hydrates): that warning aside,
    // nothing was logged, above all no "Hydration failed" (a mismatch, which React logs in
    // development and recovers from by drawing the page again).
    expect(loggedErrors(errors)).toEqual([]);
    expect(api.calls('GET /contents/faq')).toEqual([]);
    // Read and live: the state's script has left the page.
    expect(document.getElementById('ssr-state')).toBeNull();
  });

  it('when the page has no state to start from, then it rejects before touching the page (main.tsx renders it afresh)', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>served</p>';
    document.body.append(root);

    await expect(takeOver(root)).rejects.toThrow('no server state');
    expect(root.innerHTML).toBe('<p>served</p>');
  });

  it('when a first visit (no cookie) from an English browser arrives in Japanese, then it is drawn in English over it', async () => {
    const page = await renderOnServer('/faq', 'ja', FAQ_READS);
    const english = { ...FAQ, lang: 'en' as const, title: 'FAQ (from the API)' };
    stubApi({ 'GET /contents/faq': { body: { content: english } } });
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    const root = serve(page, '/faq');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    hydrated = await act(() => takeOver(root));

    await screen.findByRole('heading', { level: 1, name: english.title });
    expect(document.documentElement.lang).toBe('en');
    expect(loggedErrors(errors)).toEqual([]);
    // The browser's language is not remembered: only the language switch writes the cookie.
    expect(document.cookie).not.toContain('__session=en');
  });

  it('when an exhibit arrives rendered, then it is hydrated with the data it came with, none fetched again', async () => {
    const page = await renderOnServer('/exhibits/ex-1', 'ja', publicReads(EXHIBIT));
    const api = stubApi({});
    document.cookie = '__session=ja; path=/';
    const root = serve(page, '/exhibits/ex-1');
    const served = root.querySelector('h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    hydrated = await act(() => takeOver(root));

    await waitFor(() => expect(document.getElementById('ssr-state')).toBeNull());
    expect(root.querySelector('h1')).toBe(served);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('木製の机');
    expect(loggedErrors(errors)).toEqual([]);
    expect(api.requests.map((request) => request.path)).toEqual([]);
  });

  it('when a signed-in reader opens a rendered exhibit, then it is drawn from the data it came with, which is fetched again as theirs', async () => {
    const page = await renderOnServer('/exhibits/ex-1', 'ja', publicReads(EXHIBIT));
    const mine = detail({ favoriteCount: 3, isFavorite: true });
    const api = stubApi({
      ...Object.fromEntries(
        Object.entries(EXHIBIT).map(([path, body]) => [`GET ${path}`, { body }]),
      ),
      'GET /exhibits/ex-1': { body: { exhibit: mine } },
      'GET /home/exhibits/ex-1/contacts/open': { body: { contact: null } },
    });
    session.signedIn(ALICE, 'token', {});
    document.cookie = '__session=ja; path=/';
    const root = serve(page, '/exhibits/ex-1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    hydrated = await act(() => takeOver(root));

    expect(await screen.findByRole('button', { pressed: true })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(loggedErrors(errors)).toEqual([]);
    // (Twice in a test: development's StrictMode mounts twice, and the first fetch is aborted.)
    const fetched = api.calls('GET /exhibits/ex-1').at(-1);
    expect(fetched?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('when a device arrives rendered, then it is hydrated with the stand-in of its week, and the week is drawn once live', async () => {
    const reads = {
      '/devices/dev-1': { device: device() },
      '/areas': AREAS,
      '/areas/north/buildings': BUILDINGS,
    };
    const page = await renderOnServer('/share/dev-1', 'ja', publicReads(reads));
    const api = stubApi({ 'GET /devices/dev-1/availability': { body: { busy: [], outages: [] } } });
    document.cookie = '__session=ja; path=/';
    const root = serve(page, '/share/dev-1');
    const served = root.querySelector('h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    hydrated = await act(() => takeOver(root));

    await waitFor(() => expect(root.querySelector('.week-view__grid')).not.toBeNull());
    expect(root.querySelector('.week-view--pending')).toBeNull();
    expect(root.querySelector('h1')).toBe(served);
    expect(loggedErrors(errors)).toEqual([]);
    // The device came with the page; only its week is the browser's to fetch (twice over here:
    // development's StrictMode mounts twice).
    expect(new Set(api.requests.map((request) => request.path))).toEqual(
      new Set(['/devices/dev-1/availability']),
    );
  });

  it('when a share listing arrives rendered, then it stays in the share theme once live', async () => {
    const listing = shareListing({ id: 'sl-1', devices: [] });
    const page = await renderOnServer(
      '/exhibits/sl-1',
      'ja',
      publicReads({ '/exhibits/sl-1': { exhibit: listing }, '/areas': AREAS }),
    );
    stubApi({});
    document.cookie = '__session=ja; path=/';
    const root = serve(page, '/exhibits/sl-1');

    hydrated = await act(() => takeOver(root));

    await waitFor(() => expect(document.getElementById('ssr-state')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(listing.title);
    expect(document.body).toHaveClass('share');
    expect(document.body).not.toHaveClass('reuse');
  });
});
