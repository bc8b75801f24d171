import type {
  APP_CHECK_REQUIRED,
  FORBIDDEN,
  MAINTENANCE,
  NOT_FOUND,
  NOT_GROUP_MEMBER,
  UNAUTHORIZED,
  VALIDATION_ERROR,
} from './wire';

/**
 * The catalogue of every other error code the API answers with, one constant each; `ErrorCode` is
 * their union, so the API cannot throw, and the web cannot map, a code that is not here. Apart from
 * `wire.ts` (the codes every route may answer, which the web's first load needs) so that these stay
 * in the bundles of the pages that show them.
 */

// Any route
/** 409: a change that conflicts with the current state, where no code of its own says more. */
export const CONFLICT = 'conflict';
/** 400: a request the route cannot read at all (field problems are `validation_error`). */
export const BAD_REQUEST = 'bad_request';
/** 413: the body (or an image's pixel count) is over the limit. */
export const PAYLOAD_TOO_LARGE = 'payload_too_large';
/** 415: the body is not of the type the route reads (JSON, or an image). */
export const UNSUPPORTED_MEDIA_TYPE = 'unsupported_media_type';
/** 429: the identity used up a quota; `Retry-After` says when to call again. */
export const RATE_LIMITED = 'rate_limited';
/** 503: the data is contended; nothing changed, the call may be repeated after `Retry-After`. */
export const BUSY = 'busy';
/** 500: anything unforeseen (the cause is only logged). */
export const SERVER_ERROR = 'server_error';

// Sign-in and profiles
/** 403: a refused address or a withdrawn account (also the blocking functions' message). */
export const UNAVAILABLE_EMAIL = 'unavailable_email';
/** 403: an address its owner never proved to hold. */
export const EMAIL_NOT_VERIFIED = 'email_not_verified';
/** 404: the user has not signed up. */
export const PROFILE_NOT_FOUND = 'profile_not_found';
/** 409: signing up twice. */
export const ALREADY_SIGNED_UP = 'already_signed_up';
/** 403: a profile is required (not signed up, or withdrawn). */
export const PROFILE_REQUIRED = 'profile_required';

// Reuse mode: exhibits and their photos
export const NOT_EXHIBIT_OWNER = 'not_exhibit_owner';
export const INSUFFICIENT_STOCK = 'insufficient_stock';
export const INVALID_TRANSITION = 'invalid_transition';
export const NOT_APPROVED = 'not_approved';
export const EXHIBIT_EXPIRED = 'exhibit_expired';
export const EXHIBIT_CANCELLED = 'exhibit_cancelled';
export const EXHIBIT_HAS_CONTACTS = 'exhibit_has_contacts';
export const ITEM_HAS_TRADES = 'item_has_trades';
export const LAST_ITEM = 'last_item';
export const TOO_MANY_IMAGES = 'too_many_images';
/** 400: the upload is not a picture the server can read. */
export const INVALID_IMAGE = 'invalid_image';
export const OWN_APPLICATION = 'own_application';

// Reuse mode: contacts (trades) and comments
export const OWN_EXHIBIT = 'own_exhibit';
export const ALREADY_CONTACTED = 'already_contacted';
export const CONTACT_CLOSED = 'contact_closed';
export const INVALID_CONTACT_TRANSITION = 'invalid_contact_transition';
export const NOT_YOUR_STEP = 'not_your_step';
export const ALREADY_EVALUATED = 'already_evaluated';
export const NOT_CONTACT_PARTY = 'not_contact_party';
export const NO_PICKUP_RESERVATION = 'no_pickup_reservation';
export const NOT_COMMENT_AUTHOR = 'not_comment_author';
export const NOT_NOTICE_OWNER = 'not_notice_owner';

// Groups
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

// Share mode: devices, reservations and bills
export const NOT_DEVICE_LENDER = 'not_device_lender';
export const OWN_DEVICE = 'own_device';
export const DEVICE_SUSPENDED = 'device_suspended';
export const RESERVATION_CONFLICT = 'reservation_conflict';
/** 409: assistance was asked of a device that offers none (issue 33). */
export const ASSISTANCE_NOT_OFFERED = 'assistance_not_offered';
/** 403: only the device's staff accept or decline its requests for assistance. */
export const NOT_DEVICE_STAFF = 'not_device_staff';
/** 409: the request for assistance was already accepted or declined, or its session is over. */
export const ASSISTANCE_DECIDED = 'assistance_decided';
/** 409: the staff member already assists another session at that time. */
export const STAFF_CONFLICT = 'staff_conflict';
/**
 * 409: a usage report of an earlier session of the device is overdue; the answer's `link` is the
 * web page to file it (issue 33, part 3).
 */
