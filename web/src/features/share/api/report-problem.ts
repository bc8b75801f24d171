import type { ProblemBody } from '@campus/model/share-types';
import { DEVICE_LIMITS } from '@campus/model/limits';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** The longest description of a problem. */
export const PROBLEM_MAX = DEVICE_LIMITS.problemMax;

/**
 * POST /api/v1/home/devices/{id}/problems `{description}` -> 201 `{problem}`: tells the lender what
 * is wrong with the device (a to-do of theirs). 403 `not_device_user` when the caller never booked
 * it, 403 `profile_required`, 400 `validation_error` at `body.description`.
 */
export async function reportProblem(deviceId: string, description: string): Promise<ProblemBody> {
  const { problem } = await api.post<{ problem: ProblemBody }>(
    `/home/devices/${encodeURIComponent(deviceId)}/problems`,
    { body: { description } },
  );
  return problem;
}

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
