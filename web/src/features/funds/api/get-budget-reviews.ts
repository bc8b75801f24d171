import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { BudgetReviewsResponse } from './types';

/**
 * GET /api/v1/home/budget-reviews: the reservations waiting for the signed-in person as a fund's
 * budget holder (whatever group they act as), by start.
 */

/** The cache key of the reservations waiting for the holder (stale after a decision). */
export const BUDGET_REVIEWS_KEY = ['/home/budget-reviews'];

export function useBudgetReviews(): QueryResult<BudgetReviewsResponse> {
  return useQuery(BUDGET_REVIEWS_KEY, (signal) =>
    api.get<BudgetReviewsResponse>('/home/budget-reviews', signal ? { signal } : {}),
  );
}
