import { api } from '../../../lib/api-client';

/**
 * DELETE /api/v1/home/devices/{id}/qualifications/{userId} -> 204: the user may no longer book the
 * device (the qualification stays, `revoked`). 404 when the user never had one.
 */
export async function revokeQualification(deviceId: string, userId: string): Promise<void> {
  await api.delete<undefined>(
    `/home/devices/${encodeURIComponent(deviceId)}/qualifications/${encodeURIComponent(userId)}`,
  );
}
