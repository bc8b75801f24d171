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

/** The cache key of every week of a device (reset after a booking or a conflict). */
export const availabilityKey = (id: string) => ['/devices', id, 'availability'];

export function useWeekAvailability(id: string, monday: string): QueryResult<BusyRange[]> {
  return useQuery([...availabilityKey(id), monday], (signal) =>
    getWeekAvailability(id, monday, signal),
  );
}
