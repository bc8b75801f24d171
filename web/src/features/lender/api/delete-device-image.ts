import { api } from '../../../lib/api-client';

/** DELETE /api/v1/home/devices/{id}/images/{imageId} -> 204. */
export async function deleteDeviceImage(deviceId: string, imageId: string): Promise<void> {
  await api.delete<unknown>(
    `/home/devices/${encodeURIComponent(deviceId)}/images/${encodeURIComponent(imageId)}`,
  );
}
