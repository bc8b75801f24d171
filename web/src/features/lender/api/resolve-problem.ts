import type { ProblemBody } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';

/**
 * POST /api/v1/home/devices/{id}/problems/{problemId}/resolve `{resolution}` -> `{problem}`: the
 * problem is resolved (the resolution may be ''); the device is back in service when nothing else
 * holds it, and the users of its coming reservations are told. 400 `validation_error` at
 * `body.resolution`; 409 `problem_resolved` when it already was.
 */
export async function resolveProblem(
  deviceId: string,
  problemId: string,
  resolution: string,
): Promise<ProblemBody> {
  const { problem } = await api.post<{ problem: ProblemBody }>(
    `/home/devices/${encodeURIComponent(deviceId)}/problems/${encodeURIComponent(problemId)}/resolve`,
    { body: { resolution } },
  );
  return problem;
}
