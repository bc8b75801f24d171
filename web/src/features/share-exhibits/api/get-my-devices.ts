import { api } from '../../../lib/api-client';
import type { Device } from '../../../lib/share-mode/types';

/** GET /api/v1/home/devices?limit&offset: the acting identity's devices (as lender), newest first. */

interface MyDevicesResponse {
  devices: Device[];
  total: number;
}

/** The most the API gives in one page. */
const PAGE = 100;

/** Every device of the acting identity (the listing form offers them all), a page at a time. */
export async function getAllMyDevices(signal?: AbortSignal): Promise<Device[]> {
  const devices: Device[] = [];
  for (;;) {
    const page = await api.get<MyDevicesResponse>('/home/devices', {
      query: { limit: PAGE, offset: devices.length },
      ...(signal ? { signal } : {}),
    });
    devices.push(...page.devices);
    if (page.devices.length === 0 || devices.length >= page.total) return devices;
  }
}
