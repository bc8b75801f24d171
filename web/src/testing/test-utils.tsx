import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { DEFAULT_LANGUAGE, initI18n, type Language } from '../lib/i18n';

/**
 * Renders the app's real routes with the real i18n set-up at `path` (Japanese unless told), in
 * a memory router. Firebase is left out: screens that use reactfire add its providers here.
 */
export async function renderApp(path = '/', language: Language = DEFAULT_LANGUAGE) {
  const i18n = await initI18n(language);
  await i18n.changeLanguage(language);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...result, router, i18n };
}

/** A `fetch` response with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
