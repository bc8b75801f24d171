import type { ModerationHoldBody } from './moderation-types';
/**
 * Share mode on the wire (docs/share-mode.md): devices with booking rules, reservations, bills,
 * earnings and share listings, dates as ISO 8601 strings. Plain constants and types (no zod, no
 * Firebase): the zod schemas in `device.ts` build on them, and the web app imports this module.
 */

import type { ExhibitImage } from './exhibit-types';
import type { ConsumableBody, ReservationFundBody } from './fund-types';
import type { OutsideFees } from './outside-users';
import type { RateClass } from './outside-user-types';

/** A device's booking rules. Times of day are minutes after Tokyo midnight. */
export interface BookingRules {
  minMinutes: number;
  maxMinutes: number;
  /** How far ahead a booking may start, in days. */
  advanceDays: number;
  /** Kept free after each booking (cleaning, cooling down), in minutes. */
  bufferMinutes: number;
  /** Bookable hours each day: [openFrom, openUntil) in minutes after midnight (0..1440). */
  openFrom: number;
  openUntil: number;
  /** Bookable ISO weekdays (1 = Monday ... 7 = Sunday). */
  weekdays: number[];
  /** Closed Tokyo dates, inclusive ranges of `YYYY-MM-DD`. */
  closures: { from: string; until: string; reason: string }[];
}

/** One photo of a device: the same shape as an item's photo. */
export type ImageBody = ExhibitImage;

/** A device as the API answers it. */
export interface DeviceBody {
  id: string;
  lenderId: string;
  name: string;
  description: string;
  categoryId: string;
  place: { areaId: string; buildingId: string; room: string };
  usageNotes: string;
  /** Whole yen per hour; 0 = free. The campus fee, and everyone's without `outsideFees`. */
  feePerHour: number;
  /** Fees per hour for users from other universities and companies (issue 33, part 4). */
  outsideFees: OutsideFees | null;
  rules: BookingRules;
  requiresApproval: boolean;
  active: boolean;
  /** Who may book: anyone, or the users the lender has qualified (issue 19, part 1). */
  qualification: QualificationRule;
  /** Since when a reported problem keeps the device out of service (null: in service). */
  shutDownSince: string | null;
  /** Check-in within the grace period, else released as a no-show (issue 19, part 3). */
  checkIn: CheckInRule;
  chargeBy: ChargeBy;
  /** Assisted sessions the device offers (issue 33, part 2). */
  assistance: AssistanceOffer;
  /** Whether its users report each session, and in how many days (issue 33, part 3). */
  usageReports: UsageReportSettings;
  /** Photos in upload order. */
  images: ImageBody[];
  createdAt: string;
  updatedAt: string;
}

/**
 * Assisted use (技術支援, docs/share-mode.md): whether users may ask the device's staff to operate
 * or supervise a session, at `feePerSlot` whole yen per 15-minute slot booked, and who the staff
 * are (members of the lending group; a person lending is their own staff).
 */
export interface AssistanceOffer {
  offered: boolean;
  feePerSlot: number;
  staffIds: string[];
}

/** A request for assistance: waiting for the staff, accepted by one of them, or declined. */
export const ASSISTANCE_STATUSES = ['requested', 'accepted', 'declined'] as const;
export type AssistanceStatus = (typeof ASSISTANCE_STATUSES)[number];

/** What the booking becomes when the staff decline: an ordinary booking, or cancelled. */
export const IF_DECLINED = ['keep', 'cancel'] as const;
export type IfDeclined = (typeof IF_DECLINED)[number];

/** A reservation's request for assistance, as its parties and the device's staff see it. */
export interface AssistanceBody {
  status: AssistanceStatus;
  /** What the user asked for. */
  note: string;
  ifDeclined: IfDeclined;
  /** Frozen when booked, like the fee. */
  feePerSlot: number;
  /** The slots booked at `feePerSlot`: billed once accepted. */
  fee: number;
  /** Who accepted (null until then), by their current name. */
  staffId: string | null;
  staffName: string | null;
  /** Why the staff declined ('' otherwise). */
  reason: string;
}

/**
 * Usage reports (利用報告, docs/share-mode.md): whether the users of a device report each session
 * once it has ended, within how many days, and the acknowledgement text (e.g. a grant number) they
 * are shown when they report.
 */
export interface UsageReportSettings {
  required: boolean;
  withinDays: number;
  acknowledgement: string;
}

