import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderStaticPage, switchToEnglish } from '../testing/render-static-page';
import { FaqPage } from './faq-page';

afterEach(async () => {
  await changeLanguage('ja');
});

describe('FaqPage', () => {
  it('renders the questions in Japanese by default, grouped by topic, answers folded', async () => {
    const { container } = await renderStaticPage(<FaqPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    const questions = container.querySelectorAll('details.faq__item');
    expect(questions.length).toBeGreaterThanOrEqual(15);
    for (const question of questions) {
      expect(question).not.toHaveAttribute('open');
      expect(question.querySelector('summary')?.textContent).not.toBe('');
    }
    expect(screen.getByRole('link', { name: '出品の承認' })).toHaveAttribute('href', '#approval');
    await waitFor(() => expect(document.title).toBe('よくある質問 | キャンパスマーケット'));
  });

  it('when a question is clicked, then its answer opens', async () => {
    const user = userEvent.setup();
    await renderStaticPage(<FaqPage />);

    const summary = screen.getByText('出品するとすぐに公開されますか？');
    const details = summary.closest('details');
    if (!details) throw new Error('question is not in a <details>');
    await user.click(summary);

    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/承認を受けてから公開されます/)).toBeVisible();
  });

  it('when the language is switched to English, then the questions are in English', async () => {
    await renderStaticPage(<FaqPage />);

    await switchToEnglish('Frequently asked questions');
    expect(screen.getByText('Who can use Campus Marketplace?')).toBeInTheDocument();
    expect(screen.queryByText('よくある質問')).not.toBeInTheDocument();
  });
});
