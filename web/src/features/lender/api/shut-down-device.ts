import type { ProblemBody } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { deviceStateKeys } from './get-problems';

/**
 * POST /api/v1/home/devices/{id}/problems/{problemId}/shutdown -> `{problem}`: over this problem the
 * device takes no new bookings until every problem holding it is resolved; the users of its coming
 * reservations are told. 409 `problem_resolved` for a resolved problem.
 */
export async function shutDownDevice(deviceId: string, problemId: string): Promise<ProblemBody> {
  const { problem } = await api.post<{ problem: ProblemBody }>(
    `/home/devices/${encodeURIComponent(deviceId)}/problems/${encodeURIComponent(problemId)}/shutdown`,
  );
  return problem;
}

/** Shuts the device down over a problem (the variable, its id); the device and its problems follow. */
export function useShutDownDevice(deviceId: string) {
  return useApiMutation<string, ProblemBody>({
    call: (problemId) => shutDownDevice(deviceId, problemId),
    invalidates: () => deviceStateKeys(deviceId),
  });
}
