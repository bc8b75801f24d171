import { EXHIBIT_LIMITS, IMAGE_TYPES } from '../../../lib/exhibit-admin-types';

/** The most photos a device may have (the API answers 409 `too_many_images` beyond). */
export const DEVICE_PHOTOS_MAX = 5;

/** Why a chosen file cannot be uploaded (checked before sending), or null. */
export function devicePhotoProblem(
  file: Pick<File, 'type' | 'size'>,
  count: number,
): 'badType' | 'tooLarge' | 'tooMany' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > EXHIBIT_LIMITS.imageMaxBytes) return 'tooLarge';
  if (count >= DEVICE_PHOTOS_MAX) return 'tooMany';
  return null;
}
