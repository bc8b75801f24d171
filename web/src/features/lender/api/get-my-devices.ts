import type { Device } from '../../../lib/share-mode/types';
import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/devices: the acting identity's devices (as lender), newest first. */

export interface MyDevicesResponse {
  devices: Device[];
  total: number;
}

/** The cache key of every page of the devices, and of each device (cached below it). */
export const MY_DEVICES_KEY = ['/home/devices'];

export function useMyDevices(limit: number, offset: number): QueryResult<MyDevicesResponse> {
  return usePage('/home/devices', { limit, offset }, MY_DEVICES_KEY);
}
