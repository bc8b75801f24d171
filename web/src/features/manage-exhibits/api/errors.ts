import { ApiError, errorMessageKey, type ErrorMessageKey } from '../../../lib/api-client';

/** The API's error codes of the reuse mode (`functions/src/features/exhibits`) and their messages. */
const MESSAGES = {
  invalid_transition: 'manageExhibits.errors.invalidTransition',
  not_approved: 'manageExhibits.errors.notApproved',
  exhibit_cancelled: 'manageExhibits.errors.exhibitCancelled',
  exhibit_has_contacts: 'manageExhibits.errors.exhibitHasContacts',
  last_item: 'manageExhibits.errors.lastItem',
  item_has_trades: 'manageExhibits.errors.itemHasTrades',
  insufficient_stock: 'manageExhibits.errors.insufficientStock',
  not_exhibit_owner: 'manageExhibits.errors.notOwner',
  profile_required: 'manageExhibits.errors.profileRequired',
  forbidden: 'manageExhibits.errors.forbidden',
  not_found: 'manageExhibits.errors.notFound',
} as const;

export type ExhibitErrorKey = ErrorMessageKey | (typeof MESSAGES)[keyof typeof MESSAGES];

/** The message for a failed exhibit call: its own for known codes, the general one otherwise. */
export function exhibitErrorKey(error: unknown): ExhibitErrorKey {
  if (error instanceof ApiError) {
    if (Object.hasOwn(MESSAGES, error.code)) return MESSAGES[error.code as keyof typeof MESSAGES];
    if (error.status === 404) return MESSAGES.not_found;
  }
  return errorMessageKey(error);
}
