import { api } from '../../../lib/api-client';
import { weekQuery } from '../../../lib/share-mode/tokyo-grid';
import type { Reservation } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** At most this many reservations in a week (the API's page limit). */
export const WEEK_LIMIT = 100;

export interface ReservationListResponse {
  reservations: Reservation[];
  total: number;
}

/**
 * GET /api/v1/home/reservations?role=user&from&to&limit: the acting identity's reservations that
 * start in the Tokyo week beginning on `monday`, newest start first.
 */
export function getWeekReservations(
  monday: string,
  signal?: AbortSignal,
): Promise<ReservationListResponse> {
  return api.get<ReservationListResponse>('/home/reservations', {
    query: {
      role: 'user',
      ...weekQuery(monday),
      limit: WEEK_LIMIT,
    },
    ...(signal ? { signal } : {}),
  });
}

/** The cache key of every week of the user's reservations (stale after a cancellation, a step or an accepted offer). */
export const USER_RESERVATIONS_KEY = ['/home/reservations', { role: 'user' }];

export function useWeekReservations(monday: string): QueryResult<ReservationListResponse> {
  return useQuery([...USER_RESERVATIONS_KEY, monday], (signal) =>
    getWeekReservations(monday, signal),
  );
}
