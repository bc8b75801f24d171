import type { ContentDocument } from '@campus/model/content-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { apiError, stubApi } from '../../../testing/api-stub';
import { setUpPageTests } from '../../../testing/page-test';
import { renderInRouter } from '../../../testing/test-utils';
import { FaqPage } from './faq-page';
import { TermsPage } from './terms-page';

setUpPageTests();

const document = (fields: Partial<ContentDocument>): ContentDocument => ({
  slug: 'terms',
  lang: 'ja',
  title: '利用規約',
  body: '前文\n\n## 第1条（目的） {#purpose}\n\n目的\n\n## 第7条（出品禁止物品） {#prohibited-items}\n\n1. パソコン',
  version: 3,
  updatedAt: '2026-11-19T15:00:00.000Z',
  termsVersion: 2,
  ...fields,
});

describe('the static pages', () => {
  it('when the terms load, then the title, the date, the numbered articles and the table of contents show', async () => {
    const api = stubApi({ 'GET /contents/terms': { body: { content: document({}) } } });
    await renderInRouter(<TermsPage />, { path: '/terms' });

    // The page's own name heads the loading status.
    expect(screen.getByRole('heading', { level: 1, name: '利用規約' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
    expect(await screen.findByRole('article', { name: '利用規約' })).toHaveAttribute('lang', 'ja');
    expect(screen.getByText('2026年11月20日')).toHaveAttribute(
      'datetime',
      '2026-11-19T15:00:00.000Z',
    );
    const toc = screen.getByRole('navigation', { name: '目次' });
    expect(within(toc).getByRole('link', { name: '第7条（出品禁止物品）' })).toHaveAttribute(
      'href',
      '#prohibited-items',
    );
    expect(api.calls('GET /contents/terms')[0]?.query.get('lang')).toBe('ja');
    await waitFor(() => expect(globalThis.document.title).toBe('利用規約 | キャンパスマーケット'));
  });

  it('when the language is switched, then the document is fetched in English', async () => {
    const api = stubApi({
      'GET /contents/faq': (request) =>
        new Response(
          JSON.stringify({
            content: document({
              slug: 'faq',
              lang: request.query.get('lang') === 'en' ? 'en' : 'ja',
              title: request.query.get('lang') === 'en' ? 'FAQ' : 'よくある質問',
              body: '## Start {#getting-started}\n\n### Who?\n\nEveryone.',
              termsVersion: null,
            }),
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    });
    await renderInRouter(<FaqPage />, { path: '/faq' });
    expect(await screen.findByRole('article', { name: 'よくある質問' })).toBeInTheDocument();

    await act(async () => {
      await changeLanguage('en');
    });
    expect(await screen.findByRole('article', { name: 'FAQ' })).toHaveAttribute('lang', 'en');
    expect(api.calls('GET /contents/faq').map((call) => call.query.get('lang'))).toEqual([
      'ja',
      'en',
    ]);
    expect(screen.getByText('Who?').closest('details')).not.toBeNull();
  });

  it('when the document cannot be loaded, then the failure shows with a retry', async () => {
    stubApi({ 'GET /contents/terms': apiError(503, 'busy') });
    await renderInRouter(<TermsPage />, { path: '/terms' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('文書を読み込めませんでした。');
    expect(within(alert).getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });
});
