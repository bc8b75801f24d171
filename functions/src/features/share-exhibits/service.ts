import { notFound, validationError } from '../../http/errors';
import type { DevicesById, ShareExhibitDoc } from './schema';

export const shareExhibitNotFound = () => notFound('Exhibit not found');

/**
 * Every device of a listing must exist and be lent by the listing's owner: 400 at
 * `body.deviceIds.{i}` for each that is not.
 */
export function assertOwnDevices(
  deviceIds: readonly string[],
  devices: DevicesById,
  ownerId: string,
): void {
  const errors = deviceIds.flatMap((id, i) =>
    devices.get(id)?.lenderId === ownerId
      ? []
      : [{ location: `body.deviceIds.${i}`, message: 'Not one of your devices' }],
  );
  if (errors.length > 0) throw validationError(errors);
}

/** When a listing was first published: set on the first publication, then kept. */
export function publishedAtAfter<T>(previous: T | null, published: boolean, now: T): T | null {
  if (previous !== null) return previous;
  return published ? now : null;
}

/** Whether `viewer` may see the listing publicly: published, or its owner. */
export function isViewable(
  doc: Pick<ShareExhibitDoc, 'published' | 'ownerId'>,
  viewer: string | null,
) {
  return doc.published || (viewer !== null && viewer === doc.ownerId);
}
