import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import type { BudgetReviewsResponse } from './types';

/**
 * GET /api/v1/home/budget-reviews: the reservations waiting for the signed-in person as a fund's
 * budget holder (whatever group they act as), by start.
 */
export function useBudgetReviews(): QueryResult<BudgetReviewsResponse> {
  return useQuery(['/home/budget-reviews'], (signal) =>
    api.get<BudgetReviewsResponse>('/home/budget-reviews', signal ? { signal } : {}),
  );
}
