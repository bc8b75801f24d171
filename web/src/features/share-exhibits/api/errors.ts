import { errorKeys } from '../../../lib/error-keys';

/** The message for a failed call about share listings (docs/share-mode.md). */
export const shareExhibitErrorKey = errorKeys(
  {
    not_exhibit_owner: 'shareExhibits.errors.notOwner',
    profile_required: 'shareExhibits.errors.profileRequired',
    not_found: 'shareExhibits.errors.notFound',
  },
  { 404: 'shareExhibits.errors.notFound', 400: 'shareExhibits.errors.badRequest' },
);

export type ShareExhibitErrorKey = ReturnType<typeof shareExhibitErrorKey>;
