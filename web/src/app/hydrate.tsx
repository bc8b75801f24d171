import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { fillFromServer } from '../lib/fill-from-server';
import { initI18n, initialLanguage, type Language } from '../lib/i18n';
import { modeStore } from '../lib/mode';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { readSsrState, SSR_STATE_ID, type SsrState } from '../lib/ssr-state';
import { BrowserApp } from './providers';
import { createAppRouter, routes } from './router';

/**
 * Takes over a page the server rendered (`entry-server.tsx`), with the data it came with in the
 * cache (no second fetch of the same data) and the routes of the address loaded first (a lazy
 * route would otherwise render its fallback over the server's markup):
 * - a reader who is not signed in and reads the page's language gets it hydrated as it is
 *   (`hydratePage`);
 * - any other reader's page differs from the HTML: a signed-in reader's header, favourite and own
 *   listing's extras; a first visit from a browser in English, which the server rendered in
 *   Japanese (`initialLanguage`). It is drawn in the browser over the server's markup, which stays
 *   until React's first commit replaces it. Hydrating it and then changing it would have the
 *   change reach parts still being hydrated, which React throws away and draws again (errors #418
 *   to #425, seen in the stack tests).
 * A signed-in reader's data is fetched again as theirs once live (`QueryProvider`). A failure
 * before the first render rejects: `main.tsx` then renders the page in the browser.
 */
export async function takeOver(
  root: HTMLElement,
  state: SsrState | null = readSsrState(),
): Promise<Root> {
  if (state === null) throw new Error('The page has no server state to hydrate from');
  // The page's mode before the layout's: a share listing's page sets its own as it mounts, before
  // the layout (a parent) sets the mode it rendered with, which would otherwise be the default.
  modeStore.set(state.mode);
  const asServed = session.get().user === null && initialLanguage() === state.language;
  return asServed ? hydratePage(root, state) : drawOver(root, state);
}

/**
 * The app's translations in `language`, then the address's lazy routes, loaded and put in place:
 * in that order, since a route's loader asks for the rest of the current language's messages.
 */
async function startIn(language: Language) {
  const i18n = await initI18n(language, { firstPaintOnly: true });
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return i18n;
}

/** The app's cache with the page's data, and what to call once the app is live. */
function cacheOf(state: SsrState) {
  const queryClient = createQueryClient();
  const live = fillFromServer(queryClient, state.queries);
  return {
    queryClient,
    started: () => {
      live();
      // Live: the state's script leaves the page (the tests wait for that).
      document.getElementById(SSR_STATE_ID)?.remove();
    },
  };
}

/** Hydrates the page, in the language it was rendered in (the reader's). */
async function hydratePage(root: HTMLElement, state: SsrState): Promise<Root> {
  const i18n = await startIn(state.language);
  const { queryClient, started } = cacheOf(state);
  // As a transition: React hydrates in slices, yielding to the browser between them, instead of in
  // one task as long as the page (0.9 s on a phone's CPU for an exhibit, TBT in `bench:web`), and a
  // tap meanwhile hydrates the part tapped first.
  let hydrated: Root | undefined;
  startTransition(() => {
    hydrated = hydrateRoot(
      root,
      <BrowserApp
        i18n={i18n}
        router={createAppRouter(state.router)}
        queryClient={queryClient}
        filledAnonymously
        onStarted={started}
      />,
    );
  });
  if (hydrated === undefined) throw new Error('hydrateRoot did not return a root');
  return hydrated;
}

/** Draws the page in the browser, in the reader's language, from the page's data. */
async function drawOver(root: HTMLElement, state: SsrState): Promise<Root> {
  const i18n = await startIn(initialLanguage());
  const { queryClient, started } = cacheOf(state);
  const app = createRoot(root);
  app.render(
    <BrowserApp
      i18n={i18n}
      router={createAppRouter()}
      queryClient={queryClient}
      filledAnonymously
      onStarted={started}
    />,
  );
  return app;
}
