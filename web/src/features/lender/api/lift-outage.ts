import { api } from '../../../lib/api-client';

/**
 * DELETE /api/v1/home/devices/{id}/outages/{outageId} -> 204: the outage is lifted early and its
 * time may be booked again (the reservations it cancelled stay cancelled).
 */
export async function liftOutage(deviceId: string, outageId: string): Promise<void> {
  await api.delete<undefined>(
    `/home/devices/${encodeURIComponent(deviceId)}/outages/${encodeURIComponent(outageId)}`,
  );
}
