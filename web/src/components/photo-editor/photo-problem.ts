import { MAX_SOURCE_BYTES } from '../../lib/image-resize';

/** Why a chosen file cannot be uploaded. */
export type PhotoProblem = 'badType' | 'tooLarge' | 'tooMany';

/**
 * Why a chosen file cannot be uploaded (checked before it is read), or null: an image of at most
 * `MAX_SOURCE_BYTES` (larger photos are resized below the upload limit before they are sent),
 * while fewer than `max` photos are there or chosen (an item's or a device's limit).
 */
export function photoProblem(
  file: Pick<File, 'type' | 'size'>,
  count: number,
  max: number,
): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'badType';
  if (file.size > MAX_SOURCE_BYTES) return 'tooLarge';
  if (count >= max) return 'tooMany';
  return null;
}

/**
 * `files` split into those taken (in the order given) and the first problem of the others, when
 * `count` photos are there already and at most `max` may be.
 */
export function takePhotos<F extends Pick<File, 'type' | 'size'>>(
  files: readonly F[],
  count: number,
  max: number,
): { taken: F[]; problem: PhotoProblem | null } {
  const taken: F[] = [];
  let problem: PhotoProblem | null = null;
  for (const file of files) {
    const found = photoProblem(file, count + taken.length, max);
    if (found === null) taken.push(file);
    else problem ??= found;
  }
  return { taken, problem };
}
