import { useQuery, type QueryResult } from '../../lib/use-query';
import { getRows } from './api/get-rows';
import type { RowPage } from './api/types';
import type { CounterKind, CounterRole } from './counters';

/** The cache key of every page of rows of `kind` (fetched again on opening a panel, stale after a confirm). */
export const rowsKey = (kind: CounterKind) => ['notifications', kind];

/**
 * One page of rows of `kind` for `role`. Never reused without asking (others' actions add rows):
 * fetched on mount, whenever a parameter changes and when `rowsKey(kind)` is made stale.
 */
export function useRows(
  kind: CounterKind,
  role: CounterRole,
  limit: number,
  offset: number,
): QueryResult<RowPage> {
  return useQuery(
    [...rowsKey(kind), { role, limit, offset }],
    (signal) => getRows(kind, { role, limit, offset }, signal) as Promise<RowPage>,
    { staleTime: 0 },
  );
}
