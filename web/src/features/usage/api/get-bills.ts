import { api, getBlob } from '../../../lib/api-client';
import type { Bill } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { saveBlob } from '../../../lib/save-blob';

/** GET /api/v1/home/bills?from=YYYY-MM&to=YYYY-MM: one bill per month of the acting identity. */
export async function getBills(from: string, to: string, signal?: AbortSignal): Promise<Bill[]> {
  const { bills } = await api.get<{ bills: Bill[] }>('/home/bills', {
    query: { from, to },
    ...(signal ? { signal } : {}),
  });
  return bills;
}

/** The cache key of every range of bills (stale once a registration's fee is billed). */
export const BILLS_KEY = ['/home/bills'];

export function useBills(from: string, to: string): QueryResult<Bill[]> {
  return useQuery([...BILLS_KEY, { from, to }], (signal) => getBills(from, to, signal));
}

/**
 * GET /api/v1/home/bills.csv?from&to: the same bills as CSV. It needs the bearer token, so it is
 * fetched through the API client and saved from a Blob.
 */
export async function downloadBillsCsv(from: string, to: string): Promise<void> {
  const blob = await getBlob('/home/bills.csv', { query: { from, to } });
  saveBlob(blob, `bills-${from}-${to}.csv`);
}
