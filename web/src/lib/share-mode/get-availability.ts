import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../api-client';
import { mondayOf, weekQuery } from './tokyo-grid';
import type { WeekAvailability } from './types';
import { useQuery, type QueryResult } from '../use-query';

/**
 * GET /api/v1/devices/{id}/availability?from&to (at most 62 days), here the Tokyo week starting on
 * `monday`: the ranges held by reservations (the device's buffer applies around each) and the
 * scheduled outages with their reasons (no buffer).
 */
export async function getWeekAvailability(
  id: string,
  monday: string,
  signal?: AbortSignal,
): Promise<WeekAvailability> {
  const { busy, outages } = await api.get<
    Pick<WeekAvailability, 'busy'> & Partial<Pick<WeekAvailability, 'outages'>>
  >(`/devices/${encodeURIComponent(id)}/availability`, {
    query: {
      ...weekQuery(monday),
    },
    ...(signal ? { signal } : {}),
  });
  // An API from before outages answers the busy ranges alone: no outage then.
  return { busy, outages: outages ?? [] };
}

/** The cache key of every week of a device (stale after a booking, a conflict or a wait). */
export const availabilityKey = (id: string) => ['/devices', id, 'availability'];

const weekKey = (id: string, monday: string) => [...availabilityKey(id), monday];

export function useWeekAvailability(id: string, monday: string): QueryResult<WeekAvailability> {
  return useQuery(weekKey(id, monday), (signal) => getWeekAvailability(id, monday, signal));
}

/**
 * The availability of the week of a Tokyo date as far as it is loaded already (the week shown, or
 * shown before), without asking the API: undefined when that week was not loaded. The booking form
 * checks the outages it knows of before it sends.
 */
export function useLoadedWeekOf(id: string): (date: string) => WeekAvailability | undefined {
  const queryClient = useQueryClient();
  return useCallback(
    (date: string) => queryClient.getQueryData<WeekAvailability>(weekKey(id, mondayOf(date))),
    [queryClient, id],
  );
}
