import type { ReportTargetKind } from './moderation-types';
import type { SavedSearchQuery } from './saved-search-types';
import type { ChatSide, ReservationTodoKind, TodoKind } from './contact-types';

/**
 * Notices and the rows of the header panels and notification pages on the wire (spec section 4,
 * docs/trades.md), dates as ISO 8601 strings. Plain constants and types (no zod, no Firebase): the
 * notifications feature, the notice writers and the web app import this module.
 */

/** Notices about exhibits: favorites, comments and the daily deadline job. */
export const EXHIBIT_NOTICE_KINDS = [
  'new_favorite',
  'new_comment',
  'deadline_approach',
  'favorite_commented',
  'commented_commented',
] as const;
/**
 * Share mode (docs/share-mode.md): to the user, and `reservation_cancelled` also to the lender;
 * `reservation_released`: not checked in by the deadline, released as a no-show;
 * `budget_approved`/`budget_rejected`: the fund's budget holder decided on a charge above the
 * fund's threshold; `assistance_accepted`/`assistance_declined`: the device's staff decided on the
 * assistance asked with the booking (issue 33); `usage_report_overdue`: the usage report of a
 * session is past its period, to the user (new bookings of the device wait for it) and the lender.
 */
export const RESERVATION_NOTICE_KINDS = [
  'reservation_approved',
  'reservation_rejected',
  'reservation_cancelled',
  'reservation_reminder',
  'reservation_released',
  'budget_approved',
  'budget_rejected',
  'assistance_accepted',
  'assistance_declined',
  'usage_report_overdue',
] as const;
/**
 * Device qualifications (docs/share-mode.md), to the user: the lender qualified them, revoked it,
 * or it lapses within 14 days unless used; `exhibitId`/`exhibitTitle` name the device.
 */
export const QUALIFICATION_NOTICE_KINDS = [
  'qualification_granted',
  'qualification_revoked',
  'qualification_lapsing',
] as const;
/**
 * Outages and problems (docs/share-mode.md), to the users of coming reservations: a scheduled
 * outage cancelled theirs (`reservationId` names it), a problem shut the device down, or it is
 * back in service (`reservationId`: their coming reservation).
 */
export const OUTAGE_NOTICE_KINDS = [
  'reservation_outage_cancelled',
  'device_shut_down',
  'device_restored',
] as const;
/**
 * Moderation (docs/moderation.md): to the reporter, the outcome (`report_actioned`,
 * `report_dismissed`); to the owner or author, what the moderators did and why.
 */
export const MODERATION_NOTICE_KINDS = [
  'report_actioned',
  'report_dismissed',
  'exhibit_unpublished',
  'content_hidden',
  'account_suspended',
] as const;
/**
 * Wanted posts (docs/wanted.md), to the poster: a newly published exhibit matches the post
 * (`wanted_matched`), or an owner offered one (`wanted_offered`); to the owner who offered, the
 * poster declined the offer (`wanted_declined`). `exhibitId` names the exhibit.
 */
export const WANTED_NOTICE_KINDS = ['wanted_matched', 'wanted_offered', 'wanted_declined'] as const;
/**
 * Saved searches (docs/saved-searches.md): to its account, once per saved search and newly
 * approved exhibit that matches it; `exhibitId`/`exhibitTitle` name the exhibit.
 */
export const SAVED_SEARCH_NOTICE_KINDS = ['saved_search_matched'] as const;
/** Fair allocation (docs/allocation.md): to each applicant, the draw's result. */
export const ALLOCATION_NOTICE_KINDS = ['application_won', 'application_lost'] as const;
/** Notice kinds (spec section 4). */
export const NOTICE_KINDS = [
  ...EXHIBIT_NOTICE_KINDS,
  ...RESERVATION_NOTICE_KINDS,
  ...QUALIFICATION_NOTICE_KINDS,
  ...OUTAGE_NOTICE_KINDS,
  ...MODERATION_NOTICE_KINDS,
  ...WANTED_NOTICE_KINDS,
  ...SAVED_SEARCH_NOTICE_KINDS,
  ...ALLOCATION_NOTICE_KINDS,
] as const;
export type ModerationNoticeKind = (typeof MODERATION_NOTICE_KINDS)[number];
export type ReservationNoticeKind = (typeof RESERVATION_NOTICE_KINDS)[number];
export type QualificationNoticeKind = (typeof QUALIFICATION_NOTICE_KINDS)[number];
export type OutageNoticeKind = (typeof OUTAGE_NOTICE_KINDS)[number];
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface TodoRow {
  id: string;
  kind: TodoKind | ReservationTodoKind;
  side: ChatSide;
  accountId: string;
  contactId: string;
  /** Share-mode rows: the reservation (then `exhibitId`/`exhibitTitle` name the device); else null. */
  reservationId: string | null;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  createdAt: string;
}

export interface NoticeRow {
  id: string;
  kind: NoticeKind;
  role: ChatSide;
  accountId: string;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  favorite: { name: string } | null;
  comment: { accountName: string } | null;
  reservationId: string | null;
  /**
   * Moderation notices: the moderators' reason, until when a suspension lasts, and what was
   * reported (a report's outcome, where `exhibitId` may be '' for an account); else null.
   */
  moderation: NoticeModeration | null;
  /** Wanted notices: the post the exhibit matched or was offered to; else null. */
  wanted: NoticeWanted | null;
  /** Saved-search notices: the search, and how many new exhibits it found (at most 1,000). */
  savedSearch: NoticeSavedSearch | null;
  /** An outage's cancellation: the cancelled booking's time and the outage's reason; else null. */
  reservation: NoticeReservation | null;
  createdAt: string;
  confirmedAt: string | null;
}

/** What a saved-search notice names: the search (to open it again) and its new exhibits. */
export interface NoticeSavedSearch {
  id: string;
  name: string;
  query: SavedSearchQuery;
  count: number;
}

/** What an outage's cancellation names: the booking's start and end (ISO 8601), and why. */
export interface NoticeReservation {
  start: string;
  end: string;
  reason: string;
}

/** What a wanted notice names: the post, and the offer's message. */
export interface NoticeWanted {
  id: string;
  title: string;
  message: string;
}

export interface NoticeModeration {
  reason: string;
  until: string | null;
  targetKind: ReportTargetKind;
}

export interface UnreadRow {
  contactId: string;
  side: ChatSide;
  accountId: string;
  exhibitId: string;
  exhibitTitle: string;
  exhibitCancelled: boolean;
  latestAt: string;
}

/** `GET /home/todos`, `/home/notices` and `/home/unreads`: one page of rows and the total. */
export interface TodosResponse {
  todos: TodoRow[];
  total: number;
}
export interface NoticesResponse {
  notices: NoticeRow[];
  total: number;
}
export interface UnreadsResponse {
  unreads: UnreadRow[];
  total: number;
}
