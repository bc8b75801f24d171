import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderStaticPage, switchToEnglish } from '../testing/render-static-page';
import { TermsPage } from './terms-page';

afterEach(async () => {
  await changeLanguage('ja');
});

function prohibitedItems() {
  const article = document.getElementById('prohibited-items');
  if (!article) throw new Error('no prohibited-items article');
  return within(article)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('TermsPage', () => {
  it('renders the terms in Japanese by default, as numbered articles', async () => {
    await renderStaticPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: '利用規約' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'ja');
    expect(screen.getByText('2026年11月20日')).toHaveAttribute('datetime', '2026-11-20');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('第1条（目的）');
    expect(headings).toContain('第7条（出品禁止物品）');
    expect(headings.at(-1)).toBe('附則');
    expect(screen.getByRole('navigation', { name: '目次' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '第7条（出品禁止物品）' })).toHaveAttribute(
      'href',
      '#prohibited-items',
    );
    await waitFor(() => expect(document.title).toBe('利用規約 | キャンパスマーケット'));
  });

  it('shows the seven prohibited items in Japanese', async () => {
    await renderStaticPage(<TermsPage />);

    expect(prohibitedItems()).toEqual([
      expect.stringMatching(/^個人の私物/),
      'パソコン',
      'カメラ',
      expect.stringMatching(/^リース・レンタル品/),
      expect.stringMatching(/^建物付帯設備/),
      expect.stringMatching(/^処分が制限された資産/),
      expect.stringMatching(/^セットの一部のみの出品/),
    ]);
  });

  it('when the language is switched to English, then the terms are in English', async () => {
    await renderStaticPage(<TermsPage />);

    await switchToEnglish('Terms of Use');
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Article 7 (Prohibited items)' }),
    ).toBeInTheDocument();
    expect(prohibitedItems()).toEqual([
      expect.stringMatching(/^Private items/),
      'PCs',
      'Cameras',
      expect.stringMatching(/^Leased or rented items/),
      expect.stringMatching(/^Building fixtures/),
      expect.stringMatching(/^Assets whose disposal is restricted/),
      expect.stringMatching(/^Partial bundles/),
    ]);
    await waitFor(() => expect(document.title).toBe('Terms of Use | Campus Marketplace'));
  });

  it('numbers the second and later paragraphs of an article', async () => {
    await renderStaticPage(<TermsPage />);

    const eligibility = document.getElementById('eligibility');
    if (!eligibility) throw new Error('no eligibility article');
    const paragraphs = within(eligibility).getAllByText(/./, { selector: 'p' });
    expect(paragraphs[0]?.textContent).toMatch(/^本サービスは/);
    expect(paragraphs[1]?.textContent).toMatch(/^２前項に定める者/);
  });
});
