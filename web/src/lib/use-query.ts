import { useQuery as useTanStackQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withMinimumDelay } from './minimum-delay';

export type QueryState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export type QueryResult<T> = QueryState<T> & {
  /** Fetches again (after an error, the state goes back to loading). */
  refetch: () => void;
  /** A shown result is being fetched again (a change made it stale): the page may mark it busy. */
  fetching?: boolean;
};

export interface QueryOptions {
  /** How long a result is reused without a request (default `FRESH_FOR_MS`; 0: always ask). */
  staleTime?: number;
  /**
   * The load of a form (its record and choices, under a key of its own): forgotten once the page is
   * left, so each visit fetches and shows loading. Formik takes its initial values once, and a copy
   * cached before a save would start the form again from what was there before it.
   */
  formLoad?: boolean;
}

/**
 * The hook behind every `use<Operation>` in features: TanStack Query's, cached under `key` (the
 * API path first, then the parameters, so a mutation can invalidate by path), with the states the
 * pages show. `fetcher` may be a new closure on each render: the key says when to fetch again. A
 * result shows no sooner than 200 ms after the fetch started (spec section 9), so the loading state
 * never flickers; a cached result shows at once. A change (`useApiMutation`) names the keys it makes
 * stale: those on screen are fetched again with their last result still shown (`fetching`); what is
 * not on screen is forgotten by the query provider (`app/query-provider.tsx`).
 */
export function useQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { formLoad, ...options }: QueryOptions = {},
): QueryResult<T> {
  const query = useTanStackQuery({
    queryKey: key,
    queryFn: ({ signal }) => withMinimumDelay(fetcher(signal)),
    ...options,
    ...(formLoad && { gcTime: 0 }),
  });
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  // Retrying after an error shows loading again, as the first fetch did.
  if (query.status === 'pending' || (query.status === 'error' && query.isFetching)) {
    return { status: 'loading', refetch };
  }
  return query.status === 'success'
    ? { status: 'success', data: query.data, refetch, fetching: query.isFetching }
    : { status: 'error', error: query.error, refetch };
}
