import type { StaffReservationsResponse } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/staff/requests: the requests for assistance waiting for the signed-in person as
 * a device's staff (whatever group they act as), by start.
 */

/** The cache key of the requests waiting for the staff member (stale after a decision). */
export const STAFF_REQUESTS_KEY = ['/home/staff/requests'];

export function useStaffRequests(): QueryResult<StaffReservationsResponse> {
  return useQuery(STAFF_REQUESTS_KEY, (signal) =>
    api.get<StaffReservationsResponse>('/home/staff/requests', signal ? { signal } : {}),
  );
}
