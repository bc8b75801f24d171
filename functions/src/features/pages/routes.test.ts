import express from 'express';
import request from 'supertest';
import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import type { ContentDocument } from '../../model/content-types';
import type { Language } from '../../model/identity-types';
import type { PagePreview } from './page-head';
import type { ClientManifest } from './page-styles';
import type { Renderer } from './renderer';
import { SITEMAP_CACHE } from './sitemap';
import {
  DOCUMENT_PAGE_CACHE,
  FALLBACK_CACHE,
  MISSING_PAGE_CACHE,
  PAGE_CACHE,
  pagesRouter,
  type PageSources,
} from './routes';

const TEMPLATE =
  '<!doctype html>\n<html lang="ja">\n<head><title>キャンパスマーケット</title></head>\n<body class="reuse"><div id="root"></div></body>\n</html>\n';
const SITE = { origin: 'https://market.example.ac.jp', indexable: false };

const CHAIR: PagePreview = {
  title: 'Office chair',
  description: 'With armrests',
  imagePath: '/api/v1/images/ex-1/it-1/ph-1',
  path: '/exhibits/ex-1',
};
const DESK_WANTED: PagePreview = {
  title: 'A desk wanted',
  description: 'For a new student',
  imagePath: null,
  path: '/wanted/w-1',
};

const MICROSCOPE: PagePreview = {
  title: 'Microscope',
  description: 'Up to 400x',
  imagePath: null,
  path: '/share/dev-1',
};

const faq = (lang: Language): ContentDocument => ({
  slug: 'faq',
  lang,
  title: lang === 'ja' ? 'よくある質問' : 'FAQ',
  body: '## Listing\n\nListing is **free**; see [the terms](/terms).',
  version: 2,
  termsVersion: null,
  updatedAt: '2026-11-20T01:00:00.000Z',
});

/**
 * A stand-in for the web's server renderer (the real one is rendered by the web's unit tests and
 * through Hosting by the stack tests): what `reads` answers for the FAQ, its title as markup.
 */
const FAQ_PAGE = 'src/features/static-pages/pages/faq-page.tsx';
/** The client build's manifest: the FAQ page's chunk and its stylesheet. */
const MANIFEST: ClientManifest = {
  [FAQ_PAGE]: { file: 'assets/faq-page-a.js', css: ['assets/static-pages-b.css'] },
};

const renderer: Renderer = {
  async render(url, language, reads) {
    const answer = await reads.get('/contents/faq', new URLSearchParams({ lang: language }));
    const { title } = (answer?.body as { content: ContentDocument }).content;
    return {
      status: 200,
      html: `<h1>${title}</h1>`,
      state: { url, language },
      modules: [FAQ_PAGE],
      mode: url.startsWith('/share') ? 'share' : 'reuse',
    };
  },
  ssrStateScript: (state) =>
    `<script type="application/json" id="ssr-state">${JSON.stringify(state)}</script>`,
};

function appWith(
  sources: Partial<PageSources> = {},
  rendering: Renderer = renderer,
  site: typeof SITE = SITE,
) {
  const app = express();
  app.use(
    pagesRouter(
      {
        exhibit: async (id) => (id === 'ex-1' ? CHAIR : undefined),
        wanted: async (id) => (id === 'w-1' ? DESK_WANTED : undefined),
        device: async (id) => (id === 'dev-1' ? MICROSCOPE : undefined),
        content: async (_slug, lang) => faq(lang),
        listing: async () => ({
          exhibits: [{ id: 'ex-1', updatedAt: new Date('2026-11-01T00:00:00Z') }],
          wanted: [],
        }),
        reads: {
          get: async (path, query) =>
            path === '/contents/faq'
              ? { status: 200, body: { content: faq(query.get('lang') as Language) } }
              : null,
        },
        ...sources,
      },
      {
        template: async () => TEMPLATE,
        site: () => site,
        renderer: async () => rendering,
        manifest: async () => MANIFEST,
      },
    ),
  );
  return app;
}

