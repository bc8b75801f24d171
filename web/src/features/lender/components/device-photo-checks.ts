import { DEVICE_LIMITS } from '@campus/model/limits';
import { IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES } from '../../../lib/exhibit-admin-types';

/** The most photos a device may have (the API answers 409 `too_many_images` beyond). */
export const DEVICE_PHOTOS_MAX = DEVICE_LIMITS.imagesMax;

/** Why a chosen file cannot be uploaded (checked before sending), or null. */
export function devicePhotoProblem(
  file: Pick<File, 'type' | 'size'>,
  count: number,
): 'badType' | 'tooLarge' | 'tooMany' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return 'tooLarge';
  if (count >= DEVICE_PHOTOS_MAX) return 'tooMany';
  return null;
}