export const USAGE_REPORT_OVERDUE = 'usage_report_overdue';
/** 409: the reservation's device asks for no usage report, or the session never took place. */
export const REPORT_NOT_ASKED = 'report_not_asked';
/** 409: a usage report is filed once the session has ended. */
export const SESSION_NOT_ENDED = 'session_not_ended';
/** 409: the lender confirmed the report: it no longer changes (or needed no confirmation). */
export const REPORT_CONFIRMED = 'report_confirmed';
/** 409: there is no report to confirm yet. */
export const REPORT_NOT_FILED = 'report_not_filed';
/**
 * 409: the caller is an outside account (admitted by the allow-list) whose affiliation nobody has
 * recorded yet: it has no rate class to be charged at (issue 33, part 4).
 */
export const AFFILIATION_REQUIRED = 'affiliation_required';
/**
 * 409: the lender asks outside users to register for the fiscal year of the session first; the
 * answer's `link` is the web page to register.
 */
export const REGISTRATION_REQUIRED = 'registration_required';
/** 409: the lender asks no registration of the caller (it requires none, or the caller is on campus). */
export const REGISTRATION_NOT_REQUIRED = 'registration_not_required';
/** 409: the caller has registered with the lender for that fiscal year already. */
export const ALREADY_REGISTERED = 'already_registered';
/** 403: only an admin of a lending group or an external-funds officer manages outside users. */
export const NOT_LENDER_ADMIN = 'not_lender_admin';
/** 403: the device takes bookings from qualified users only, and the caller is not one (now). */
export const QUALIFICATION_REQUIRED = 'qualification_required';
/** 409: the time overlaps a scheduled outage of the device. */
export const DEVICE_OUTAGE = 'device_outage';
/** 409: a reported problem shut the device down until the lender resolves it. */
export const DEVICE_SHUT_DOWN = 'device_shut_down';
/** 403: only someone who has booked the device (or its lender) reports a problem with it. */
export const NOT_DEVICE_USER = 'not_device_user';
/** 409: the problem was resolved already. */
export const PROBLEM_RESOLVED = 'problem_resolved';
/** 403: a fund is charged by members of its group only. */
export const NOT_FUND_MEMBER = 'not_fund_member';
/** 409: the fund is closed, or its fiscal year does not hold the reservation's date. */
export const FUND_NOT_CURRENT = 'fund_not_current';
/** 409: the charge would take the fund's month over its monthly cap. */
export const FUND_CAP_EXCEEDED = 'fund_cap_exceeded';
/**
 * 409: a consumable would take a charge to a fund above its approval threshold, which only the
 * budget holder's own bookings may exceed once used (docs/share-mode.md, "Funds").
 */
export const FUND_THRESHOLD_EXCEEDED = 'fund_threshold_exceeded';
/** 403: only the fund's budget holder (an admin of its group) decides or sets this. */
export const NOT_BUDGET_HOLDER = 'not_budget_holder';
/** 409: consumables are added once the device is in use or was used. */
export const RESERVATION_NOT_USED = 'reservation_not_used';
/** 409: joining a waitlist for a time nothing holds (book it instead). */
export const SLOT_FREE = 'slot_free';
/** 409: the caller already waits for an overlapping time of the device. */
export const ALREADY_WAITING = 'already_waiting';
/** 409: the waitlist entry is not offered a slot (any more). */
export const NOT_OFFERED = 'not_offered';
/** 409: the offer's time limit has passed. */
export const OFFER_EXPIRED = 'offer_expired';
/** 403: the waitlist entry is someone else's. */
export const NOT_ENTRY_OWNER = 'not_entry_owner';
/** 409: a training request for a device that takes anyone, or from a user who may book it now. */
export const TRAINING_NOT_NEEDED = 'training_not_needed';
export const NOT_RESERVATION_PARTY = 'not_reservation_party';
export const INVALID_RESERVATION_TRANSITION = 'invalid_reservation_transition';
/** 409: a step taken too early or too late for the reservation's times. */
export const RESERVATION_TIMING = 'reservation_timing';
export const NOT_BILL_PARTY = 'not_bill_party';
export const NOT_BILL_LENDER = 'not_bill_lender';
/** 409: a payment above what is still owed. */
export const OVERPAYMENT = 'overpayment';

