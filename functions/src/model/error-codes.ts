import type {
  APP_CHECK_REQUIRED,
  FORBIDDEN,
  NOT_FOUND,
  NOT_GROUP_MEMBER,
  UNAUTHORIZED,
  VALIDATION_ERROR,
} from './wire';

/**
 * Error codes of single features' steps that the web app answers with a message of its own, one
 * constant each. Apart from `wire.ts` (the codes every route may answer, which the web's first load
 * needs) so that these stay in the bundles of the pages that show them.
 */

/** 403: a profile is required (not signed up, or withdrawn). */
export const PROFILE_REQUIRED = 'profile_required';
export const ALREADY_CONTACTED = 'already_contacted';
export const INSUFFICIENT_STOCK = 'insufficient_stock';
export const EXHIBIT_EXPIRED = 'exhibit_expired';
export const EXHIBIT_CANCELLED = 'exhibit_cancelled';
export const OWN_EXHIBIT = 'own_exhibit';
export const OWN_APPLICATION = 'own_application';
export const TOO_MANY_IMAGES = 'too_many_images';
export const CONTACT_CLOSED = 'contact_closed';
export const INVALID_CONTACT_TRANSITION = 'invalid_contact_transition';
export const NOT_YOUR_STEP = 'not_your_step';
export const ALREADY_EVALUATED = 'already_evaluated';
export const NOT_CONTACT_PARTY = 'not_contact_party';
export const NO_PICKUP_RESERVATION = 'no_pickup_reservation';
export const RESERVATION_CONFLICT = 'reservation_conflict';
/** 409: the group would be left with members but no administrator. */
export const LAST_ADMIN = 'last_admin';
/** 403: the caller is a member but not an administrator. */
export const NOT_GROUP_ADMIN = 'not_group_admin';
/** 409: joining a group one already belongs to. */
export const ALREADY_MEMBER = 'already_member';
/** 400: the invitation code is malformed, unknown, expired or revoked, or its group is gone. */
export const INVALID_INVITATION = 'invalid_invitation';
/** 403: the code was mailed to another address (only that address may use it). */
export const INVITATION_NOT_FOR_YOU = 'invitation_not_for_you';

export type ErrorCode =
  | typeof UNAUTHORIZED
  | typeof FORBIDDEN
  | typeof NOT_FOUND
  | typeof VALIDATION_ERROR
  | typeof NOT_GROUP_MEMBER
  | typeof APP_CHECK_REQUIRED
  | typeof PROFILE_REQUIRED
  | typeof ALREADY_CONTACTED
  | typeof INSUFFICIENT_STOCK
  | typeof EXHIBIT_EXPIRED
  | typeof EXHIBIT_CANCELLED
  | typeof OWN_EXHIBIT
  | typeof OWN_APPLICATION
  | typeof TOO_MANY_IMAGES
  | typeof CONTACT_CLOSED
  | typeof INVALID_CONTACT_TRANSITION
  | typeof NOT_YOUR_STEP
  | typeof ALREADY_EVALUATED
  | typeof NOT_CONTACT_PARTY
  | typeof NO_PICKUP_RESERVATION
  | typeof RESERVATION_CONFLICT
  | typeof LAST_ADMIN
  | typeof NOT_GROUP_ADMIN
  | typeof ALREADY_MEMBER
  | typeof INVALID_INVITATION
  | typeof INVITATION_NOT_FOR_YOU;
