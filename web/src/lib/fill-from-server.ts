import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { FRESH_FOR_MS } from './query-client';

// Only a server-rendered page needs this (`app/hydrate.tsx`): TanStack's hydration stays out of the
// first load of a page rendered in the browser.

/**
 * Fills `client` from a server-rendered page's state (`entry-server.tsx`). The page shows that
 * data as it is, fetched again on its first showing only when it is older than `FRESH_FOR_MS`
 * (the CDN may have kept the page that long), whatever a query's own `staleTime` says (a search
 * asks again each time it is shown, but not in the moment its answer arrived with the page).
 * Returns what to call once the page is live: from then on, the usual rules.
 */
export function fillFromServer(client: QueryClient, state: DehydratedState): () => void {
  hydrate(client, state);
  const fromServer = new Set(state.queries.map((query) => query.queryHash));
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) =>
        !fromServer.has(query.queryHash) || Date.now() - query.state.dataUpdatedAt > FRESH_FOR_MS,
    },
  });
  return () => fromServer.clear();
}