// Remote settings (`docs/remote-config.md`)
/** 403: new sign-ups are switched off (`signups_enabled`). */
export const SIGNUPS_CLOSED = 'signups_closed';
/** 403: share mode is switched off (`share_mode_enabled`): its writes are refused. */
export const SHARE_MODE_DISABLED = 'share_mode_disabled';

// Static documents and the terms of use
/** 409: another version of the document's language was published since the editor's base version. */
export const CONTENT_CHANGED = 'content_changed';
/** 403: the terms changed since the user agreed; agree to the current ones (`POST /home/me/terms`). */
export const TERMS_NOT_ACCEPTED = 'terms_not_accepted';
/** 409: the terms version agreed to is not the current one (they changed while the user read them). */
export const TERMS_CHANGED = 'terms_changed';

// Reports, moderation and blocks (docs/moderation.md)
/** 409: this account reported this target before. */
export const ALREADY_REPORTED = 'already_reported';
/** 409: the target is the caller's own (a report of one's own content, a block of oneself). */
export const OWN_TARGET = 'own_target';
/** 403: one of the two accounts blocks the other: no contact, messages or comments between them. */
export const BLOCKED = 'blocked';
/** 403: the user is suspended by the moderators until the time the message names: no writes. */
export const ACCOUNT_SUSPENDED = 'account_suspended';
/** 409: the moderators unpublished it; it cannot be published until they revert that. */
export const MODERATION_HOLD = 'moderation_hold';
/** 409: the action does not fit the report's target (hide an exhibit, suspend a group...). */
export const ACTION_NOT_APPLICABLE = 'action_not_applicable';
/** 409: the report was resolved already, or the audit entry reverted already. */
export const ALREADY_RESOLVED = 'already_resolved';
/** 403: a moderator never acts on (or reverts an action on) a report about themself or their group. */
export const OWN_MODERATION_TARGET = 'own_moderation_target';

// Wanted posts (docs/wanted.md)
/** 409: the wanted post is closed or past its date: no offers, no edits. */
export const WANTED_CLOSED = 'wanted_closed';
/** 409: this exhibit was offered to this post before. */
export const ALREADY_OFFERED = 'already_offered';
/** 409: the account has the most open wanted posts it may have. */
export const TOO_MANY_WANTED = 'too_many_wanted';
/** 409: the poster accepted or declined this offer already. */
export const OFFER_DECIDED = 'offer_decided';
/** 409: the offered exhibit is no longer on display (unpublished, expired, or out of stock). */
export const OFFER_UNAVAILABLE = 'offer_unavailable';

// Saved searches (docs/saved-searches.md)
/** 409: the account has the most saved searches it may have (20). */
export const TOO_MANY_SAVED_SEARCHES = 'too_many_saved_searches';

// Fair allocation (docs/allocation.md)
/** 409: the exhibit takes applications until its draw, not contact requests. */
export const APPLICATION_MODE = 'application_mode';
/** 409: the application deadline has passed, or the winners were drawn. */
export const APPLICATIONS_CLOSED = 'applications_closed';
/** 409: this account applied already. */
export const ALREADY_APPLIED = 'already_applied';
/** 409: the winners were drawn already. */
export const ALREADY_DRAWN = 'already_drawn';
/** 409: applications exist: the exhibit cannot leave application mode before its draw. */
export const HAS_APPLICATIONS = 'has_applications';

