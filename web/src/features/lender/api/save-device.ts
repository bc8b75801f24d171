import type { DeviceInput } from '@campus/model/device';
import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { MY_DEVICES_KEY } from './get-my-devices';

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

/**
 * Registers a device (`id` '') or saves device `id`; the lists of devices and the device follow
 * (its new photos are the page's to upload once it has an id).
 */
export function useSaveDevice(id: string) {
  return useApiMutation<DeviceInput, Device>({
    call: (input) => (id === '' ? createDevice(input) : updateDevice(id, input)),
    invalidates: () => [MY_DEVICES_KEY],
  });
}
