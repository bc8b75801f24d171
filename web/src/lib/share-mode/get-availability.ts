import { useCallback } from 'react';
import { api } from '../api-client';
import { addDays, tokyoInstant, toTokyoIso } from './tokyo-grid';
import type { BusyRange } from './types';
import { useQuery, type QueryResult } from '../use-query';

/**
 * GET /api/v1/devices/{id}/availability?from&to: the ranges held by reservations (at most 62
 * days), here the Tokyo week starting on `monday`.
 */
export async function getWeekAvailability(
  id: string,
  monday: string,
  signal?: AbortSignal,
): Promise<BusyRange[]> {
  const { busy } = await api.get<{ busy: BusyRange[] }>(
    `/devices/${encodeURIComponent(id)}/availability`,
    {
      query: {
        from: toTokyoIso(tokyoInstant(monday)),
        to: toTokyoIso(tokyoInstant(addDays(monday, 7))),
      },
      ...(signal ? { signal } : {}),
    },
  );
  return busy;
}

/** The week's busy ranges; `reload` changes to fetch again (after a booking). */
export function useWeekAvailability(
  id: string,
  monday: string,
  reload: number,
): QueryResult<BusyRange[]> {
  const fetcher = useCallback(
    (signal: AbortSignal) => getWeekAvailability(id, monday, signal),
    // `reload` is a counter: a new value asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, monday, reload],
  );
  return useQuery(fetcher);
}