export type ErrorCode =
  | typeof UNAUTHORIZED
  | typeof FORBIDDEN
  | typeof NOT_FOUND
  | typeof VALIDATION_ERROR
  | typeof NOT_GROUP_MEMBER
  | typeof APP_CHECK_REQUIRED
  | typeof CONFLICT
  | typeof BAD_REQUEST
  | typeof PAYLOAD_TOO_LARGE
  | typeof UNSUPPORTED_MEDIA_TYPE
  | typeof RATE_LIMITED
  | typeof BUSY
  | typeof SERVER_ERROR
  | typeof UNAVAILABLE_EMAIL
  | typeof EMAIL_NOT_VERIFIED
  | typeof PROFILE_NOT_FOUND
  | typeof ALREADY_SIGNED_UP
  | typeof PROFILE_REQUIRED
  | typeof NOT_EXHIBIT_OWNER
  | typeof INSUFFICIENT_STOCK
  | typeof INVALID_TRANSITION
  | typeof NOT_APPROVED
  | typeof EXHIBIT_EXPIRED
  | typeof EXHIBIT_CANCELLED
  | typeof EXHIBIT_HAS_CONTACTS
  | typeof ITEM_HAS_TRADES
  | typeof LAST_ITEM
  | typeof TOO_MANY_IMAGES
  | typeof INVALID_IMAGE
  | typeof OWN_APPLICATION
  | typeof OWN_EXHIBIT
  | typeof ALREADY_CONTACTED
  | typeof CONTACT_CLOSED
  | typeof INVALID_CONTACT_TRANSITION
  | typeof NOT_YOUR_STEP
  | typeof ALREADY_EVALUATED
  | typeof NOT_CONTACT_PARTY
  | typeof NO_PICKUP_RESERVATION
  | typeof NOT_COMMENT_AUTHOR
  | typeof NOT_NOTICE_OWNER
  | typeof LAST_ADMIN
  | typeof NOT_GROUP_ADMIN
  | typeof ALREADY_MEMBER
  | typeof INVALID_INVITATION
  | typeof INVITATION_NOT_FOR_YOU
  | typeof NOT_DEVICE_LENDER
  | typeof OWN_DEVICE
  | typeof DEVICE_SUSPENDED
  | typeof RESERVATION_CONFLICT
  | typeof ASSISTANCE_NOT_OFFERED
  | typeof NOT_DEVICE_STAFF
  | typeof ASSISTANCE_DECIDED
  | typeof STAFF_CONFLICT
  | typeof USAGE_REPORT_OVERDUE
  | typeof REPORT_NOT_ASKED
  | typeof SESSION_NOT_ENDED
  | typeof REPORT_CONFIRMED
  | typeof REPORT_NOT_FILED
  | typeof AFFILIATION_REQUIRED
  | typeof REGISTRATION_REQUIRED
  | typeof REGISTRATION_NOT_REQUIRED
  | typeof ALREADY_REGISTERED
  | typeof NOT_LENDER_ADMIN
  | typeof QUALIFICATION_REQUIRED
  | typeof TRAINING_NOT_NEEDED
  | typeof DEVICE_OUTAGE
  | typeof NOT_FUND_MEMBER
  | typeof FUND_NOT_CURRENT
  | typeof FUND_CAP_EXCEEDED
  | typeof FUND_THRESHOLD_EXCEEDED
  | typeof NOT_BUDGET_HOLDER
  | typeof RESERVATION_NOT_USED
  | typeof SLOT_FREE
  | typeof ALREADY_WAITING
  | typeof NOT_OFFERED
  | typeof OFFER_EXPIRED
  | typeof NOT_ENTRY_OWNER
  | typeof DEVICE_SHUT_DOWN
  | typeof NOT_DEVICE_USER
  | typeof PROBLEM_RESOLVED
  | typeof NOT_RESERVATION_PARTY
  | typeof INVALID_RESERVATION_TRANSITION
  | typeof RESERVATION_TIMING
  | typeof NOT_BILL_PARTY
  | typeof NOT_BILL_LENDER
  | typeof OVERPAYMENT
  | typeof MAINTENANCE
  | typeof SIGNUPS_CLOSED
  | typeof SHARE_MODE_DISABLED
  | typeof CONTENT_CHANGED
  | typeof TERMS_NOT_ACCEPTED
  | typeof TERMS_CHANGED
  | typeof ALREADY_REPORTED
  | typeof OWN_TARGET
  | typeof BLOCKED
  | typeof ACCOUNT_SUSPENDED
  | typeof MODERATION_HOLD
  | typeof ACTION_NOT_APPLICABLE
  | typeof ALREADY_RESOLVED
  | typeof OWN_MODERATION_TARGET
  | typeof WANTED_CLOSED
  | typeof ALREADY_OFFERED
  | typeof TOO_MANY_WANTED
  | typeof OFFER_DECIDED
  | typeof OFFER_UNAVAILABLE
  | typeof TOO_MANY_SAVED_SEARCHES
  | typeof APPLICATION_MODE
  | typeof APPLICATIONS_CLOSED
  | typeof ALREADY_APPLIED
  | typeof ALREADY_DRAWN
  | typeof HAS_APPLICATIONS;
