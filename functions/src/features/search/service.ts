import { type AppError, notFound } from '../../http/errors';
import type {
  AccountNameRecord,
  CandidateRecord,
  ExhibitDetail,
  ExhibitItem,
  ExhibitRecord,
  ExhibitSummary,
  ItemRecord,
  SearchQuery,
} from './schema';
import type { ItemKind } from '../../model/exhibit';
import { queryGramsOf } from '../../shared/search-terms';

/**
 * Rules of the public exhibit pages; no Firestore in here.
 *
 * Viewable: an exhibit is shown by id (detail, comments, favorites) when it is `searchable`
 * (approved, published, not cancelled) or when the caller's current identity owns it. Expired
 * exhibits stay viewable by id (links in notices and favorites keep working); the search leaves
 * them out unless `expiredAlso`.
 */

export const exhibitNotFound = (): AppError => notFound('Exhibit not found');

export function isViewable(
  exhibit: Pick<ExhibitRecord, 'searchable' | 'ownerId'>,
  identity: string | null,
): boolean {
  return exhibit.searchable || (identity !== null && exhibit.ownerId === identity);
}

/** Throws 404 unless {@link isViewable}. */
export function assertViewable(
  exhibit: Pick<ExhibitRecord, 'searchable' | 'ownerId'> | undefined,
  identity: string | null,
): asserts exhibit is Pick<ExhibitRecord, 'searchable' | 'ownerId'> {
  if (exhibit === undefined || !isViewable(exhibit, identity)) throw exhibitNotFound();
}

/** Firestore equality filters allowed per search; further grams are checked in memory only. */
export const QUERY_GRAMS_MAX = 12;

/** What the store queries with equality filters only. */
export interface SearchPlan {
  /** `searchable == true` (false only for the owner's own list). */
  searchableOnly: boolean;
  ownerId: string | null;
  /** Encoded gram keys: `grams.<key> == true`. */
  gramKeys: string[];
  /** Category ids: `tags.<id> == true`. */
  tags: string[];
  /** Non-blank keywords, for verification. */
  keywords: string[];
}

/**
 * The listing without keywords (the home page's default, a category page): filtered and ordered newest
 * first by Firestore, so a page reads about `offset + limit` exhibits and the total is a count
 * aggregation. Equality filters only, each backed by a `(field, publishedAt DESC)` index that
 * Firestore merges (and `(field, expiresAt)` for the count); expiry is checked on the documents read.
 */
export interface BrowsePlan {
  ownerId: string | null;
  kind: ItemKind | null;
  /** A category id (`tagList array-contains`). */
  tag: string | null;
  /** Any of these areas (`areaId in`). */
  areas: string[];
  inStock: boolean;
  /** Only exhibits that expire after this instant; null with `expiredAlso`. */
  liveAfter: Date | null;
  offset: number;
  limit: number;
}

/**
 * The browse plan of a search without keywords and with at most one category, or null when the
 * search needs the candidate path (keywords, several categories, or the caller's own list of
 * exhibits in any state).
 */
export function planBrowse(
  query: SearchQuery,
  identity: string | null,
  now: Date,
): BrowsePlan | null {
  const plan = planSearch(query, identity);
  if (!plan.searchableOnly || plan.keywords.length > 0 || plan.tags.length > 1) return null;
  return {
    ownerId: plan.ownerId,
    kind: query.kind ?? null,
    tag: plan.tags[0] ?? null,
    areas: [...new Set(query.areas)],
    inStock: query.inStock,
    liveAfter: query.expiredAlso ? null : now,
    offset: query.offset,
    limit: query.limit,
  };
}

/** Spreads `max` picks evenly over `keys` (first and last included). */
export function spreadPick(keys: readonly string[], max: number): string[] {
  if (keys.length <= max) return [...keys];
  if (max <= 1) return keys.slice(0, max);
  const picked: string[] = [];
  for (let i = 0; i < max; i += 1) {
    const key = keys[Math.round((i * (keys.length - 1)) / (max - 1))];
    if (key !== undefined && !picked.includes(key)) picked.push(key);
  }
  return picked;
}

/**
 * The equality filters of a search. With `owner` equal to the caller's identity the owner's
 * exhibits in any state are candidates; any other `owner` only narrows the searchable ones.
 */
