/**
 * The wire contract besides the bodies: headers, the error body and the error codes the web app
 * reacts to. Plain constants and types (no zod), imported by the API (`http/`) and the web client.
 */

/** The header in which the web client sends the id of the group it acts for. */
export const GROUP_HEADER = 'X-Group-Id';

/** The header carrying the App Check token. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

/** One problem with one input field, e.g. `{ location: 'body.items.0.name', message: '...' }`. */
export interface FieldError {
  location: string;
  message: string;
}

/** The JSON body of every error response; the web app maps `code` to an i18n message. */
export interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldError[];
}

/**
 * Error codes of the API that the web app answers with a message or a recovery of its own. Codes
 * of one feature only are named after the step that refuses (see the feature's service).
 */
export const ERROR_CODES = {
  // Every route.
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  validationError: 'validation_error',
  /** 403: the selected group (the group header or claim) no longer has the user as a member. */
  notGroupMember: 'NotGroupMember',
  /** 403: App Check is enforced and the request has no valid App Check token. */
  appCheckRequired: 'app_check_required',
  /** 403: a profile is required (not signed up, or withdrawn). */
  profileRequired: 'profile_required',
  // Exhibits, contacts and the back office.
  alreadyContacted: 'already_contacted',
  insufficientStock: 'insufficient_stock',
  exhibitExpired: 'exhibit_expired',
  exhibitCancelled: 'exhibit_cancelled',
  ownExhibit: 'own_exhibit',
  ownApplication: 'own_application',
  tooManyImages: 'too_many_images',
  contactClosed: 'contact_closed',
  invalidContactTransition: 'invalid_contact_transition',
  notYourStep: 'not_your_step',
  alreadyEvaluated: 'already_evaluated',
  notContactParty: 'not_contact_party',
  noPickupReservation: 'no_pickup_reservation',
  // Share mode.
  reservationConflict: 'reservation_conflict',
  // Groups.
  /** 409: the group would be left with members but no administrator. */
  lastAdmin: 'last_admin',
  /** 403: the caller is a member but not an administrator. */
  notGroupAdmin: 'not_group_admin',
  /** 409: joining a group one already belongs to. */
  alreadyMember: 'already_member',
  /** 400: the invitation code is malformed, unknown, expired or revoked, or its group is gone. */
  invalidInvitation: 'invalid_invitation',
  /** 403: the code was mailed to another address (only that address may use it). */
  invitationNotForYou: 'invitation_not_for_you',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
