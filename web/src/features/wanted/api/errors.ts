import { errorKeys } from '../../../lib/error-keys';

/** The message for a failed call of wanted posts (`functions/src/features/wanted`). */
export const wantedErrorKey = errorKeys(
  {
    wanted_closed: 'wanted.errors.wantedClosed',
    already_offered: 'wanted.errors.alreadyOffered',
    too_many_wanted: 'wanted.errors.tooMany',
    own_exhibit: 'wanted.errors.ownExhibit',
    offer_decided: 'wanted.errors.offerDecided',
    offer_unavailable: 'wanted.errors.offerUnavailable',
    already_contacted: 'wanted.errors.alreadyContacted',
    application_mode: 'wanted.errors.applicationMode',
    blocked: 'wanted.errors.blocked',
    not_exhibit_owner: 'wanted.errors.notExhibitOwner',
    profile_required: 'wanted.errors.profileRequired',
    forbidden: 'wanted.errors.forbidden',
    not_found: 'wanted.errors.notFound',
  },
  { 403: 'wanted.errors.forbidden', 404: 'wanted.errors.notFound' },
);
