import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../lib/i18n';
import { progress, PROGRESS_FINISH_MS } from '../lib/progress';
import { ProgressBar } from './progress-bar';

async function renderBar(language: 'ja' | 'en' = 'ja') {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(language);
  vi.useFakeTimers();
  render(
    <I18nextProvider i18n={i18n}>
      <ProgressBar />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  progress.reset();
});

afterEach(async () => {
  progress.reset();
  vi.useRealTimers();
  await changeLanguage('ja');
});

describe('ProgressBar', () => {
  it('shows only once calls have run for 200 ms, labelled, and goes when they are done', async () => {
    await renderBar();
    let done = () => {};
    act(() => {
      done = progress.start();
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200));
    const bar = screen.getByRole('progressbar', { name: '読み込み中' });
    expect(bar).toHaveAttribute('aria-busy', 'true');

    act(() => done());
    expect(screen.getByRole('progressbar')).toHaveClass('progress-bar--finishing');
    act(() => vi.advanceTimersByTime(PROGRESS_FINISH_MS));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is labelled in English too', async () => {
    await renderBar('en');
    act(() => {
      progress.start();
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });
});
