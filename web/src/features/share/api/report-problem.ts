import type { ProblemBody } from '@campus/model/share-types';
import { reportProblem } from '../../../lib/share-mode/report-problem';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * Tells the lender what is wrong with the device. Nothing is fetched again: no read of the device
 * page shows reported problems (they are the lender's to-dos), and the device stays in service
 * until the lender shuts it down.
 */
export function useReportProblem(deviceId: string) {
  return useApiMutation<string, ProblemBody>({
    call: (description) => reportProblem(deviceId, description),
    invalidates: () => [],
  });
}
