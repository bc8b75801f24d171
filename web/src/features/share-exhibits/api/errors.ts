import { ApiError, errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';

/** The API's error codes of share listings (docs/share-mode.md) and their messages. */
const MESSAGES = {
  not_exhibit_owner: 'shareExhibits.errors.notOwner',
  profile_required: 'shareExhibits.errors.profileRequired',
  not_found: 'shareExhibits.errors.notFound',
} as const;

export type ShareExhibitErrorKey =
  ErrorMessageKey | (typeof MESSAGES)[keyof typeof MESSAGES] | 'shareExhibits.errors.badRequest';

/** The message for a failed call: its own for known codes, the general one otherwise. */
export function shareExhibitErrorKey(error: unknown): ShareExhibitErrorKey {
  if (error instanceof ApiError) {
    if (Object.hasOwn(MESSAGES, error.code)) return MESSAGES[error.code as keyof typeof MESSAGES];
    if (error.status === 404) return MESSAGES.not_found;
    if (error.status === 400) return 'shareExhibits.errors.badRequest';
  }
  return errorMessageKey(error);
}
