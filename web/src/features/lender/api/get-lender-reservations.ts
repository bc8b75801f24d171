import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/reservations?role=lender&from&to: the reservations of the identity's devices. */

export interface LenderReservationsResponse {
  reservations: Reservation[];
  total: number;
}

/** At most this many reservations of one week are loaded (the API's page limit). */
export const WEEK_LIMIT = 100;

/** The cache key of every week of reservations (reset after a step on one of them). */
export const LENDER_RESERVATIONS_KEY = ['/home/reservations', { role: 'lender' }];

export function getLenderReservations(
  { from, to }: { from: string; to: string },
  signal?: AbortSignal,
): Promise<LenderReservationsResponse> {
  return api.get<LenderReservationsResponse>('/home/reservations', {
    query: { role: 'lender', from, to, limit: WEEK_LIMIT, offset: 0 },
    ...(signal ? { signal } : {}),
  });
}

export function useLenderReservations(
  from: string,
  to: string,
): QueryResult<LenderReservationsResponse> {
  return useQuery(['/home/reservations', { role: 'lender', from, to }], (signal) =>
    getLenderReservations({ from, to }, signal),
  );
}