export function planSearch(query: SearchQuery, identity: string | null): SearchPlan {
  const keywords = query.keywords.filter((k) => k.trim() !== '');
  const own = query.owner !== undefined && query.owner === identity;
  const grams = [...new Set(keywords.flatMap(queryGramsOf))];
  return {
    searchableOnly: !own,
    ownerId: query.owner ?? null,
    gramKeys: spreadPick(grams, QUERY_GRAMS_MAX),
    tags: [...new Set(query.tag)],
    keywords,
  };
}

/** The in-memory filters: expiry (unless expiredAlso), stock, areas (any of) and kind. */
export function passesFilters(c: CandidateRecord, query: SearchQuery, now: Date): boolean {
  if (!query.expiredAlso && c.expiresAt.getTime() <= now.getTime()) return false;
  if (query.inStock && c.stockTotal <= 0) return false;
  if (query.areas.length > 0 && !query.areas.includes(c.areaId)) return false;
  if (query.kind !== undefined && !c.kinds.includes(query.kind)) return false;
  return true;
}

/** Newest first: publishedAt (createdAt while never published) descending, then id. */
export function compareNewest(
  a: Pick<CandidateRecord, 'id' | 'publishedAt' | 'createdAt'>,
  b: Pick<CandidateRecord, 'id' | 'publishedAt' | 'createdAt'>,
): number {
  const ta = (a.publishedAt ?? a.createdAt).getTime();
  const tb = (b.publishedAt ?? b.createdAt).getTime();
  if (ta !== tb) return tb - ta;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The owner's name as cards show it: null for a withdrawn or unknown account. */
export function ownerNameOf(account: AccountNameRecord | undefined): string | null {
  return account === undefined || account.withdrawn ? null : account.name;
}

export function toSummary(
  e: ExhibitRecord,
  owner: AccountNameRecord | undefined,
  now: Date,
): ExhibitSummary {
  return {
    id: e.id,
    type: e.type,
    title: e.title,
    ownerId: e.ownerId,
    ownerName: ownerNameOf(owner),
    thumbnailUri: e.thumbnailUri,
    thumbnailVariants: e.thumbnailVariants,
    kinds: e.kinds,
    stockTotal: e.stockTotal,
    itemCount: e.itemCount,
    loan: e.loan,
    loanDays: e.loanDays,
    areaId: e.areaId,
    place: e.place,
    expiresAt: e.expiresAt.toISOString(),
    expired: e.expiresAt.getTime() <= now.getTime(),
    publishedAt: e.publishedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    favoriteCount: e.favoriteCount,
    commentCount: e.commentCount,
    contactCount: e.contactCount,
    approvalStatus: e.approvalStatus,
    published: e.published,
    cancelled: e.cancelledAt !== null,
    displayState: e.displayState,
  };
}

function toItem(item: ItemRecord, isOwner: boolean): ExhibitItem {
  const base: ExhibitItem = {
    id: item.id,
    name: item.name,
    description: item.description,
    categoryId: item.categoryId,
    kind: item.kind,
    stock: item.stock,
    condition: item.condition,
    book: item.kind === 'book' ? item.book : null,
    images: item.images,
    order: item.order,
  };
  return isOwner ? { ...base, assetInfo: item.assetInfo } : base;
}

/** The viewer of a detail page: current identity (null when anonymous) and favorite flag. */
export interface Viewer {
  identity: string | null;
  isFavorite: boolean;
}

/** The detail; memo, manager e-mail and asset info only for the owner. */
export function toDetail(
  e: ExhibitRecord,
  items: ItemRecord[],
  owner: AccountNameRecord | undefined,
  viewer: Viewer,
  now: Date,
): ExhibitDetail {
  const isOwner = viewer.identity !== null && viewer.identity === e.ownerId;
  const sorted = [...items].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  const detail: ExhibitDetail = {
    ...toSummary(e, owner, now),
    description: e.description,
    itemManager: e.itemManager,
    pickupFrom: e.pickupFrom.toISOString(),
    pickupUntil: e.pickupUntil.toISOString(),
    secretariatId: e.secretariatId,
    items: sorted.map((item) => toItem(item, isOwner)),
    owner: { id: e.ownerId, name: ownerNameOf(owner), kind: owner?.kind ?? 'user' },
    isOwner,
    isFavorite: viewer.isFavorite,
  };
  return isOwner ? { ...detail, memo: e.memo, managerEmail: e.managerEmail } : detail;
}
