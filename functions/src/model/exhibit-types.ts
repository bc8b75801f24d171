import type { ExhibitAllocation } from './allocation-types';
import type { ModerationHoldBody } from './moderation-types';
import type {
  ApprovalAction,
  ApprovalRole,
  AssetCategory,
  BudgetSource,
  DecisionResult,
  ReviewStage,
} from './exhibit-admin-types';

/**
 * Reuse-mode exhibits on the wire (spec sections 3, 4 and 5): the enumerations and the shapes the
 * API answers with, dates as ISO 8601 strings. Plain constants and types (no zod, no Firebase): the
 * zod schemas in `exhibit.ts` build on the enumerations, and the web app imports this module. The
 * owners' and back office's enumerations are in `exhibit-admin-types.ts`.
 */

export const ITEM_CONDITIONS = [
  'new',
  'almost_new',
  'clean',
  'slightly_dirty',
  'dirty',
  'bad',
] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

/** Follows from the item's small category (the lookups give each one a kind). */
export const ITEM_KINDS = ['furniture', 'book', 'consumable'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const APPROVAL_STATUSES = [
  'not_yet',
  'wait_junk',
  'junk_rejected',
  'wait_funds',
  'funds_rejected',
  'approved',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const DISPLAY_STATES = ['on_display', 'contacted', 'finished'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

export const EXHIBIT_TYPES = ['reuse', 'sharing'] as const;
export type ExhibitType = (typeof EXHIBIT_TYPES)[number];

// Shapes of the answers.

/**
 * A smaller copy of a photo for `srcset`: `width` is its real width in pixels (a photo narrower than
 * a slot is never enlarged).
 */
export interface ImageVariant {
  width: number;
  uri: string;
}

/**
 * One photo of an item: the full image (up to 1600 px), its 72 px wide thumbnail and the copies
 * for the larger slots (`IMAGE_VARIANT_WIDTHS`; empty for photos stored before they existed).
 */
export interface ExhibitImage {
  id: string;
  uri: string;
  thumbnailUri: string;
  variants: ImageVariant[];
}

export interface ExhibitPlace {
  areaId: string;
  buildingId: string;
  room: string;
}

/** A book's fields (items of kind `book`). */
export interface ExhibitBook {
  author: string;
  publisher: string;
  publicationYear: number | null;
  publicationMonth: number | null;
  publicationDay: number | null;
  isbn: string;
}

/** An item's asset information (its owner and the back office only). */
export interface AssetInfo {
  assetCategory: AssetCategory;
  assetNumber: string;
  budgetSource: BudgetSource;
  projectCode: string;
  /** `YYYY-MM-DD` or null. */
  acquisitionDate: string | null;
  acquisitionPrice: number | null;
}

/** An exhibit in a list (search, favorites): enough for a card. */
export interface ExhibitSummary {
  id: string;
  type: ExhibitType;
  title: string;
  ownerId: string;
  /** First image of the first item, or null (the card shows the no-image placeholder). */
  thumbnailUri: string | null;
  /** That image's copies for the card (`srcset`); empty without one. */
  thumbnailVariants: ImageVariant[];
  kinds: ItemKind[];
  stockTotal: number;
  itemCount: number;
  /** Lent rather than given away; `loanDays` is then the default loan period (else null). */
  loan: boolean;
  loanDays: number | null;
  areaId: string;
  place: ExhibitPlace;
  expiresAt: string;
  /** True when `expiresAt` has passed. */
  expired: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  favoriteCount: number;
  commentCount: number;
  contactCount: number;
  approvalStatus: ApprovalStatus;
  published: boolean;
  cancelled: boolean;
  displayState: DisplayState;
  /** Application mode (docs/allocation.md): applications until a deadline, then a draw; or null. */
  allocation: ExhibitAllocation | null;
}

/** `GET /api/v1/exhibits`: a page of a list (limit and offset in the query). */
export interface ExhibitListResponse<T extends ExhibitSummary = ExhibitSummary> {
  exhibits: T[];
  total: number;
}

/**
 * `GET /api/v1/exhibits`: a page of the search. Past 1,000 matches the count stops: `total` is then
 * 1,000 and `totalCapped` true ("1,000 or more"). `next` continues after this page without reading
 * the ones before it again (`after=next`); null at the end.
 */
export interface ExhibitSearchResponse extends ExhibitListResponse {
  totalCapped: boolean;
  next: string | null;
}

/** One item as everyone sees it (asset info is for the owner only). */
export interface ExhibitItem {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  kind: ItemKind;
  stock: number;
  condition: ItemCondition;
  book: ExhibitBook | null;
  /** One unit's weight in kg as its owner gave it; null: the category's standard weight. */
  weightKg: number | null;
  images: ExhibitImage[];
  /** Display order (the API sends the items sorted). */
  order: number;
  /** The owner only. */
  assetInfo?: AssetInfo;
}

/** The owner card of an exhibit: a user or a group; `name` is null when the owner has withdrawn. */
export interface ExhibitOwnerCard {
  id: string;
  name: string | null;
  kind: 'user' | 'group';
}

/** `GET /api/v1/exhibits/{id}` (`exhibit`): the detail as everyone may see it. */
export interface ExhibitDetail extends ExhibitSummary {
  description: string;
  itemManager: string;
  pickupFrom: string;
  pickupUntil: string;
  secretariatId: string;
  items: ExhibitItem[];
  owner: ExhibitOwnerCard;
  /** True when the caller's current identity owns the exhibit (false when anonymous). */
  isOwner: boolean;
  /** True when the caller's current identity has favorited it (false when anonymous). */
  isFavorite: boolean;
  /**
   * After the draw of an exhibit in application mode (docs/allocation.md): the units first come may
   * still ask for, that is the stock less what the winners' trades under way were promised and have
   * not received yet. 0 when the draw took everything. Null before the draw and without one.
   */
  firstComeStock: number | null;
  /** The owner only. */
  memo?: string;
  /** The owner only. */
  managerEmail?: string;
}

export interface ExhibitDetailResponse {
  exhibit: ExhibitDetail;
}

/** An item as its owner (and the back office) sees it: with asset info. */
export interface OwnerItem {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  kind: ItemKind;
  stock: number;
  condition: ItemCondition;
  book: ExhibitBook | null;
  assetInfo: AssetInfo;
  weightKg: number | null;
  images: ExhibitImage[];
  order: number;
  tradeCount: number;
}

/** The last back-office decision (the owner reads a rejection's comment). */
export interface LastDecision {
  result: DecisionResult;
  comment: string;
  /** Display name of the officer. */
  by: string;
  at: string;
  stage: ReviewStage;
}

/** An exhibit in the owner's list (no items). */
export interface OwnerExhibitSummary {
  id: string;
  type: ExhibitType;
  ownerId: string;
  createdBy: string;
  title: string;
  description: string;
  itemManager: string;
  managerEmail: string;
  place: ExhibitPlace;
  pickupFrom: string;
  pickupUntil: string;
  expiresAt: string;
  secretariatId: string;
  memo: string;
  /** Lent rather than given away; `loanDays` is then the default loan period (else null). */
  loan: boolean;
  loanDays: number | null;
  published: boolean;
  approvalStatus: ApprovalStatus;
  displayState: DisplayState;
  cancelledAt: string | null;
  favoriteCount: number;
  contactCount: number;
  commentCount: number;
  activeContactCount: number;
  itemCount: number;
  stockTotal: number;
  kinds: ItemKind[];
  categoryIds: string[];
  areaId: string;
  searchable: boolean;
  thumbnailUri: string | null;
  thumbnailVariants: ImageVariant[];
  lastDecision: LastDecision | null;
  /** Set while the moderators keep it unpublished (docs/moderation.md); the owner sees the reason. */
  moderation: ModerationHoldBody | null;
  /** Application mode (docs/allocation.md), or null. */
  allocation: ExhibitAllocation | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  publishedAt: string | null;
}

/** The owner view of one exhibit: memo, items with asset info, lastDecision. */
export interface OwnerExhibit extends OwnerExhibitSummary {
  items: OwnerItem[];
}

/** One entry of an exhibit's audit trail. */
export interface ApprovalEntry {
  id: string;
  action: ApprovalAction;
  from: ApprovalStatus;
  to: ApprovalStatus;
  byUid: string;
  byName: string;
  role: ApprovalRole;
  comment: string;
  at: string;
}

/** One change of an item's stock (the inventory ledger). */
export interface LedgerEntry {
  id: string;
  delta: number;
  reason: string;
  stockAfter: number;
  byUid: string;
  accountId: string;
  at: string;
}

/** `POST /home/exhibits` (201), `PUT /home/exhibits/:id`, `GET /home/exhibits/:id`, submit/publish/unpublish/cancel. */
export interface OwnerExhibitResponse {
  exhibit: OwnerExhibit;
}
/** `GET /home/exhibits`. */
export interface OwnerExhibitListResponse {
  exhibits: OwnerExhibitSummary[];
  total: number;
}
/** `GET /home/exhibits/:id/approvals` (oldest first). */
export interface ApprovalsResponse {
  approvals: ApprovalEntry[];
}
/** `POST /home/exhibits/:id/items/:itemId/inventory`. */
export interface InventoryAdjustmentResponse {
  item: OwnerItem;
  entry: LedgerEntry;
}
/** `GET /home/exhibits/:id/items/:itemId/inventory` (newest first). */
export interface LedgerResponse {
  entries: LedgerEntry[];
  total: number;
}

/**
 * An exhibit in a back-office queue: the owner's fields without the memo, plus the owner's name and
 * whether the owner is the calling officer or one of their groups (then they may not decide: 403
 * `own_application`).
 */
export interface BackofficeExhibitSummary extends Omit<OwnerExhibitSummary, 'memo'> {
  ownerName: string | null;
  ownApplication: boolean;
}

/** What an officer reviews: items with asset info. */
export interface BackofficeExhibit extends BackofficeExhibitSummary {
  items: OwnerItem[];
}

/** `GET /home/backoffice/{junk|funds}`. */
export interface BackofficeListResponse {
  exhibits: BackofficeExhibitSummary[];
  total: number;
}

/** `GET /home/backoffice/{junk|funds}/:id`: the exhibit and its audit trail (oldest first). */
export interface BackofficeDetailResponse {
  exhibit: BackofficeExhibit;
  approvals: ApprovalEntry[];
}

/** `POST /home/backoffice/{junk|funds}/:id/decision`. */
export interface DecisionResponse {
  exhibit: BackofficeExhibit;
  approval: ApprovalEntry;
}

/** A favorited exhibit in the list. */
export interface FavoriteExhibitSummary extends ExhibitSummary {
  /**
   * False when the exhibit can no longer be opened by the caller (unpublished, cancelled or sent
   * back for approval): the card is shown greyed out, without a link.
   */
  viewable: boolean;
  /** ISO 8601: when it was favorited. */
  favoritedAt: string;
}

/** `GET /api/v1/home/favorites`: newest favorite first. */
export interface FavoriteListResponse {
  exhibits: FavoriteExhibitSummary[];
  total: number;
}

/** `POST` and `DELETE /api/v1/home/favorites/{exhibitId}` (both 200, idempotent). */
export interface FavoriteResponse {
  favorited: boolean;
  favoriteCount: number;
}

/** A comment on an exhibit. */
export interface ExhibitComment {
  id: string;
  accountId: string;
  /** The author's current account name; null when the author has withdrawn. */
  accountName: string | null;
  accountKind: 'user' | 'group';
  body: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; equals createdAt until edited. */
  updatedAt: string;
  /** True when the caller's current identity wrote it. */
  isOwn: boolean;
  /** Hidden by the moderators: `body` is '' and the page says "removed by the moderators". */
  removed: boolean;
  /** True when the caller may delete it: its author, or the exhibit's owner. */
  canDelete: boolean;
}

/** `GET /api/v1/exhibits/{id}/comments` (oldest first). */
export interface CommentListResponse {
  comments: ExhibitComment[];
  total: number;
}

/** `POST` (201) and `PUT /api/v1/home/exhibits/{id}/comments[/{commentId}]`. */
export interface CommentResponse {
  comment: ExhibitComment;
}
