import { DEVICE_LIMITS } from '@campus/model/limits';
import type { ProblemBody } from '@campus/model/share-types';
import { api } from '../api-client';

/** The longest description of a problem, and of its resolution. */
export const PROBLEM_MAX = DEVICE_LIMITS.problemMax;

/**
 * POST /api/v1/home/devices/{id}/problems `{description}` -> 201 `{problem}`: a problem with the
 * device, reported by one of its users (a to-do of the lender's) or found by the lender. 403
 * `not_device_user` when a caller who is not the lender never booked it, 403 `profile_required`,
 * 400 `validation_error` at `body.description`. Each side has its own hook: the lender's list of
 * problems follows, a user's page shows none.
 */
export async function reportProblem(deviceId: string, description: string): Promise<ProblemBody> {
  const { problem } = await api.post<{ problem: ProblemBody }>(
    `/home/devices/${encodeURIComponent(deviceId)}/problems`,
    { body: { description } },
  );
  return problem;
}
