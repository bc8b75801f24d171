import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';

/** The body of `POST /home/devices` and `PUT /home/devices/{id}` (`deviceInputSchema`). */
export interface DeviceInput {
  name: string;
  description: string;
  categoryId: string;
  place: { areaId: string; buildingId: string; room: string };
  usageNotes: string;
  feePerHour: number;
  rules: {
    minMinutes: number;
    maxMinutes: number;
    advanceDays: number;
    bufferMinutes: number;
    openFrom: number;
    openUntil: number;
    weekdays: number[];
    closures: { from: string; until: string; reason: string }[];
  };
  requiresApproval: boolean;
  active: boolean;
}

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
