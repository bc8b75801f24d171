import type { LenderUsageReportsResponse } from '@campus/model/share-types';
import { api, getBlob } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/usage-reports?fiscalYear= (the acting identity as lender): the sessions of its
 * devices that ask for a usage report, starting in the fiscal year, each with its report when filed.
 */

export type { LenderUsageReportsResponse as UsageReports };
export type UsageReportSession = LenderUsageReportsResponse['sessions'][number];

/** The cache key of every fiscal year (stale once a report is confirmed). */
export const USAGE_REPORTS_KEY = ['/home/usage-reports'];

export function getUsageReports(
  fiscalYear: number,
  signal?: AbortSignal,
): Promise<LenderUsageReportsResponse> {
  return api.get<LenderUsageReportsResponse>('/home/usage-reports', {
    query: { fiscalYear },
    ...(signal ? { signal } : {}),
  });
}

export function useUsageReports(fiscalYear: number): QueryResult<LenderUsageReportsResponse> {
  return useQuery([...USAGE_REPORTS_KEY, { fiscalYear }], (signal) =>
    getUsageReports(fiscalYear, signal),
  );
}

/** GET /api/v1/home/usage-reports.csv?fiscalYear= with the bearer token: the programme office's sheet. */
export function getUsageReportsCsv(fiscalYear: number): Promise<Blob> {
  return getBlob('/home/usage-reports.csv', { query: { fiscalYear } });
}

/** The file the CSV of fiscal year `fiscalYear` is saved as. */
export const usageReportsCsvName = (fiscalYear: number) => `usage-reports_FY${fiscalYear}.csv`;
