import type { OutsideUserBody, OutsideUsersResponse } from '@campus/model/outside-user-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export type { OutsideUserBody as OutsideUser, OutsideUsersResponse };

/**
 * GET /api/v1/home/outside-users: the accounts the allow-list admitted (users from other
 * universities and companies), with their affiliation and the fiscal years they registered for
 * with the acting lender. 403 `not_lender_admin` unless the caller acts as a lending group they
 * administer, or is an external-funds officer.
 */
export function getOutsideUsers(signal?: AbortSignal): Promise<OutsideUsersResponse> {
  return api.get<OutsideUsersResponse>('/home/outside-users', signal ? { signal } : {});
}

/** The cache key of the list (an affiliation recorded writes its row in place). */
export const OUTSIDE_USERS_KEY = ['/home/outside-users'];

export function useOutsideUsers(): QueryResult<OutsideUsersResponse> {
  return useQuery(OUTSIDE_USERS_KEY, getOutsideUsers);
}
