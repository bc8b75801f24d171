import { describe, expect, it } from 'vitest';
import type { ContentDocument, ContentSlug } from '@campus/model/content-types';
import type { Language } from './lib/i18n';
import { render } from './entry-server';
import {
  AREAS,
  BUILDINGS,
  CATEGORIES,
  comment,
  comments,
  detail,
  summary,
} from './testing/exhibit-fixtures';
import { publicReads } from './testing/public-reads';
import { device, shareListing } from './lib/share-mode/testing';

const document = (slug: ContentSlug, lang: Language): ContentDocument => ({
  slug,
  lang,
  title: lang === 'ja' ? 'よくある質問' : 'Frequently asked questions',
  body: '## 出品について\n\n出品は**無料**です。',
  version: 3,
  termsVersion: slug === 'terms' ? 3 : null,
  updatedAt: '2026-11-20T01:00:00.000Z',
});

const documents = (query: URLSearchParams) => ({
  status: 200,
  body: { content: document('faq', query.get('lang') as Language) },
});

/** The lookups every listing page reads. */
const LOOKUPS = {
  '/areas': AREAS,
  '/areas/north/buildings': BUILDINGS,
  '/categories': CATEGORIES,
};

const keysOf = (page: Awaited<ReturnType<typeof render>>) =>
  page?.state.queries.queries.map((query) => query.queryKey);

describe('render (the server-rendered public pages)', () => {
  it('when /faq is rendered in Japanese, then the HTML holds the layout and the whole document', async () => {
    const page = await render('/faq', 'ja', publicReads({ '/contents/faq': documents }));
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('よくある質問');
    expect(page?.html).toContain('<strong>無料</strong>');
    expect(page?.html).toContain('<header');
    expect(page?.state.language).toBe('ja');
    expect(keysOf(page)).toEqual([['/contents', 'faq', 'ja', null]]);
    expect(page?.modules).toEqual(['src/features/static-pages/pages/faq-page.tsx']);
  });

  it('when the reader reads English, then the page and its chrome are English', async () => {
    const page = await render('/about', 'en', publicReads({ '/contents/about': documents }));
    expect(page?.html).toContain('Frequently asked questions');
    expect(page?.html).toContain('Log in');
  });

  it('when an exhibit is rendered, then its detail, place and comments are in the HTML, read by the pages themselves', async () => {
    const reads = publicReads({
      '/exhibits/ex-1': { exhibit: detail() },
      '/exhibits/ex-1/comments': comments([comment(1, { body: 'まだありますか' })]),
      ...LOOKUPS,
    });

    const page = await render('/exhibits/ex-1', 'ja', reads);

    expect(page?.html).toContain('木製の机');
    expect(page?.html).toContain('研究室で使っていた机です。');
    expect(page?.html).toContain('https://img.example/1.jpg');
    expect(page?.html).toContain('北キャンパス');
    expect(page?.html).toContain('まだありますか');
    // What the page shows once its detail has come was read in a later round.
    expect(reads.paths).toContain('/exhibits/ex-1/comments?limit=20&offset=0');
    expect(keysOf(page)).toContainEqual(['/exhibits', 'ex-1']);
  });

  it('when a read is not answered on the server, then its part renders loading and it is left out of the state', async () => {
    const reads = publicReads({ '/exhibits/ex-1': { exhibit: detail() } });

    const page = await render('/exhibits/ex-1', 'ja', reads);

    expect(page?.html).toContain('木製の机');
    expect(page?.html).toContain('role="status"');
    expect(keysOf(page)).toEqual([['/exhibits', 'ex-1']]);
  });

  it('when / is rendered, then the first page of the listing is there as cards', async () => {
    const reads = publicReads({
      '/exhibits': {
        exhibits: [summary(1, { title: '本棚' }), summary(2, { title: '椅子' })],
        total: 2,
        totalCapped: false,
        next: null,
      },
      ...LOOKUPS,
    });

    const page = await render('/', 'ja', reads);

    expect(page?.html).toContain('本棚');
    expect(page?.html).toContain('椅子');
    expect(page?.html).toContain('https://img.example/ex-1_400.jpg');
  });

  it('when a device is rendered, then its photos, facts and rules are in the HTML, and its week is left to the browser', async () => {
    const reads = publicReads({ '/devices/dev-1': { device: device() }, ...LOOKUPS });

    const page = await render('/share/dev-1', 'ja', reads);

    expect(page?.status).toBe(200);
    expect(page?.html).toContain('Confocal microscope');
    expect(page?.html).toContain('A confocal laser microscope.');
    expect(page?.html).toContain('北キャンパス');
    // The week: its stand-in with the loading state (its blocks are placed with inline styles).
    expect(page?.html).toContain('week-view--pending');
    expect(page?.html).not.toContain('week-view__grid');
    expect(page?.modules).toEqual(['src/features/share/pages/device-page.tsx']);
  });

  it("when a page is rendered, then its mode is its path's, or its data's (a share listing at /exhibits/{id})", async () => {
    const reads = publicReads({
      '/devices/dev-1': { device: device() },
      '/exhibits/ex-1': { exhibit: detail() },
      '/exhibits/sl-1': { exhibit: shareListing({ id: 'sl-1' }) },
      '/contents/faq': documents,
      ...LOOKUPS,
    });
    const modes = Object.fromEntries(
      await Promise.all(
        ['/share/dev-1', '/exhibits/ex-1', '/exhibits/sl-1', '/faq'].map(
          async (address) => [address, (await render(address, 'ja', reads))?.mode] as const,
        ),
      ),
    );

    expect(modes).toEqual({
      '/share/dev-1': 'share',
      '/exhibits/ex-1': 'reuse',
      '/exhibits/sl-1': 'share',
      '/faq': 'reuse',
    });
  });

  it('when pages are rendered, then no element carries a style attribute (the policy refuses inline styles)', async () => {
    const reads = publicReads({
      '/exhibits': {
        exhibits: [summary(1, { thumbnailUri: null })],
        total: 1,
        totalCapped: false,
        next: null,
      },
      '/exhibits/ex-1': { exhibit: detail({ items: [] }) },
      '/devices/dev-1': { device: device() },
      ...LOOKUPS,
    });
    for (const address of ['/', '/exhibits/ex-1', '/share/dev-1']) {
      const page = await render(address, 'ja', reads);
      expect(page?.html, address).not.toMatch(/ style="/);
    }
  });

  it('when the address is not server-rendered, then null (the shell answers)', async () => {
    const reads = publicReads({});
    expect(await render('/manage/exhibit/reuse', 'ja', reads)).toBeNull();
    expect(await render('/exhibits', 'ja', reads)).toBeNull();
    expect(reads.paths).toEqual([]);
  });
});