/**
 * Where a session stands with its report: not ended yet, due (until `dueAt`), overdue (past it:
 * new bookings of the device are refused until it is filed) or filed.
 */
export const REPORT_STATES = ['not_yet', 'due', 'overdue', 'filed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** A reservation's usage report, in short (on every reservation of a device that asks for one). */
export interface ReservationReportBody {
  state: ReportState;
  /** Frozen when booked: the session's end plus the device's days. */
  dueAt: string;
  filedAt: string | null;
  /** Filed, more than 15 minutes from the check-in record, and not yet confirmed by the lender. */
  awaitingConfirmation: boolean;
}

/** A filed usage report, as its user and the device's lender see it. */
export interface UsageReportBody {
  reservationId: string;
  deviceId: string;
  deviceName: string;
  lenderId: string;
  userId: string;
  /** The user's current name (null: withdrawn or unknown). */
  userName: string | null;
  /** The time actually used, as reported. */
  start: string;
  end: string;
  /** The check-in record when the report was filed (null: none). */
  recordedStart: string | null;
  recordedEnd: string | null;
  samples: number;
  work: string;
  results: string;
  /** More than 15 minutes in all from the check-in record: billed once the lender confirms. */
  needsConfirmation: boolean;
  confirmedAt: string | null;
  filedAt: string;
  updatedAt: string;
}

/**
 * `GET /home/reservations/{id}/report` (the reservation's user or lender): the session, its report
 * (null: not filed), what the form starts from (the check-in record, else the booking) and the
 * device's acknowledgement text. `PUT` (the user files or amends it until confirmed) and
 * `POST …/report/confirm` (the lender) answer the same shape.
 */
export interface UsageReportResponse {
  reservation: ReservationBody;
  report: UsageReportBody | null;
  prefill: { start: string; end: string };
  acknowledgement: string;
}

/**
 * `GET /home/usage-reports?fiscalYear=` (the acting identity as lender): every session of its
 * devices asking for reports that starts in the fiscal year (April to March), by start, with its
 * report when filed. `GET /home/usage-reports.csv?fiscalYear=` is the same as CSV.
 */
export interface LenderUsageReportsResponse {
  fiscalYear: number;
  sessions: { reservation: ReservationBody; report: UsageReportBody | null }[];
}

/** What a reservation is charged for: the booked time, or the time used (check-in to finish). */
export const CHARGE_BY = ['booking', 'use'] as const;
export type ChargeBy = (typeof CHARGE_BY)[number];

/** Whether users must check in, and how many minutes after the start they may. */
export interface CheckInRule {
  required: boolean;
  graceMinutes: number;
}

/**
 * A device's qualification rule: bookings from qualified users only, and whether a qualification
 * lapses after a number of days without a use (null: never).
 */
export interface QualificationRule {
  required: boolean;
  idleDays: number | null;
}

export const QUALIFICATION_STATUSES = ['active', 'lapsed', 'revoked'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];

/** A user's qualification for a device, as the lender and the user see it. */
export interface QualificationBody {
  deviceId: string;
  userId: string;
  /** The user's name (null once they have withdrawn). */
  userName: string | null;
  status: QualificationStatus;
  grantedAt: string;
  /** The end of the user's last use (null: not used since the grant). */
  lastUsedAt: string | null;
  /** When it lapses unless used (null: never, or gone already). */
  lapsesAt: string | null;
  /** The training session's note, as the lender wrote it. */
  note: string;
}

/** A user waiting for training on a device (`POST /home/devices/{id}/training-requests`). */
export interface TrainingRequestBody {
  userId: string;
  /** The user's name (null once they have withdrawn). */
  userName: string | null;
  message: string;
  createdAt: string;
}

/**
 * `GET /home/devices/{id}/qualifications` (the lender): everyone qualified, or once qualified
 * (most recent grant first), and the users waiting for training (oldest first).
 */
export interface QualificationsResponse {
  qualifications: QualificationBody[];
  requests: TrainingRequestBody[];
}

/** `POST /home/devices/{id}/qualifications` (201): the qualifications the session granted. */
export interface GrantedQualificationsResponse {
  qualifications: QualificationBody[];
}

/** `GET /home/devices/{id}/qualifications/mine`: whether the caller may book, and why not. */
export interface MyQualificationResponse {
  rule: QualificationRule;
  qualification: QualificationBody | null;
  /** The caller asked the lender for training and has not been qualified since. */
  trainingRequested: boolean;
}

/** A scheduled outage of a device (maintenance): no bookings in [start, end). */
export interface OutageBody {
  id: string;
  deviceId: string;
  start: string;
  end: string;
  reason: string;
  /** The lender lifted it early (null: it stands). */
  liftedAt: string | null;
  /** How many reservations it cancelled when scheduled. */
  cancelledReservations: number;
  createdAt: string;
}

/** `GET /devices/{id}/availability?from&to`: what is taken of [from, to), and why where public. */
export interface AvailabilityResponse {
  /** Holding reservations (no personal data); the device's buffer applies around each. */
  busy: { start: string; end: string }[];
  /** Scheduled outages (no buffer). */
  outages: { start: string; end: string; reason: string }[];
}

/** `GET /home/devices/{id}/outages` (the lender): outages not ended more than 30 days ago. */
export interface OutagesResponse {
  outages: OutageBody[];
}

/** A problem a user of the device reported, and what the lender made of it. */
export interface ProblemBody {
  id: string;
  deviceId: string;
  reportedBy: string;
  /** The reporter's name (null once they have withdrawn). */
  reporterName: string | null;
  description: string;
  /** The lender shut the device down over it (until it is resolved). */
  shutdown: boolean;
  resolvedAt: string | null;
  resolution: string;
  createdAt: string;
}

/** `GET /home/devices/{id}/problems` (the lender): newest first. */
export interface ProblemsResponse {
  problems: ProblemBody[];
}

export const RESERVATION_STATUSES = [
  'awaiting_budget',
  'requested',
  'approved',
  'rejected',
  'cancelled',
  'checked_out',
  'returned',
  'no_show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export interface ReservationBody {
  id: string;
  deviceId: string;
  deviceName: string;
  lenderId: string;
  userId: string;
  /** The accounts' current names (null when withdrawn or unknown). */
  lenderName: string | null;
  userName: string | null;
  /**
   * The viewer's side (`holder`: the budget holder of the fund it is charged to; `staff`: a staff
   * member of the device).
   */
  side: 'user' | 'lender' | 'holder' | 'staff';
  start: string;
  end: string;
  status: ReservationStatus;
  purpose: string;
  /** The fee per hour of its rate class, frozen when booked. */
  feePerHour: number;
  fee: number;
  /** The user's rate class, frozen when booked (issue 33, part 4). */
  rateClass: RateClass;
  /** The outside user's affiliation when booked ('' on campus). */
  affiliation: string;
  reason: string;
  /** The weekly series it was booked in, else null. */
  seriesId: string | null;
  /** Check in by then or be released as a no-show (null: the device needs no check-in). */
  checkInBy: string | null;
  /** When use actually started (check-in or hand-over) and ended (finish or return). */
  actualStart: string | null;
  actualEnd: string | null;
  /** Frozen when booked: what the fee is for (`use`: recomputed from the actual times). */
  chargeBy: ChargeBy;
  /** The fund it is charged to (frozen when booked), else null. */
  fund: ReservationFundBody | null;
  /** What the lender added after use. */
  consumables: ConsumableBody[];
  /** The request for assistance made with it (issue 33), else null. */
  assistance: AssistanceBody | null;
  /** Its usage report, where its device asks for one and the session took place, else null. */
  report: ReservationReportBody | null;
  /** What it costs in all: `fee`, the consumables and an accepted assistance's fee. */
  amount: number;
  createdAt: string;
  updatedAt: string;
}

/** `GET /home/budget-reviews`: the charges waiting for the caller as budget holder, by start. */
export interface BudgetReviewsResponse {
  reservations: ReservationBody[];
}

/**
 * `GET /home/staff/requests` (the requests for assistance waiting for the caller as staff, by
 * start) and `GET /home/staff/sessions?from&to` (the sessions the caller assists).
 */
export interface StaffReservationsResponse {
  reservations: ReservationBody[];
}

/** Why a date of a weekly series cannot be booked: the device's rules (with the first reason), an outage or another booking. */
export type SeriesConflictBody =
  { kind: 'reservation' | 'outage' } | { kind: 'rules'; reason: string };

/** One date of a weekly series, and what stands in its way (null: free). */
export interface SeriesDateBody {
  start: string;
  end: string;
  conflict: SeriesConflictBody | null;
  /** Once booked: the reservation of this date (null: not booked). */
  reservationId: string | null;
}

/** `GET /home/devices/{id}/reservations/series?start&end&weeks`: the plan, before booking. */
export interface SeriesPlanResponse {
  dates: SeriesDateBody[];
}

/** `POST /home/devices/{id}/reservations/series` (201): the free dates booked, the others as planned. */
export interface SeriesBookedResponse {
  seriesId: string;
  dates: SeriesDateBody[];
  reservations: ReservationBody[];
}

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'withdrawn'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * A place on a device's waitlist for a taken time (issue 19, part 3): when the time frees, the first
 * waiting person is offered it (a to-do with a time limit), then the next.
 */
export interface WaitlistEntryBody {
  id: string;
  deviceId: string;
  deviceName: string;
  /** The identity it books for (the user or their group). */
  userId: string;
  start: string;
  end: string;
  status: WaitlistStatus;
  /** 1-based among those waiting for the device (null unless waiting). */
  position: number | null;
  /** Until when an offer may be accepted (null unless offered). */
  offerExpiresAt: string | null;
  /** The reservation an accepted offer made. */
  reservationId: string | null;
  createdAt: string;
}

/** `GET /home/waitlist`: the caller's entries, waiting and offered first, then recently ended. */
export interface WaitlistResponse {
  entries: WaitlistEntryBody[];
}

/** A time range that holds a device (no personal data). */
export interface BusyRange {
  start: string;
  end: string;
}

/** One charged reservation of a bill or of earnings. */
export interface BillLineBody {
  /**
   * A session (`reservation`), or an outside user's yearly registration with the lender
   * (`registration`: `reservationId` is the registration's id, `start` and `end` when it was made,
   * no device).
   */
  kind: 'reservation' | 'registration';
  reservationId: string;
  /** The user's rate class (frozen when booked or registered). */
  rateClass: RateClass;
  /** The fiscal year a registration is for (null for a session). */
  fiscalYear: number | null;
  /** The billed identity (the bill is `{userId}_{month}`). */
  userId: string;
  /** The accounts' current names; null when withdrawn. */
  userName: string | null;
  lenderId: string;
  lenderName: string | null;
  deviceId: string;
  deviceName: string;
  start: string;
  end: string;
  status: ReservationStatus;
  /** The use of the device. */
  fee: number;
  /** The consumables the lender added. */
  consumables: number;
  /** The fee of an accepted assistance (0: none). */
  assistance: number;
  /** `fee`, `consumables` and `assistance`: what the line costs. */
  amount: number;
  /** The fund it is charged to (null: none). */
  fund: ReservationFundBody | null;
}

/** What the lines charged to one fund (or to none) come to, in the order of the first line. */
export interface FundSubtotalBody {
  fund: ReservationFundBody | null;
  total: number;
}

/** A user identity's bill for a Tokyo month. */
export interface BillBody {
  id: string;
  userId: string;
  /** `YYYY-MM` (Tokyo). */
  month: string;
  lines: BillLineBody[];
  /** The lines' amounts by the fund they are charged to. */
  byFund: FundSubtotalBody[];
  total: number;
  paid: number;
  due: number;
}

/** A lender's earnings for a Tokyo month. */
export interface EarningsBody {
  lenderId: string;
  /** `YYYY-MM` (Tokyo). */
  month: string;
  lines: BillLineBody[];
  /** The lines' amounts by the fund they are charged to. */
  byFund: FundSubtotalBody[];
  total: number;
  /** Paid to this lender against the bills of the month. */
  received: number;
  outstanding: number;
}

/** A share listing as its owner sees it (`/home/share-exhibits`). */
export interface OwnerShareExhibitBody {
  id: string;
  type: 'sharing';
  ownerId: string;
  title: string;
  description: string;
  deviceIds: string[];
  /** In `deviceIds` order; a device that no longer exists is left out. */
  devices: { id: string; name: string; active: boolean }[];
  published: boolean;
  termsAgreedAt: string;
  /** Set while the moderators keep it unpublished (docs/moderation.md); the owner sees the reason. */
  moderation: ModerationHoldBody | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** A share listing as everyone sees it (`/share-exhibits`, `/exhibits/{id}`): its active devices. */
export interface PublicShareExhibitBody {
  id: string;
  type: 'sharing';
  ownerId: string;
  owner: { id: string; name: string | null; kind: 'user' | 'group' };
  title: string;
  description: string;
  devices: DeviceBody[];
  /** True when the caller's current identity owns it (false when anonymous). */
  isOwner: boolean;
  published: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
