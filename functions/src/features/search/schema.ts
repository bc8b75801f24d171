import { z } from 'zod';
import {
  type ApprovalStatus,
  type AssetInfoInput,
  type BookInput,
  type DisplayState,
  type ExhibitType,
  type ItemCondition,
  type ItemKind,
  ITEM_KINDS,
} from '../../model/exhibit';
import { queryArray, queryBoolean } from '../../http/validate';
import { pageQuery } from '../../http/paging';
import { idSchema, lookupIdSchema, text } from '../../model/primitives';

/**
 * The public side of reuse exhibits (contract "Public"): search, detail, and the summaries that
 * favorites reuse. The documents are written by features/exhibits; this feature only reads them.
 */

/** At most this many keywords per search; longer lists are a 400. */
export const KEYWORDS_MAX = 10;
export const KEYWORD_LENGTH_MAX = 100;

/** Query of `GET /exhibits`. Unknown parameters are ignored. */
export const searchQuery = pageQuery.extend({
  /** Each keyword is ANDed; blank ones are ignored. */
  keywords: queryArray(text(KEYWORD_LENGTH_MAX))
    .pipe(z.array(z.string()).max(KEYWORDS_MAX))
    .default([]),
  kind: z.enum(ITEM_KINDS).optional(),
  owner: idSchema.optional(),
  inStock: queryBoolean.default(false),
  expiredAlso: queryBoolean.default(false),
  /** Any of these areas (OR). */
  areas: queryArray(lookupIdSchema).pipe(z.array(z.string()).max(30)).default([]),
  /** Category ids (top, middle or small); every one must match (AND). Field names: kebab-case only. */
  tag: queryArray(lookupIdSchema).pipe(z.array(z.string()).max(10)).default([]),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const exhibitParams = z.object({ id: idSchema });

// Records: what the store reads (timestamps converted to Date).

export interface PlaceRecord {
  areaId: string;
  buildingId: string;
  room: string;
}

/** The fields of `exhibits/{id}` the search needs to filter and sort (read with `select`). */
export interface CandidateRecord {
  id: string;
  ownerId: string;
  searchable: boolean;
  expiresAt: Date;
  publishedAt: Date | null;
  createdAt: Date;
  stockTotal: number;
  areaId: string;
  kinds: string[];
  /** The stored `searchText`, present when the query had keywords (for verification). */
  searchText?: string;
}

/** `exhibits/{id}` as the public pages read it. */
export interface ExhibitRecord {
  id: string;
  type: ExhibitType;
  ownerId: string;
  title: string;
  description: string;
  itemManager: string;
  managerEmail: string;
  place: PlaceRecord;
  pickupFrom: Date;
  pickupUntil: Date;
  expiresAt: Date;
  secretariatId: string;
  memo: string;
  published: boolean;
  approvalStatus: ApprovalStatus;
  displayState: DisplayState;
  cancelledAt: Date | null;
  favoriteCount: number;
  contactCount: number;
  commentCount: number;
  itemCount: number;
  stockTotal: number;
  kinds: ItemKind[];
  categoryIds: string[];
  areaId: string;
  searchable: boolean;
  thumbnailUri: string | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

export interface ImageRecord {
  id: string;
  uri: string;
  thumbnailUri: string;
}

/** `exhibits/{id}/items/{itemId}` */
export interface ItemRecord {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  kind: ItemKind;
  stock: number;
  condition: ItemCondition;
  book: BookInput | null;
  assetInfo: AssetInfoInput;
  images: ImageRecord[];
  order: number;
}

/** `accounts/{id}` of an owner or a commenter. */
export interface AccountNameRecord {
  id: string;
  kind: 'user' | 'group';
  name: string;
  withdrawn: boolean;
}

// API shapes. Dates are ISO 8601 strings.

/** An exhibit in a list (search, favorites): enough for a card. */
export interface ExhibitSummary {
  id: string;
  type: ExhibitType;
  title: string;
  ownerId: string;
  /** The owner's account name; null when the owner has withdrawn or is unknown. */
  ownerName: string | null;
  /** First image of the first item, or null (the card shows the no-image placeholder). */
  thumbnailUri: string | null;
  kinds: ItemKind[];
  stockTotal: number;
  itemCount: number;
  areaId: string;
  place: PlaceRecord;
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

/** `GET /api/v1/exhibits` */
export interface ExhibitListResponse {
  exhibits: ExhibitSummary[];
  total: number;
}

export interface ExhibitItem {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  kind: ItemKind;
  stock: number;
  condition: ItemCondition;
  book: BookInput | null;
  images: ImageRecord[];
  order: number;
  /** The owner only. */
  assetInfo?: AssetInfoInput;
}

/** The owner card of an exhibit; `name` is null when the owner has withdrawn. */
export interface ExhibitOwnerCard {
  id: string;
  name: string | null;
  kind: 'user' | 'group';
}

/** `GET /api/v1/exhibits/{id}` (`exhibit`). */
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
  /** The owner only. */
  memo?: string;
  /** The owner only. */
  managerEmail?: string;
}

export interface ExhibitDetailResponse {
  exhibit: ExhibitDetail;
}
