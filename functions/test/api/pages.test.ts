import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PublicReads } from '../../src/features/pages/renderer';
import { createPagesApp } from '../../src/pages-app';
import { createTestApp, testDb } from './helpers';
import { V1, seedExhibit } from './exhibit-docs-fixtures';
import { as, useExhibitFile } from './exhibits-fixtures';
import { createDevice, sender } from './facility-fixtures';

/**
 * The public pages' previews (the `pages` function, docs/server-rendering.md) against the Firestore
 * emulator: what an anonymous reader may see has its tags; a draft, a cancelled exhibit, a closed
 * wanted post or an unknown id answers 404 with none. The answers' form (cache, language, the
 * fallback) is the router's unit test.
 */
const TEMPLATE =
  '<html lang="ja"><head><title>キャンパスマーケット</title></head><body><div id="root"></div></body></html>';
/** Whether the campus lets search engines index its pages (`INDEX_PUBLIC_PAGES`). */
let indexable = false;
/** The reads the last page was rendered with (the pages' in-process answers of the API). */
let reads: PublicReads | undefined;
const pages = createPagesApp({
  db: testDb(),
  template: async () => TEMPLATE,
  site: () => ({ origin: 'https://market.example.ac.jp', indexable }),
  // The document as read in process, its title as the markup (the web's renderer is the stack's).
  renderer: async () => ({
    async render(_url, language, given) {
      reads = given;
      const answer = await given.get('/contents/about', new URLSearchParams({ lang: language }));
      const about = (answer?.body as { content: { title: string; version: number } }).content;
      return {
        status: 200,
        html: `<h1>${about.title}</h1><p>v${about.version}</p>`,
        state: {},
        modules: [],
        mode: 'reuse',
      };
    },
    ssrStateScript: () => '',
  }),
  manifest: async () => ({}),
});

/** The reads a page is rendered with. */
async function pageReads(): Promise<PublicReads> {
  expect((await request(pages).get('/about')).status).toBe(200);
  if (reads === undefined) throw new Error('No page was rendered');
  return reads;
}
const api = createTestApp();
const cast = useExhibitFile();

const PHOTO = {
  id: 'ph-1',
  uri: '/api/v1/images/ph-1.jpg',
  thumbnailUri: '/api/v1/images/ph-1_72.jpg',
  variants: [{ width: 800, uri: '/api/v1/images/ph-1_800.webp' }],
};

const seedChair = (overrides: Partial<Parameters<typeof seedExhibit>[0]> = {}) =>
  seedExhibit({
    ownerId: cast.alice.uid,
    title: 'Office chair',
    description: 'With armrests',
    items: [{ name: 'Chair', images: [PHOTO] }],
    ...overrides,
  });

describe('GET /exhibits/{id} as a page', () => {
  it('a published exhibit: 200 with its title, description and photo as preview tags', async () => {
    const id = await seedChair();

    const res = await request(pages).get(`/exhibits/${id}`);

    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta property="og:title" content="Office chair" />');
    expect(res.text).toContain('<meta property="og:description" content="With armrests" />');
    expect(res.text).toContain(
      '<meta property="og:image" content="https://market.example.ac.jp/api/v1/images/ph-1_800.webp" />',
    );
    expect(res.text).toContain(
      `<meta property="og:url" content="https://market.example.ac.jp/exhibits/${id}" />`,
    );
  });

  it('a draft, one awaiting approval, a cancelled one or an unknown id: 404 with no preview', async () => {
    const hidden = await Promise.all([
      seedChair({ published: false }),
      seedChair({ approvalStatus: 'wait_junk' }),
      seedChair({ cancelled: true }),
    ]);

    for (const id of [...hidden, 'nope']) {
      const res = await request(pages).get(`/exhibits/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.text, id).not.toContain('Office chair');
      expect(res.text, id).not.toContain('og:');
    }
  });
});

/** Carol's open wanted post, through the API. */
const post = async () => {
  const res = await request(api)
    .post(`${V1}/home/wanted`)
    .set(as(cast.carol))
    .send({
      title: '事務机がほしい',
      description: '引き出し付きの机を探しています。',
      categoryId: 'desks',
      keywords: '',
      areaId: 'main-campus',
      until: new Date(Date.now() + 14 * 24 * 60 * 60_000).toISOString(),
    });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.wanted.id as string;
};

describe('GET /wanted/{id} as a page', () => {
  it('an open post: 200 with its title; once closed, 404 with no preview', async () => {
    const id = await post();

    const open = await request(pages).get(`/wanted/${id}`);
    expect(open.status).toBe(200);
    expect(open.text).toContain('<title>事務机がほしい | キャンパスマーケット</title>');

    const close = await request(api).post(`${V1}/home/wanted/${id}/close`).set(as(cast.carol));
    expect(close.status).toBe(200);
    const closed = await request(pages).get(`/wanted/${id}`);
    expect(closed.status).toBe(404);
    expect(closed.text).not.toContain('事務机がほしい');
  });
});

describe('GET /share/{id} as a page', () => {
  it('an active device: 200 with its name; an inactive one or an unknown id: 404 with no preview', async () => {
    const [active, inactive] = await Promise.all([
      createDevice(sender(api), cast.alice, { name: 'Microscope', active: true }),
      createDevice(sender(api), cast.alice, { name: 'Old printer', active: false }),
    ]);

    const shown = await request(pages).get(`/share/${active}`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('<meta property="og:title" content="Microscope" />');
    for (const id of [inactive, 'nope']) {
      const res = await request(pages).get(`/share/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.text, id).not.toContain('og:');
    }
  });
});

