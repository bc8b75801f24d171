import type { ReservationStatus } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import type { Reservation } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/reservations?role=lender (with `from`/`to`, or `status` and `deviceId`): the
 * reservations of the identity's devices.
 */

export interface LenderReservationsResponse {
  reservations: Reservation[];
  total: number;
}

/** At most this many reservations of one week, or pending requests, are loaded (the page limit). */
export const WEEK_LIMIT = 100;

/** The cache key of every list of the lender's reservations (stale after a step or a consumable on one of them). */
export const LENDER_RESERVATIONS_KEY = ['/home/reservations', { role: 'lender' }];

/** What a list is narrowed to: reservations starting in [from, to), of one status, of one device. */
export interface LenderFilter {
  from?: string;
  to?: string;
  status?: ReservationStatus;
  deviceId?: string;
}

export function getLenderReservations(
  filter: LenderFilter,
  signal?: AbortSignal,
): Promise<LenderReservationsResponse> {
  return api.get<LenderReservationsResponse>('/home/reservations', {
    query: { role: 'lender', ...filter, limit: WEEK_LIMIT, offset: 0 },
    ...(signal ? { signal } : {}),
  });
}

function useLenderList(filter: LenderFilter): QueryResult<LenderReservationsResponse> {
  return useQuery(['/home/reservations', { role: 'lender', ...filter }], (signal) =>
    getLenderReservations(filter, signal),
  );
}

export function useLenderReservations(
  from: string,
  to: string,
): QueryResult<LenderReservationsResponse> {
  return useLenderList({ from, to });
}

/** The requests awaiting the lender's decision, of every device or of `deviceId`. */
export function usePendingRequests(
  deviceId: string | null,
): QueryResult<LenderReservationsResponse> {
  return useLenderList({ status: 'requested', ...(deviceId === null ? {} : { deviceId }) });
}
