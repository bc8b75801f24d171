import { describe, expect, it } from 'vitest';
import type { ContentDocument, ContentSlug } from '@campus/model/content-types';
import type { Language } from './lib/i18n';
import { render, type PublicReads } from './entry-server';

const document = (slug: ContentSlug, lang: Language): ContentDocument => ({
  slug,
  lang,
  title: lang === 'ja' ? 'よくある質問' : 'Frequently asked questions',
  body: '## 出品について\n\n出品は**無料**です。',
  version: 3,
  termsVersion: slug === 'terms' ? 3 : null,
  updatedAt: '2026-11-20T01:00:00.000Z',
});

const reads: PublicReads = { content: (slug, lang) => Promise.resolve(document(slug, lang)) };

describe('render (the server-rendered public pages)', () => {
  it('when /faq is rendered in Japanese, then the HTML holds the layout and the whole document', async () => {
    const page = await render('/faq', 'ja', reads);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('よくある質問');
    expect(page?.html).toContain('<strong>無料</strong>');
    expect(page?.html).toContain('<header');
    expect(page?.state.language).toBe('ja');
    expect(page?.state.queries.queries.map((q) => q.queryKey)).toEqual([
      ['/contents', 'faq', 'ja', null],
    ]);
  });

  it('when the reader reads English, then the page and its chrome are English', async () => {
    const page = await render('/about', 'en', reads);
    expect(page?.html).toContain('Frequently asked questions');
    expect(page?.html).toContain('Log in');
  });

  it('when the address is not server-rendered, then null (the shell answers)', async () => {
    expect(await render('/manage/exhibit/reuse', 'ja', reads)).toBeNull();
  });
});
