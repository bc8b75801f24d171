import { notifyManager, QueryClient } from '@tanstack/react-query';

/**
 * How long a fetched result is reused without asking again: going back to a page within this time
 * shows it at once, with no request. Any change the server accepts forgets the cache sooner
 * (`forgetCachedData`), so this only spares reads of data nobody here changed.
 */
export const FRESH_FOR_MS = 60_000;

// Results reach the components in the same task they settle in (TanStack batches them into a
// zero-delay timer by default): the 200 ms minimum delay is the only wait before a result shows.
notifyManager.setScheduler(queueMicrotask);

/**
 * The cache behind every `useQuery` (TanStack Query). Decisions:
 * - `retry: false`: the API client already retries what is safe to repeat (an idempotent call
 *   answered 503 or a short 429, honouring `Retry-After`); anything else (4xx, a network failure)
 *   would fail again, so the page shows its error and its retry button at once, as the spec asks.
 * - `refetchOnWindowFocus: false`: pages fetch when shown, or when asked; a tab switch does not
 *   change what the user is looking at.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: FRESH_FOR_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * After a change the server accepted: results of pages not shown are dropped (the next visit
 * fetches and shows loading, as before any cache), and the ones on screen are marked stale, to be
 * fetched again the next time they are shown or asked for.
 */
export function forgetCachedData(client: QueryClient): void {
  client.removeQueries({ type: 'inactive' });
  void client.invalidateQueries({ refetchType: 'none' });
}

/**
 * When the acting identity changes (sign-in, sign-out, another group): nothing fetched for the
 * previous one may stay, on screen either. Results of pages not shown are dropped, and the ones on
 * screen go back to loading and are fetched again for the new identity (a member who switches to
 * her lab sees the lab's exhibits, not hers until a reload).
 */
export function forgetIdentityData(client: QueryClient): void {
  client.removeQueries({ type: 'inactive' });
  void client.resetQueries({ type: 'active' });
}
