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

// API shapes (the model's).
export type {
  ExhibitDetail,
  ExhibitDetailResponse,
  ExhibitItem,
  ExhibitListResponse,
  ExhibitOwnerCard,
  ExhibitSummary,
} from '../../model/exhibit-types';
