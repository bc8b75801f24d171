import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';

/** GET /api/v1/home/devices/{id}: one of the acting identity's devices (403 `not_device_lender`). */
export async function getMyDevice(id: string, signal?: AbortSignal): Promise<Device> {
  const { device } = await api.get<{ device: Device }>(
    `/home/devices/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return device;
}
