/**
 * Reuse-mode exhibits as the API returns them (the routes in `functions/src/features/exhibits`; the
 * server's enumerations live in `functions/src/model/exhibit.ts`). Shared by the public pages (search,
 * detail, favorites) and the manage and back-office pages. Dates are ISO 8601 strings: show them
 * through `lib/time.ts`.
 */

export const ITEM_KINDS = ['furniture', 'book', 'consumable'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const ITEM_CONDITIONS = [
  'new',
  'almost_new',
  'clean',
  'slightly_dirty',
  'dirty',
  'bad',
] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

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

export type ExhibitType = 'reuse' | 'sharing';

/** One photo of an item: the full image and its 72 px wide thumbnail. */
export interface ExhibitImage {
  id: string;
  uri: string;
  thumbnailUri: string;
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

/**
 * An exhibit in a list (search, favorites, the owner's list): enough for a card. `thumbnailUri` is
 * the first image of the first item, or null (the card shows the no-image placeholder).
 */
export interface ExhibitSummary {
  id: string;
  type: ExhibitType;
  title: string;
  ownerId: string;
  /** The owner's account name; null when the owner has withdrawn or is unknown. */
  ownerName: string | null;
  thumbnailUri: string | null;
  kinds: ItemKind[];
  itemCount: number;
  stockTotal: number;
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
}

/** `{exhibits, total}`: a page of a list (limit and offset in the query). */
export interface ExhibitListResponse<T extends ExhibitSummary = ExhibitSummary> {
  exhibits: T[];
  total: number;
}

/** One item as everyone sees it (asset info is for the owner and the back office only). */
export interface ExhibitItem {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  kind: ItemKind;
  stock: number;
  condition: ItemCondition;
  book: ExhibitBook | null;
  images: ExhibitImage[];
  /** Display order (the API sends the items sorted). */
  order?: number;
}

/** The owner card of an exhibit: a user or a group; `name` is null when the owner has withdrawn. */
export interface ExhibitOwner {
  id: string;
  name: string | null;
  kind: 'user' | 'group';
}

/** GET /api/v1/exhibits/{id} (`{exhibit}`): the detail as everyone may see it. */
export interface ExhibitDetail extends ExhibitSummary {
  description: string;
  itemManager: string;
  pickupFrom: string;
  pickupUntil: string;
  secretariatId: string;
  items: ExhibitItem[];
  owner: ExhibitOwner;
  /** True when the caller's current identity owns the exhibit (false when anonymous). */
  isOwner: boolean;
  /** True when the caller's current identity has favorited it (false when anonymous). */
  isFavorite: boolean;
  /** The owner only. */
  memo?: string;
  /** The owner only. */
  managerEmail?: string;
}

/** A comment on an exhibit; `isOwn` when the caller's current identity wrote it. */
export interface ExhibitComment {
  id: string;
  accountId: string;
  /** The author's current account name; null when the author has withdrawn. */
  accountName: string | null;
  accountKind: 'user' | 'group';
  body: string;
  createdAt: string;
  updatedAt: string;
  isOwn: boolean;
}

export interface CommentListResponse {
  comments: ExhibitComment[];
  total: number;
}
