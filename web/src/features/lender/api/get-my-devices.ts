import type { Device } from '../../../lib/share-mode/types';
import { usePage } from '../../../lib/page-query';
import type { QueryResult } from '../../../lib/use-query';

/** GET /api/v1/home/devices: the acting identity's devices (as lender), newest first. */

export interface MyDevicesResponse {
  devices: Device[];
  total: number;
}

export function useMyDevices(limit: number, offset: number): QueryResult<MyDevicesResponse> {
  return usePage('/home/devices', { limit, offset });
}
