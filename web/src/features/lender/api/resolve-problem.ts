import type { ProblemBody } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { deviceStateKeys } from './get-problems';

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

/** A resolution: the problem resolved, and what was done ('' for nothing said). */
export interface Resolution {
  problemId: string;
  resolution: string;
}

/** Resolves a problem of the device; the device (back in service, perhaps) and its problems follow. */
export function useResolveProblem(deviceId: string) {
  return useApiMutation<Resolution, ProblemBody>({
    call: ({ problemId, resolution }) => resolveProblem(deviceId, problemId, resolution),
    invalidates: () => deviceStateKeys(deviceId),
  });
}
