import { api } from '../../../lib/api-client';
import { cacheUpdate, useApiMutation } from '../../../lib/use-api-mutation';
import { reportAfter, usageReportKey, type UsageReportResponse } from './get-usage-report';

/**
 * POST /api/v1/home/reservations/{id}/report/confirm: the lender confirms a reported time that
 * differs from the check-in record, which is then billed. 409 `report_not_filed`,
 * `report_confirmed`.
 */
export function confirmUsageReport(id: string): Promise<UsageReportResponse> {
  return api.post<UsageReportResponse>(
    `/home/reservations/${encodeURIComponent(id)}/report/confirm`,
  );
}

/** Confirms the report of reservation `id`; the page shows the answer at once. */
export function useConfirmUsageReport(id: string) {
  return useApiMutation<void, UsageReportResponse>({
    call: () => confirmUsageReport(id),
    invalidates: (_none, answer) => reportAfter(id, answer),
    updates: (_none, answer) => [cacheUpdate(usageReportKey(id), () => answer)],
  });
}
