import type { UsageReportInput } from '@campus/model/device';
import { api } from '../../../lib/api-client';
import { cacheUpdate, useApiMutation } from '../../../lib/use-api-mutation';
import { USER_RESERVATIONS_KEY } from './get-reservations';
import { reportAfter, usageReportKey, type UsageReportResponse } from './get-usage-report';

export type { UsageReportInput };

/**
 * PUT /api/v1/home/reservations/{id}/report: the user files (or amends, until the lender confirms
 * it) the usage report of a session that has ended. 400 `validation_error` on its fields; 409
 * `report_not_asked`, `session_not_ended`, `report_confirmed`.
 */
export function fileUsageReport(id: string, input: UsageReportInput): Promise<UsageReportResponse> {
  return api.put<UsageReportResponse>(`/home/reservations/${encodeURIComponent(id)}/report`, {
    body: input,
  });
}

/** Files the report of reservation `id`; the page shows the answer at once. */
export function useFileUsageReport(id: string) {
  return useApiMutation<UsageReportInput, UsageReportResponse>({
    call: (input) => fileUsageReport(id, input),
    invalidates: (_input, answer) => [USER_RESERVATIONS_KEY, ...reportAfter(id, answer)],
    updates: (_input, answer) => [cacheUpdate(usageReportKey(id), () => answer)],
  });
}
