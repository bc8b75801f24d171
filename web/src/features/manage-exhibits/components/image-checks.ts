import {
  EXHIBIT_LIMITS,
  IMAGE_TYPES,
  MAX_IMAGE_UPLOAD_BYTES,
} from '../../../lib/exhibit-admin-types';

/** Why a chosen file cannot be uploaded (checked before sending), or null. */
export function imageProblem(
  file: Pick<File, 'type' | 'size'>,
  count: number,
): 'badType' | 'tooLarge' | 'tooMany' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return 'tooLarge';
  if (count >= EXHIBIT_LIMITS.imagesPerItemMax) return 'tooMany';
  return null;
}
