import { api } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { qualificationsKey } from './get-qualifications';

/**
 * DELETE /api/v1/home/devices/{id}/qualifications/{userId} -> 204: the user may no longer book the
 * device (the qualification stays, `revoked`). 404 when the user never had one.
 */
export async function revokeQualification(deviceId: string, userId: string): Promise<void> {
  await api.delete<undefined>(
    `/home/devices/${encodeURIComponent(deviceId)}/qualifications/${encodeURIComponent(userId)}`,
  );
}

/** Revokes the qualification of a user (the variable, their id) for the device; its lists follow. */
export function useRevokeQualification(deviceId: string) {
  return useApiMutation<string>({
    call: (userId) => revokeQualification(deviceId, userId),
    invalidates: () => [qualificationsKey(deviceId)],
  });
}
