/**
 * How long, how many and which shapes: every limit of the API's inputs, as plain constants (no zod),
 * so the zod schemas of the model and the web forms (yup) read the same numbers. A form may refuse
 * earlier than the server; it must never accept more.
 */

/** The reuse forms: exhibits, items, books, asset info, inventory, decisions and comments. */
export const EXHIBIT_LIMITS = {
  titleMax: 100,
  descriptionMax: 4000,
  itemsMax: 20,
  itemNameMax: 100,
  itemDescriptionMax: 2000,
  stockMax: 9999,
  memoMax: 2000,
  nameMax: 50,
  emailMax: 200,
  roomMax: 50,
  reasonMax: 500,
  commentMax: 1000,
  bookTextMax: 200,
  isbnMax: 30,
  assetNumberMax: 50,
  projectCodeMax: 30,
  acquisitionPriceMax: 10_000_000_000,
  /** Pick-up period and expiration: at most this far (spec section 9: date ranges at most 1 year). */
  rangeMaxDays: 366,
  imagesPerItemMax: 5,
  /**
   * A lent exhibit's default loan period in days (the handover form proposes today + this): from a
   * day to about a semester; the due date set at handover may still differ (up to `rangeMaxDays`).
   */
  loanDaysMin: 1,
  loanDaysMax: 180,
} as const;

/** The loan period the exhibit form proposes when the owner chooses to lend. */
export const DEFAULT_LOAN_DAYS = 14;

/**
 * An e-mail address as the server's `z.email()` accepts it (zod's own pattern, copied here without
 * zod so the web forms check addresses with the same rule; `limits.test.ts` keeps the copy equal).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Project codes are exactly 12 digits (spec section 9). */
export const PROJECT_CODE = /^\d{12}$/;

/** The contact form (spec section 3, "Contact"), its chat messages and evaluations. */
export const CONTACT_LIMITS = {
  messageMax: 2000,
  placeMax: 200,
  nameMax: 100,
  emailMax: 200,
  /** A contact names each item at most once; an exhibit has at most 20 items. */
  itemsMax: 20,
  quantityMax: 9999,
} as const;

/** Share mode's device form and reservations (docs/share-mode.md). */
export const DEVICE_LIMITS = {
  nameMax: 100,
  descriptionMax: 4000,
  notesMax: 2000,
  roomMax: 50,
  feePerHourMax: 1_000_000,
  closuresMax: 50,
  closureReasonMax: 200,
  purposeMax: 500,
  reasonMax: 500,
  imagesMax: 5,
  /** Booking rules: times on a 15-minute grid within a day, a buffer of up to 4 hours. */
  slotMinutes: 15,
  dayMinutes: 1440,
  bufferMax: 240,
  advanceDaysMax: 365,
  /** A qualification lapses after at most this many idle days (or never). */
  idleDaysMax: 3650,
  /** Users one training session qualifies at once. */
  traineesMax: 50,
  trainingNoteMax: 500,
  /** A check-in may come at most this many minutes after the start. */
  graceMinutesMax: 120,
  /** A weekly series books at most this many dates (its first included). */
  seriesWeeksMax: 12,
  /** An outage lasts at most this many days; its reason, a problem report and its resolution. */
  outageDaysMax: 90,
  outageReasonMax: 500,
  problemMax: 2000,
  /** Assisted use (issue 33): staff a device names, the fee per 15-minute slot, a request's note. */
  staffMax: 20,
  assistanceFeePerSlotMax: 1_000_000,
  assistanceNoteMax: 500,
  /** Usage reports (issue 33, part 3): the period to report in, the acknowledgement to cite. */
  reportWithinDaysMax: 90,
  acknowledgementMax: 500,
} as const;

/** A usage report (利用報告, issue 33, part 3). */
export const USAGE_REPORT_LIMITS = {
  samplesMax: 10_000,
  workMax: 2000,
  resultsMax: 2000,
  /** Reported times lie within this many hours of the booking, and last at most a day. */
  slackHours: 24,
} as const;

/** Users from outside the campus (issue 33, part 4). */
export const OUTSIDE_USER_LIMITS = {
  affiliationNameMax: 100,
  registrationFeeMax: 1_000_000,
  registrationTermsMax: 2000,
} as const;

/** A share listing (an exhibit of type `sharing`). */
export const SHARE_EXHIBIT_LIMITS = {
  titleMax: 100,
  descriptionMax: 4000,
  devicesMax: 20,
} as const;

/** The profile form (spec section 3, Sign-up fields): the most characters of each field. */
export const PROFILE_LIMITS = { name: 50, profile: 1000, position: 50, place: 100 } as const;
/** A student number: 1 to 20 letters and digits. */
export const STUDENT_NUMBER = /^[A-Za-z0-9]{1,20}$/;

export const GROUP_NAME_MAX = 50;
export const GROUP_PROFILE_MAX = 1000;
/** The longest icon URL. */
export const GROUP_ICON_MAX = 2000;
/** How long an invitation code can be used. */
export const INVITATION_TTL_DAYS = 7;
/** Addresses per invitation-mail request. */
export const INVITATION_MAIL_MAX = 20;
/**
 * Shape of an invitation code (the document id of `groupInvitations/{code}`, so never a reserved
 * `__x__` id): anything else is answered as an invalid invitation.
 */
export const INVITATION_CODE_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{12,64}$/;

/** Payments of bills (share mode): whole yen. */
export const PAYMENT_LIMITS = { amountMax: 100_000_000, noteMax: 500 } as const;
/** Date-range dialogs (bills, earnings) cover at most 1 year: 12 months. */
export const MAX_MONTHS = 12;
/**
 * A group's funds (issue 19, part 4): whole yen; funds per group and fiscal year; consumables a
 * lender may add to one reservation.
 */
export const FUND_LIMITS = {
  nameMax: 100,
  amountMax: 100_000_000,
  perGroupYear: 50,
  consumableItemMax: 100,
  consumableQuantityMax: 10_000,
  consumablesPerReservation: 20,
} as const;

/** Search: keywords per query and the length of one. */
export const KEYWORDS_MAX = 10;
export const KEYWORD_LENGTH_MAX = 100;

/** Photos of items and devices: the largest upload (10 MB) and the types accepted. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/**
 * The long side of a stored photo at most (the server never enlarges). The web app resizes larger
 * photos to it before uploading, so a phone photo over the upload limit is still accepted.
 */
export const MAX_IMAGE_SIDE = 1600;
/** Thumbnails are exactly this wide (spec section 3: the list's 72 px thumbnail). */
export const THUMBNAIL_WIDTH = 72;
/**
 * Besides the 72 px thumbnail and the full image (`MAX_IMAGE_SIDE` at most), each photo is stored in
 * these widths for `srcset`: the thumbnail at 2x, a card (about 400 px wide) and a card at 2x.
 */
export const IMAGE_VARIANT_WIDTHS = [144, 400, 800] as const;
export type ImageVariantSlot = (typeof IMAGE_VARIANT_WIDTHS)[number];