describe('the public pages', () => {
  it('an exhibit answers 200 HTML, rendered, with its preview tags, cached five minutes on the CDN', async () => {
    const res = await request(appWith()).get('/exhibits/ex-1');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    expect(res.text).toContain('<title>Office chair | キャンパスマーケット</title>');
    expect(res.text).toContain(
      '<meta property="og:image" content="https://market.example.ac.jp/api/v1/images/ex-1/it-1/ph-1" />',
    );
    expect(res.text).toContain(
      '<div id="root"><h1>よくある質問</h1></div><script type="application/json" id="ssr-state">{"url":"/exhibits/ex-1","language":"ja"}</script>',
    );
  });

  it('a list answers rendered under its own title and description, cached five minutes', async () => {
    for (const [path, title] of [
      ['/', 'Find items'],
      ['/share', 'Share'],
      ['/wanted', 'Wanted'],
      ['/impact', 'Reuse impact'],
    ] as const) {
      const res = await request(appWith()).get(path).set('Cookie', '__session=en');

      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(PAGE_CACHE);
      expect(res.text, path).toContain(`<title>${title} | Campus Marketplace</title>`);
      expect(res.text, path).toContain('<div id="root"><h1>FAQ</h1></div>');
    }
  });

  it('a wanted post and a device answer with their own tags, the product image for no photo', async () => {
    for (const [path, title] of [
      ['/wanted/w-1', 'A desk wanted'],
      ['/share/dev-1', 'Microscope'],
    ] as const) {
      const res = await request(appWith()).get(path);

      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(PAGE_CACHE);
      expect(res.text, path).toContain(`<meta property="og:title" content="${title}" />`);
      expect(res.text, path).toContain('https://market.example.ac.jp/og-image.png');
    }
  });

  it("a device's page is rendered in the share theme, its address as the renderer's", async () => {
    const res = await request(appWith()).get('/share/dev-1?week=2030-05-06');

    expect(res.text).toContain('<body class="share">');
    expect(res.text).toContain(
      '<script type="application/json" id="ssr-state">{"url":"/share/dev-1?week=2030-05-06","language":"ja"}</script>',
    );
  });

  it('in the language of the __session cookie; another value or cookie is Japanese', async () => {
    const english = await request(appWith())
      .get('/exhibits/ex-1')
      .set('Cookie', 'a=1; __session=en');
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<title>Office chair | Campus Marketplace</title>');

    for (const cookie of ['__session=fr', 'lang=en']) {
      const japanese = await request(appWith()).get('/exhibits/ex-1').set('Cookie', cookie);
      expect(japanese.text, cookie).toContain('<html lang="ja">');
    }
  });

  it('what an anonymous reader may not see, or a malformed id, answers 404 with no preview, cached a minute', async () => {
    for (const path of [
      '/exhibits/nope',
      '/wanted/nope',
      '/share/nope',
      `/exhibits/${'x'.repeat(300)}`,
    ]) {
      const res = await request(appWith()).get(path);

      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe(MISSING_PAGE_CACHE);
      expect(res.text, path).toContain('<meta name="robots" content="noindex" />');
      expect(res.text, path).not.toContain('og:');
      expect(res.text, path).toContain('<div id="root"></div>');
    }
  });

  it("a failure while reading a page's preview answers the plain shell, 200 and never kept, and is logged", async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      for (const [path, failing] of [
        ['/exhibits/ex-1', { exhibit: () => Promise.reject(new Error('Firestore is down')) }],
        ['/terms', { content: () => Promise.reject(new Error('down')) }],
      ] as const) {
        const res = await request(appWith(failing)).get(path);

        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe(FALLBACK_CACHE);
        expect(res.text, path).toBe(TEMPLATE);
      }
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });

  it('a document answers the rendered page in #root with its state after it, cached a minute', async () => {
    const res = await request(appWith()).get('/faq').set('Cookie', '__session=en');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(DOCUMENT_PAGE_CACHE);
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain(
      '<div id="root"><h1>FAQ</h1></div><script type="application/json" id="ssr-state">{"url":"/faq","language":"en"}</script>',
    );
    expect(res.text).toContain('<title>FAQ | Campus Marketplace</title>');
    // Its page's stylesheet, linked in the head: styled before any script.
    expect(res.text).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/static-pages-b.css">\n</head>',
    );
    // Its text without the markdown's marks is the preview's description.
    expect(res.text).toContain(
      '<meta property="og:description" content="Listing Listing is free; see the terms." />',
    );
  });

  it('a page the renderer fails on answers the shell under its head, 200 and never kept, and is logged', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const failing: Renderer = { ...renderer, render: () => Promise.reject(new Error('boom')) };
      const unread: Renderer = { ...renderer, render: () => Promise.resolve(null) };
      for (const rendering of [failing, unread]) {
        const res = await request(appWith({}, rendering)).get('/terms');

        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe(FALLBACK_CACHE);
        expect(res.text).toContain('<title>よくある質問 | キャンパスマーケット</title>');
        expect(res.text).toContain('<div id="root"></div>');
      }
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });

  it('sitemap.xml: the public pages when the campus lets search engines index them, else 404', async () => {
    const indexed = await request(appWith({}, renderer, { ...SITE, indexable: true })).get(
      '/sitemap.xml',
    );
    expect(indexed.status).toBe(200);
    expect(indexed.headers['content-type']).toMatch(/^application\/xml/);
    expect(indexed.headers['cache-control']).toBe(SITEMAP_CACHE);
    expect(indexed.text).toContain(
      '<url><loc>https://market.example.ac.jp/exhibits/ex-1</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>',
    );

    const hidden = await request(appWith()).get('/sitemap.xml');
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain('<urlset');
  });
});
