import { api } from '../../../lib/api-client';
import type { WaitlistResponse } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/waitlist: the acting identity's waitlist entries, waiting and offered first,
 * then the recently ended.
 */
export function getWaitlist(signal?: AbortSignal): Promise<WaitlistResponse> {
  return api.get<WaitlistResponse>('/home/waitlist', signal ? { signal } : {});
}

/** The cache key of the waitlist (stale after accepting, declining or leaving). */
export const WAITLIST_KEY = ['/home/waitlist'];

export function useWaitlist(): QueryResult<WaitlistResponse> {
  return useQuery(WAITLIST_KEY, getWaitlist);
}
