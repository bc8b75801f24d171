import type { ChargeableFundBody, ChargeableFundsResponse } from '@campus/model/fund-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/me/funds (signed in): the active funds of the caller's groups for this and the
 * next fiscal year, each with its group's name. The booking form offers them.
 */

export type { ChargeableFundBody, ChargeableFundsResponse };

/** The cache key of the funds the caller may charge. */
export const MY_FUNDS_KEY = ['/home/me/funds'];

export function getMyFunds(signal?: AbortSignal): Promise<ChargeableFundsResponse> {
  return api.get<ChargeableFundsResponse>('/home/me/funds', signal ? { signal } : {});
}

export function useMyFunds(): QueryResult<ChargeableFundsResponse> {
  return useQuery(MY_FUNDS_KEY, getMyFunds);
}
