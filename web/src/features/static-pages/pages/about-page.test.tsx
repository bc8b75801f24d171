import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderStaticPage, switchToEnglish } from '../testing/render-static-page';
import { AboutPage } from './about-page';

afterEach(async () => {
  await changeLanguage('ja');
});

describe('AboutPage', () => {
  // First in the file: English is loaded once per module, so only the first English render waits.
  it('when first rendered in English, then a loading status shows until the English text loads', async () => {
    await renderStaticPage(<AboutPage />, 'en');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Campus Marketplace' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders the page in Japanese by default, with the two modes and the operator', async () => {
    await renderStaticPage(<AboutPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'キャンパスマーケットについて' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '物品のリユース' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '機器の共同利用' })).toBeInTheDocument();
    expect(
      screen.getByText(/キャンパス・サステナビリティ推進室が運営しています/),
    ).toBeInTheDocument();
    const related = screen.getByRole('navigation', { name: '関連ページ' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/faq', '/terms', '/privacy']);
    await waitFor(() =>
      expect(document.title).toBe('キャンパスマーケットについて | キャンパスマーケット'),
    );
  });

  it('when the language is switched to English, then the page is in English', async () => {
    await renderStaticPage(<AboutPage />);

    await switchToEnglish('About Campus Marketplace');
    expect(screen.getByText(/run by the Campus Sustainability Office/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
  });
});
