import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/devices/{id}: one of the acting identity's devices (403 `not_device_lender`). */
export async function getMyDevice(id: string, signal?: AbortSignal): Promise<Device> {
  const { device } = await api.get<{ device: Device }>(
    `/home/devices/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return device;
}

/** The cache key of one device (its outages and problems are cached below it). */
export const myDeviceKey = (id: string) => ['/home/devices', id];

/** The device `id` of the acting identity, cached under `myDeviceKey(id)`. */
export function useMyDevice(id: string): QueryResult<Device> {
  return useQuery(myDeviceKey(id), (signal) => getMyDevice(id, signal));
}
