import type { ProblemBody } from '@campus/model/share-types';
import { reportProblem } from '../../../lib/share-mode/report-problem';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { problemsKey } from './get-problems';

/** Records a problem the lender found on the device (its description); its problems follow. */
export function useReportProblem(deviceId: string) {
  return useApiMutation<string, ProblemBody>({
    call: (description) => reportProblem(deviceId, description),
    invalidates: () => [problemsKey(deviceId)],
  });
}
