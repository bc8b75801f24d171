import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../lib/i18n';
import { jsonResponse, renderApp } from '../testing/test-utils';

afterEach(async () => {
  await changeLanguage('ja');
});

describe('routes', () => {
  it('when the path is unknown, then the 404 page shows in Japanese with the layout', async () => {
    await renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toHaveTextContent('キャンパスマーケット');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ');
    expect(document.title).toBe('ページが見つかりません | キャンパスマーケット');
  });

  it('when the path is unknown in English, then the 404 page is in English', async () => {
    await renderApp('/exhibits-typo', 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('when "back to home" is followed, then the home page shows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ categories: {} })),
    );
    const user = userEvent.setup();
    const { router } = await renderApp('/missing');

    await user.click(await screen.findByRole('link', { name: 'ホームへ戻る' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'カテゴリ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
