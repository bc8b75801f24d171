import { useCallback } from 'react';
import { useQuery, type QueryResult } from '../../lib/use-query';
import { getRows } from './api/get-rows';
import type { RowPage } from './api/types';
import type { CounterKind, CounterRole } from './counters';

/**
 * One page of rows of `kind` for `role`. Fetched on mount and whenever a parameter or `generation`
 * changes (a panel bumps it each time it opens; a page after confirming a notice).
 */
export function useRows(
  kind: CounterKind,
  role: CounterRole,
  limit: number,
  offset: number,
  generation: number,
): QueryResult<RowPage> {
  const fetcher = useCallback(
    (signal: AbortSignal) => {
      void generation; // a new generation is a new fetch
      return getRows(kind, { role, limit, offset }, signal) as Promise<RowPage>;
    },
    [kind, role, limit, offset, generation],
  );
  return useQuery(fetcher);
}
