import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/devices: the acting identity's devices (as lender), newest first. */

export interface MyDevicesResponse {
  devices: Device[];
  total: number;
}

export function getMyDevices(
  { limit, offset }: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<MyDevicesResponse> {
  return api.get<MyDevicesResponse>('/home/devices', {
    query: { limit, offset },
    ...(signal ? { signal } : {}),
  });
}

export function useMyDevices(limit: number, offset: number): QueryResult<MyDevicesResponse> {
  return useQuery(['/home/devices', { limit, offset }], (signal) =>
    getMyDevices({ limit, offset }, signal),
  );
}
