import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentDocument } from '@campus/model/content-types';
import type { Root } from 'react-dom/client';
import { render as renderOnServer, ssrStateScript } from '../entry-server';
import { i18n } from '../lib/i18n';
import { resetApiStub, stubApi } from '../testing/api-stub';
import { hydratePage } from './hydrate';

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

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  resetApiStub();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  document.cookie = '__session=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('hydratePage', () => {
  it('when /faq arrives rendered by the server, then it is hydrated without a mismatch or a second fetch', async () => {
    const page = await renderOnServer('/faq', 'ja', { content: () => Promise.resolve(FAQ) });
    if (page === null) throw new Error('/faq is server-rendered');
    const api = stubApi({});
    // A reader who chose Japanese (a first visit switches to the browser's language once hydrated).
    document.cookie = '__session=ja; path=/';
    window.history.replaceState(null, '', '/faq');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = page.html;
    document.body.append(root);
    // The state after #root, as the pages function writes it.
    root.insertAdjacentHTML('afterend', ssrStateScript(page.state));
    const served = root.querySelector('h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // `act` waits for React to finish hydrating (it happens in the background otherwise).
    hydrated = await act(() => hydratePage(root));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(FAQ.title),
    );
    // Hydrated, not drawn again: the server's element is still the one shown.
    expect(root.querySelector('h1')).toBe(served);
    // React's server renderer ran in this same process a moment ago and left its mark on the
    // contexts' providers (it never does in a browser, which only hydrates): that warning aside,
    // nothing was logged, above all no "Hydration failed" (a mismatch, which React logs in
    // development and recovers from by drawing the page again).
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((text) => !text.includes('multiple renderers concurrently'))).toEqual([]);
    expect(api.calls('GET /contents/faq')).toEqual([]);
    // Read and live: the state's script has left the page.
    expect(document.getElementById('ssr-state')).toBeNull();
  });

  it('when the page has no state to start from, then it rejects before touching the page (main.tsx renders it afresh)', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>served</p>';
    document.body.append(root);

    await expect(hydratePage(root)).rejects.toThrow('no server state');
    expect(root.innerHTML).toBe('<p>served</p>');
  });

  it('when a first visit (no cookie) from an English browser arrives in Japanese, then it is hydrated as it is, then shown in English', async () => {
    const page = await renderOnServer('/faq', 'ja', { content: () => Promise.resolve(FAQ) });
    if (page === null) throw new Error('/faq is server-rendered');
    const english = { ...FAQ, lang: 'en' as const, title: 'FAQ (from the API)' };
    stubApi({ 'GET /contents/faq': { body: { content: english } } });
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    window.history.replaceState(null, '', '/faq');
    const root = document.createElement('div');
    root.innerHTML = page.html;
    document.body.append(root);
    root.insertAdjacentHTML('afterend', ssrStateScript(page.state));
    // English already loaded, so a switch made before hydration would land before React hydrates.
    await i18n.loadLanguages('en');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    hydrated = await act(() => hydratePage(root));

    await screen.findByRole('heading', { level: 1, name: english.title });
    expect(document.documentElement.lang).toBe('en');
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((text) => !text.includes('multiple renderers concurrently'))).toEqual([]);
    // The browser's language is not remembered: only the language switch writes the cookie.
    expect(document.cookie).not.toContain('__session=en');
  });
});
