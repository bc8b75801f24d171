import { errorKeys } from '../../../lib/error-keys';

/**
 * The message for a failed group call: the groups API's own codes get their own message (spec section
 * 8: every error code maps to an i18n message), a 404 says the group is gone, anything else the
 * general one.
 */
export const groupErrorKey = errorKeys(
  {
    last_admin: 'groups.errors.lastAdmin',
    not_group_admin: 'groups.errors.notAdmin',
    profile_required: 'groups.errors.profileRequired',
  },
  { 404: 'groups.errors.notFound' },
);

export type GroupErrorKey = ReturnType<typeof groupErrorKey>;
