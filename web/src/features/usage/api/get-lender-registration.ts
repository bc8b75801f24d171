import type { LenderRegistrationResponse } from '@campus/model/outside-user-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export type { LenderRegistrationResponse };

/**
 * GET /api/v1/home/lenders/{lenderId}/registration: the caller's standing with a lender as a user
 * from outside the campus: the lender's settings, the caller's rate class (null: an outside account
 * without an affiliation yet) and affiliation, the fiscal years they may register for now, and
 * their registrations with it. 404 for an unknown lender.
 */
export function getLenderRegistration(
  lenderId: string,
  signal?: AbortSignal,
): Promise<LenderRegistrationResponse> {
  return api.get<LenderRegistrationResponse>(
    `/home/lenders/${encodeURIComponent(lenderId)}/registration`,
    signal ? { signal } : {},
  );
}

/** The cache key of the caller's standing with a lender (registering writes it in place). */
export const lenderRegistrationKey = (lenderId: string) => [
  '/home/lenders',
  lenderId,
  'registration',
];

export function useLenderRegistration(lenderId: string): QueryResult<LenderRegistrationResponse> {
  return useQuery(lenderRegistrationKey(lenderId), (signal) =>
    getLenderRegistration(lenderId, signal),
  );
}
