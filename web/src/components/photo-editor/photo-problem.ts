import { IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES } from '@campus/model/limits';

/** Why a chosen file cannot be uploaded. */
export type PhotoProblem = 'badType' | 'tooLarge' | 'tooMany';

/**
 * Why a chosen file cannot be uploaded (checked before sending), or null: a JPEG, PNG or WebP of
 * at most 10 MB, while fewer than `max` photos are there (an item's or a device's limit).
 */
export function photoProblem(
  file: Pick<File, 'type' | 'size'>,
  count: number,
  max: number,
): PhotoProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return 'tooLarge';
  if (count >= max) return 'tooMany';
  return null;
}