describe('the lists as server-rendered pages', () => {
  it("answer 200 under the list's own title, in the reader's language", async () => {
    const res = await request(pages).get('/wanted').set('Cookie', '__session=en');

    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Wanted | Campus Marketplace</title>');
  });
});

describe('GET /about as a server-rendered page', () => {
  it("renders the document as the API answers it, in the reader's language", async () => {
    const answer = await request(api).get('/api/v1/contents/about?lang=en');
    const { title, version } = (answer.body as { content: { title: string; version: number } })
      .content;

    const res = await request(pages).get('/about').set('Cookie', '__session=en');

    expect(res.status).toBe(200);
    expect(res.text).toContain(`<div id="root"><h1>${title}</h1><p>v${version}</p></div>`);
    expect(res.text).toContain(`<title>${title} | Campus Marketplace</title>`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists what anyone may read (published exhibits, open posts) when indexing is on, else 404', async () => {
    const [listed, draft, open, closed] = await Promise.all([
      seedChair(),
      seedChair({ published: false }),
      post(),
      post(),
    ]);
    const close = await request(api).post(`${V1}/home/wanted/${closed}/close`).set(as(cast.carol));
    expect(close.status).toBe(200);

    expect((await request(pages).get('/sitemap.xml')).status).toBe(404);
    indexable = true;
    try {
      const res = await request(pages).get('/sitemap.xml');
      expect(res.status).toBe(200);
      const origin = 'https://market.example.ac.jp';
      expect(res.text).toContain(`<loc>${origin}/exhibits/${listed}</loc>`);
      expect(res.text).toContain(`<loc>${origin}/wanted/${open}</loc>`);
      expect(res.text).not.toContain(draft);
      expect(res.text).not.toContain(closed);
    } finally {
      indexable = false;
    }
  });
});

describe('the reads a page is rendered with', () => {
  it('answer each public read as the API answers an anonymous caller, in status and body', async () => {
    const chair = await seedChair();
    const draft = await seedChair({ published: false });
    const comment = await request(api)
      .post(`${V1}/home/exhibits/${chair}/comments`)
      .set(as(cast.carol))
      .send({ body: 'まだありますか' });
    expect(comment.status).toBe(201);
    const wanted = await post();
    const device = await createDevice(sender(api), cast.alice, { active: true });
    const inProcess = await pageReads();

    for (const address of [
      '/areas',
      '/areas/main-campus/buildings',
      '/categories',
      '/exhibits?keywords=Office&limit=5',
      `/exhibits/${chair}`,
      `/exhibits/${draft}`,
      `/exhibits/${chair}/comments?limit=20&offset=0`,
      `/exhibits/${draft}/comments?limit=20&offset=0`,
      '/exhibits?limit=nope',
      '/share-exhibits?limit=20&offset=0',
      '/wanted?limit=20',
      `/wanted/${wanted}`,
      `/devices/${device}`,
      '/devices/nope',
      '/impact',
      '/impact/method',
      '/contents/faq?lang=en',
      '/contents/nope?lang=en',
    ]) {
      const url = new URL(address, 'http://localhost');
      const [answered, read] = await Promise.all([
        request(api).get(`${V1}${address}`),
        inProcess.get(url.pathname, url.searchParams),
      ]);
      expect(read, address).toEqual({ status: answered.status, body: answered.body });
    }
  });

  it('read nothing a page does not read as anyone (the browser fetches it)', async () => {
    const inProcess = await pageReads();
    for (const path of ['/home/me', '/home/wanted', '/devices']) {
      expect(await inProcess.get(path, new URLSearchParams()), path).toBeNull();
    }
  });
});
