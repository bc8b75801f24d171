import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryProvider } from '../../../app/query-provider';
import { DEFAULT_LANGUAGE, initI18n, type Language } from '../../../lib/i18n';

/**
 * Renders `ui` as the route `pattern` (e.g. `/manage/exhibit/reuse/:id`) at `path`, with the real
 * i18n set-up; other addresses render nothing, so navigation can be asserted on `router`.
 */
export async function renderRoute(
  ui: ReactNode,
  {
    pattern,
    path,
    language = DEFAULT_LANGUAGE,
  }: { pattern: string; path: string; language?: Language },
) {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      {/* A fresh data cache per render: no test sees another's results. */}
      <QueryProvider>
        <RouterProvider router={router} />
      </QueryProvider>
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}
