import type { OutageBody, OutagesResponse } from '@campus/model/share-types';
import { api } from '../../../lib/api-client';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/**
 * GET /api/v1/home/devices/{id}/outages: the device's scheduled outages (maintenance) not ended more
 * than 30 days ago, by start. The device's lender only: 403 `not_device_lender`, 404 for an unknown
 * device.
 */

export type { OutageBody as Outage, OutagesResponse };

/** The cache key of a device's outages (stale after scheduling or lifting one). */
export const outagesKey = (deviceId: string) => ['/home/devices', deviceId, 'outages'];

export function getOutages(deviceId: string, signal?: AbortSignal): Promise<OutagesResponse> {
  return api.get<OutagesResponse>(
    `/home/devices/${encodeURIComponent(deviceId)}/outages`,
    signal ? { signal } : {},
  );
}

export function useOutages(deviceId: string): QueryResult<OutagesResponse> {
  return useQuery(outagesKey(deviceId), (signal) => getOutages(deviceId, signal));
}
