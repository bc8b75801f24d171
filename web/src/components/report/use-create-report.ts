import type { ReportCreatedResponse, ReportInput } from '@campus/model/moderation-types';
import { createReport } from '../../lib/reports/create-report';
import { useApiMutation } from '../../lib/use-api-mutation';

/**
 * Sends a report to the moderators (`createReport`, which lives in lib/ beside the API client).
 * Nothing on screen is stale: no page the reporter sees lists reports, and the moderators' queue
 * is read afresh on its next visit (an accepted change makes the whole cache stale).
 */
export function useCreateReport() {
  return useApiMutation<ReportInput, ReportCreatedResponse>({
    call: createReport,
    invalidates: () => [],
  });
}
