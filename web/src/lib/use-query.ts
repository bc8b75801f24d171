import { useCallback, useEffect, useState } from 'react';
import { withMinimumDelay } from './minimum-delay';

export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export type QueryResult<T> = QueryState<T> & {
  /** Fetches again (the state goes back to loading). */
  refetch: () => void;
};

type Settled<T> = Exclude<QueryState<T>, { status: 'loading' }> & {
  fetcher: (signal: AbortSignal) => Promise<T>;
  attempt: number;
};

/**
 * Runs `fetcher` on mount and whenever it changes (keep it stable: a module-level function or a
 * `useCallback`), aborting the previous call. The hook behind every `use<Operation>` in features.
 * A result shows no sooner than 200 ms after the fetch started (spec section 9), so the loading
 * state never flickers.
 */
export function useQuery<T>(fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    withMinimumDelay(fetcher(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ status: 'success', data, fetcher, attempt });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ status: 'error', error, fetcher, attempt });
      },
    );
    return () => controller.abort();
  }, [fetcher, attempt]);

  const refetch = useCallback(() => setAttempt((previous) => previous + 1), []);

  // A result of an earlier fetcher or attempt is stale: show loading until the current one settles.
  if (settled === null || settled.fetcher !== fetcher || settled.attempt !== attempt) {
    return { status: 'loading', refetch };
  }
  return settled.status === 'success'
    ? { status: 'success', data: settled.data, refetch }
    : { status: 'error', error: settled.error, refetch };
}
