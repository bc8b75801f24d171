import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { changeLanguage, DEFAULT_LANGUAGE, initI18n, type Language } from '../../../lib/i18n';

/**
 * Renders one static page on its own (not through the app's router), with the real i18n set-up in
 * `language` (Japanese unless told) and a memory router for its links.
 */
export async function renderStaticPage(page: ReactElement, language: Language = DEFAULT_LANGUAGE) {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(language);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Suspense fallback={null}>{page}</Suspense>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, i18n };
}

/**
 * Switches the rendered page to English, as the language menu does, and waits for its English h1
 * `title` (English is loaded on first use).
 */
export async function switchToEnglish(title: string) {
  await act(async () => {
    await changeLanguage('en');
  });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}
