import { DEVICE_LIMITS } from '@campus/model/limits';
import type { ProblemBody } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { problemsKey } from './get-problems';

/** The longest description of a problem, and of its resolution. */
export const PROBLEM_TEXT_MAX = DEVICE_LIMITS.problemMax;

/**
 * POST /api/v1/home/devices/{id}/problems `{description}`: 201 `{problem}`, a problem the lender
 * found themself (users report theirs from the device's page). 400 `validation_error` at
 * `body.description`.
 */
export async function reportProblem(deviceId: string, description: string): Promise<ProblemBody> {
  const { problem } = await api.post<{ problem: ProblemBody }>(
    `/home/devices/${encodeURIComponent(deviceId)}/problems`,
    { body: { description } },
  );
  return problem;
}

/** Records a problem the lender found on the device (its description); its problems follow. */
export function useReportProblem(deviceId: string) {
  return useApiMutation<string, ProblemBody>({
    call: (description) => reportProblem(deviceId, description),
    invalidates: () => [problemsKey(deviceId)],
  });
}
