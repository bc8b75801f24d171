import type { ProblemBody } from '@campus/model/share-types';
import { DEVICE_LIMITS } from '@campus/model/limits';
import { api } from '../../../lib/api-client';

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
