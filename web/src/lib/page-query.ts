import { api } from './api-client';
import { useQuery, type QueryResult } from './use-query';

/** Which page of a list: at most `limit` entries after the first `offset`. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** GET `path?limit&offset`: one page of a list (every paged list of the API takes the same two). */
export function getPage<T>(
  path: string,
  { limit, offset }: PageRequest,
  signal?: AbortSignal,
): Promise<T> {
  return api.get<T>(path, { query: { limit, offset }, ...(signal ? { signal } : {}) });
}

/**
 * One page of a list, cached under `[...key, { limit, offset }]`; `key` (the path by default) is
 * what a change resets to drop every page.
 */
export function usePage<T>(
  path: string,
  { limit, offset }: PageRequest,
  key: readonly unknown[] = [path],
): QueryResult<T> {
  return useQuery([...key, { limit, offset }], (signal) =>
    getPage<T>(path, { limit, offset }, signal),
  );
}
