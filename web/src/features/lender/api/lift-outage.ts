import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { outagesKey } from './get-outages';

/**
 * DELETE /api/v1/home/devices/{id}/outages/{outageId} -> 204: the outage is lifted early and its
 * time may be booked again (the reservations it cancelled stay cancelled).
 */
export async function liftOutage(deviceId: string, outageId: string): Promise<void> {
  await api.delete<undefined>(
    `/home/devices/${encodeURIComponent(deviceId)}/outages/${encodeURIComponent(outageId)}`,
  );
}

/** Lifts an outage (the variable, its id) of the device early; its outages follow. */
export function useLiftOutage(deviceId: string) {
  return useApiMutation<string>({
    call: (outageId) => liftOutage(deviceId, outageId),
    invalidates: () => [outagesKey(deviceId)],
  });
}
