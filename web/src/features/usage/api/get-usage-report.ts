import type { UsageReportResponse } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export type { UsageReportResponse };

/**
 * GET /api/v1/home/reservations/{id}/report: a reservation's usage report for its user or its
 * lender (`reservation.side`): the session, the report (null: not filed yet), what the form starts
 * from and the device's acknowledgement text.
 */
export function getUsageReport(id: string, signal?: AbortSignal): Promise<UsageReportResponse> {
  return api.get<UsageReportResponse>(
    `/home/reservations/${encodeURIComponent(id)}/report`,
    signal ? { signal } : {},
  );
}

/** The cache key of a reservation's usage report (filing and confirming write it in place). */
export const usageReportKey = (id: string) => ['/home/reservations', id, 'report'];

/**
 * What a change of a report makes stale besides the lists (which every accepted change does): the
 * report itself after a refusal (a 409 says it changed meanwhile), read again; an accepted change
 * writes the answer in its place.
 */
export const reportAfter = (id: string, answer: UsageReportResponse | undefined) =>
  answer === undefined ? [usageReportKey(id)] : [];

export function useUsageReport(id: string): QueryResult<UsageReportResponse> {
  return useQuery(usageReportKey(id), (signal) => getUsageReport(id, signal));
}
