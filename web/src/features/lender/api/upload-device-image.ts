import { DEVICE_LIMITS } from '@campus/model/limits';
import { uploadImage } from '../../../lib/api-client';
import type { DeviceImage } from '../../../lib/share-mode/types';

/** POST /api/v1/home/devices/{id}/images: one photo's raw bytes with its Content-Type -> `{image}`. */
export async function uploadDeviceImage(
  deviceId: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<DeviceImage> {
  const { image } = await uploadImage<{ image: DeviceImage }>(
    `/home/devices/${encodeURIComponent(deviceId)}/images`,
    file,
    { onUploadProgress: onProgress },
  );
  return image;
}

/** The most photos a device may have (the API answers 409 `too_many_images` beyond). */
export const DEVICE_PHOTOS_MAX = DEVICE_LIMITS.imagesMax;
