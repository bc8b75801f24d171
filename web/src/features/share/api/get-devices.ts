import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

export const DEVICES_PAGE_SIZE = 20;

export interface DeviceListResponse {
  devices: Device[];
  total: number;
}

/** GET /api/v1/devices?limit&offset: the active devices, newest first, a page at a time. */
export function getDevices(page: number, signal?: AbortSignal): Promise<DeviceListResponse> {
  return api.get<DeviceListResponse>('/devices', {
    query: { limit: DEVICES_PAGE_SIZE, offset: (page - 1) * DEVICES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export function useDevices(page: number): QueryResult<DeviceListResponse> {
  const fetcher = useCallback((signal: AbortSignal) => getDevices(page, signal), [page]);
  return useQuery(fetcher);
}
