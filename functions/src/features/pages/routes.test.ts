import express from 'express';
import request from 'supertest';
import { logger } from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import type { PagePreview } from './page-head';
import {
  FALLBACK_CACHE,
  MISSING_PAGE_CACHE,
  PAGE_CACHE,
  pagesRouter,
  type PageSources,
} from './routes';

const TEMPLATE =
  '<!doctype html>\n<html lang="ja">\n<head><title>キャンパスマーケット</title></head>\n<body><div id="root"></div></body>\n</html>\n';
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

function appWith(sources: Partial<PageSources> = {}) {
  const app = express();
  app.use(
    pagesRouter(
      {
        exhibit: async (id) => (id === 'ex-1' ? CHAIR : undefined),
        wanted: async (id) => (id === 'w-1' ? DESK_WANTED : undefined),
        ...sources,
      },
      { template: async () => TEMPLATE, site: () => SITE },
    ),
  );
  return app;
}

describe('the public pages', () => {
  it('an exhibit answers 200 HTML with its preview tags, cached five minutes on the CDN', async () => {
    const res = await request(appWith()).get('/exhibits/ex-1');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    expect(res.text).toContain('<title>Office chair | キャンパスマーケット</title>');
    expect(res.text).toContain(
      '<meta property="og:image" content="https://market.example.ac.jp/api/v1/images/ex-1/it-1/ph-1" />',
    );
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('a wanted post answers with its own tags and the product image', async () => {
    const res = await request(appWith()).get('/wanted/w-1');

    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta property="og:title" content="A desk wanted" />');
    expect(res.text).toContain('https://market.example.ac.jp/og-image.png');
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
    for (const path of ['/exhibits/nope', '/wanted/nope', `/exhibits/${'x'.repeat(300)}`]) {
      const res = await request(appWith()).get(path);

      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe(MISSING_PAGE_CACHE);
      expect(res.text, path).toContain('<meta name="robots" content="noindex" />');
      expect(res.text, path).not.toContain('og:');
      expect(res.text, path).toContain('<div id="root"></div>');
    }
  });

  it('a failure while reading answers the plain shell, 200 and never kept, and is logged', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const res = await request(
        appWith({
          exhibit: () => Promise.reject(new Error('Firestore is down')),
        }),
      ).get('/exhibits/ex-1');

      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(FALLBACK_CACHE);
      expect(res.text).toBe(TEMPLATE);
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });
});
