import type { ProblemBody, ProblemsResponse } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';
import { myDeviceKey } from './get-my-device';

/**
 * GET /api/v1/home/devices/{id}/problems: the problems reported on the device, newest first. The
 * device's lender only: 403 `not_device_lender`, 404 for an unknown device.
 */

export type { ProblemBody as Problem, ProblemsResponse };

/** The cache key of a device's problems (stale after a report, a shutdown or a resolution). */
export const problemsKey = (deviceId: string) => ['/home/devices', deviceId, 'problems'];

/**
 * What a shutdown or a resolution makes stale: the device (in service or not) and its problems.
 * `useApiMutation` names prefixes only, so the device's key also covers what is cached below it:
 * its problems, and its outages and qualifications, fetched again if on screen.
 */
export const deviceStateKeys = (deviceId: string) => [myDeviceKey(deviceId)];

export function getProblems(deviceId: string, signal?: AbortSignal): Promise<ProblemsResponse> {
  return api.get<ProblemsResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/problems`,
    signal ? { signal } : {},
  );
}

export function useProblems(deviceId: string): QueryResult<ProblemsResponse> {
  return useQuery(problemsKey(deviceId), (signal) => getProblems(deviceId, signal));
}
