import type { MyQualificationResponse } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/devices/{id}/qualifications/mine (signed in): the device's qualification rule,
 * the caller's qualification (null: never qualified) and whether they asked for training.
 */

export type { MyQualificationResponse };

/** The cache key of the caller's standing for a device (stale after asking for training). */
export const myQualificationKey = (deviceId: string) => [
  '/home/devices',
  deviceId,
  'qualifications',
  'mine',
];

export function getMyQualification(
  deviceId: string,
  signal?: AbortSignal,
): Promise<MyQualificationResponse> {
  return api.get<MyQualificationResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/qualifications/mine`,
    signal ? { signal } : {},
  );
}

export function useMyQualification(deviceId: string): QueryResult<MyQualificationResponse> {
  return useQuery(myQualificationKey(deviceId), (signal) => getMyQualification(deviceId, signal));
}
