import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import { renderInRouter } from '../testing/test-utils';
import { ExhibitListTabs } from './exhibit-list-tabs';

describe('ExhibitListTabs', () => {
  it('links to the reuse and share lists and marks the current one', async () => {
    await renderInRouter(<ExhibitListTabs current="share" />, { path: '/manage/exhibit/share' });

    const tabs = screen.getByRole('navigation', { name: ja.exhibitTabs.label });
    const reuse = within(tabs).getByRole('link', { name: ja.exhibitTabs.reuse });
    const share = within(tabs).getByRole('link', { name: ja.exhibitTabs.share });
    expect(reuse).toHaveAttribute('href', '/manage/exhibit/reuse');
    expect(reuse).not.toHaveAttribute('aria-current');
    expect(share).toHaveAttribute('href', '/manage/exhibit/share');
    expect(share).toHaveAttribute('aria-current', 'page');
  });

  it('following a tab opens the other list (in English too)', async () => {
    const user = userEvent.setup();
    const { router } = await renderInRouter(<ExhibitListTabs current="reuse" />, {
      path: '/manage/exhibit/reuse',
      language: 'en',
    });

    await user.click(screen.getByRole('link', { name: en.exhibitTabs.share }));

    expect(router.state.location.pathname).toBe('/manage/exhibit/share');
  });
});
