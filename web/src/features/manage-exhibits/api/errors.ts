import { errorKeys } from '../../../lib/error-keys';

/** The message for a failed call of the reuse mode (`functions/src/features/exhibits`). */
export const exhibitErrorKey = errorKeys(
  {
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
    has_applications: 'manageExhibits.errors.hasApplications',
    already_drawn: 'manageExhibits.errors.alreadyDrawn',
    not_found: 'manageExhibits.errors.notFound',
  },
  { 404: 'manageExhibits.errors.notFound' },
);

export type ExhibitErrorKey = ReturnType<typeof exhibitErrorKey>;
