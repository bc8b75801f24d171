import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';
import { useQuery, type QueryResult } from '../../../lib/use-query';

/** GET /api/v1/devices/{id}: an active device (404 when unknown or suspended). */
export async function getDevice(id: string, signal?: AbortSignal): Promise<Device> {
  const { device } = await api.get<{ device: Device }>(`/devices/${encodeURIComponent(id)}`, {
    ...(signal ? { signal } : {}),
  });
  return device;
}

export function useDevice(id: string): QueryResult<Device> {
  return useQuery(['/devices', id], (signal) => getDevice(id, signal));
}
