import type { DeviceInput } from '@campus/model/device';
import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';

/** The body of `POST /home/devices` and `PUT /home/devices/{id}` (`deviceInputSchema`). */
export type { DeviceInput };

/** POST /api/v1/home/devices: a new device lent by the acting identity. */
export async function createDevice(input: DeviceInput): Promise<Device> {
  const { device } = await api.post<{ device: Device }>('/home/devices', { body: input });
  return device;
}

/** PUT /api/v1/home/devices/{id}: the whole editable device. */
export async function updateDevice(id: string, input: DeviceInput): Promise<Device> {
  const { device } = await api.put<{ device: Device }>(`/home/devices/${encodeURIComponent(id)}`, {
    body: input,
  });
  return device;
}
