import type { ProblemBody, ProblemsResponse } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/devices/{id}/problems: the problems reported on the device, newest first. The
 * device's lender only: 403 `not_device_lender`, 404 for an unknown device.
 */

export type { ProblemBody as Problem, ProblemsResponse };

/** The cache key of a device's problems (reset after a report, a shutdown or a resolution). */
export const problemsKey = (deviceId: string) => ['/home/devices', deviceId, 'problems'];

export function getProblems(deviceId: string, signal?: AbortSignal): Promise<ProblemsResponse> {
  return api.get<ProblemsResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/problems`,
    signal ? { signal } : {},
  );
}

export function useProblems(deviceId: string): QueryResult<ProblemsResponse> {
  return useQuery(problemsKey(deviceId), (signal) => getProblems(deviceId, signal));
}
