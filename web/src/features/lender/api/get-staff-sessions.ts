import type { StaffReservationsResponse } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { weekQuery } from '../../../lib/share-mode/tokyo-grid';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/staff/sessions?from&to: the sessions the signed-in person accepted to assist
 * that start in the Tokyo week beginning on `monday` (the API answers at most 62 days).
 */

/** The cache key of every week of the staff member's sessions (stale after an acceptance). */
export const STAFF_SESSIONS_KEY = ['/home/staff/sessions'];

export function useStaffSessions(monday: string): QueryResult<StaffReservationsResponse> {
  return useQuery([...STAFF_SESSIONS_KEY, monday], (signal) =>
    api.get<StaffReservationsResponse>('/home/staff/sessions', {
      query: weekQuery(monday),
      ...(signal ? { signal } : {}),
    }),
  );
}
