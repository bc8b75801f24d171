import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { initI18n, initialLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { readSsrState, SSR_STATE_ID, type SsrState } from '../lib/ssr-state';
import { BrowserApp } from './providers';
import { createAppRouter, routes } from './router';

/**
 * Takes over a page the server rendered (`entry-server.tsx`) without drawing it again: the same
 * language, the routes of the address loaded before the first render (a lazy route would otherwise
 * render its fallback over the server's markup), the data cache filled from the page's state (no
 * second fetch of the same data), then `hydrateRoot`. A first visit without a language cookie was
 * rendered in Japanese; once hydrated, it switches to the browser's language as a client-rendered
 * page starts in (`initialLanguage`), without remembering it. Once live, the state's script leaves
 * the page. A failure before `hydrateRoot` rejects: `main.tsx` then renders the page in the browser.
 */
export async function hydratePage(
  root: HTMLElement,
  state: SsrState | null = readSsrState(),
): Promise<Root> {
  if (state === null) throw new Error('The page has no server state to hydrate from');
  const i18n = await initI18n(state.language, { firstPaintOnly: true });
  if (i18n.language !== state.language) await i18n.changeLanguage(state.language);
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  // Once the app is on the page, the state's script leaves (the tests wait for that), and a first
  // visit takes the browser's language: its messages loaded first, then the switch as a transition,
  // which React holds until every part still hydrating is done (an urgent update reaching a part
  // still in the server's language would throw it away and draw it again).
  const started = () => {
    document.getElementById(SSR_STATE_ID)?.remove();
    const wanted = initialLanguage();
    if (wanted === state.language) return;
    i18n
      .loadLanguages(wanted)
      .then(() => startTransition(() => void i18n.changeLanguage(wanted)))
      .catch((error: unknown) => console.warn('The browser language was not loaded', error));
  };
  return hydrateRoot(
    root,
    <BrowserApp
      i18n={i18n}
      router={createAppRouter(state.router)}
      queryClient={queryClient}
      onStarted={started}
    />,
  );
}
