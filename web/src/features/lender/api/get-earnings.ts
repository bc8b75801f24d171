import type { EarningsBody } from '@campus/model/share-types';
import { api, getBlob } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/earnings?from&to (`YYYY-MM`, at most 12 months): one entry per month. */

export type { EarningsBody as Earnings };

export interface EarningsResponse {
  earnings: EarningsBody[];
}

/** The cache key of every range of months (stale after a payment is recorded). */
export const EARNINGS_KEY = ['/home/earnings'];

export function getEarnings(
  { from, to }: { from: string; to: string },
  signal?: AbortSignal,
): Promise<EarningsResponse> {
  return api.get<EarningsResponse>('/home/earnings', {
    query: { from, to },
    ...(signal ? { signal } : {}),
  });
}

export function useEarnings(from: string, to: string): QueryResult<EarningsResponse> {
  return useQuery([...EARNINGS_KEY, { from, to }], (signal) => getEarnings({ from, to }, signal));
}

/** GET /api/v1/home/earnings.csv?from&to with the bearer token, as a Blob. */
export function getEarningsCsv(range: { from: string; to: string }): Promise<Blob> {
  return getBlob('/home/earnings.csv', { query: range });
}
