import type {
  QualificationBody,
  QualificationsResponse,
  TrainingRequestBody,
} from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/devices/{id}/qualifications: everyone qualified, or once qualified, for the
 * device (most recent grant first) and the users waiting for training (oldest first). The device's
 * lender only: 403 `not_device_lender`, 404 for an unknown device.
 */

export type {
  QualificationBody as Qualification,
  QualificationsResponse,
  TrainingRequestBody as TrainingRequest,
};

/** The cache key of a device's lists (stale after a grant or a revocation). */
export const qualificationsKey = (deviceId: string) => [
  '/home/devices',
  deviceId,
  'qualifications',
];

export function getQualifications(
  deviceId: string,
  signal?: AbortSignal,
): Promise<QualificationsResponse> {
  return api.get<QualificationsResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/qualifications`,
    signal ? { signal } : {},
  );
}

export function useQualifications(deviceId: string): QueryResult<QualificationsResponse> {
  return useQuery(qualificationsKey(deviceId), (signal) => getQualifications(deviceId, signal));
}
