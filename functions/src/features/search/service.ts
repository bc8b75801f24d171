import { type AppError, notFound } from '../../http/errors';
import type {
  AccountNameRecord,
  ExhibitDetail,
  ExhibitItem,
  ExhibitRecord,
  ExhibitSummary,
  ItemRecord,
  SearchQuery,
} from './schema';
import type { ItemKind } from '../../model/exhibit';
import { matchesKeywordsIn, queryGramsOf } from '../../shared/search-terms';

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

/**
 * A search counts its matches up to this many, for one billed read (a count is billed a read per
 * 1,000 index entries); past it the page says "1,000 or more". Counting a common word at 100,000
 * exhibits would cost 34 reads a search, more than the page itself.
 */
export const TOTAL_CAP = 1000;

/**
 * A search: equality filters on `searchEntries` (see features/exhibits/search-entry.ts), whose keys
 * sort newest first, read a batch at a time in key order until the page is full. Firestore serves
 * any combination of the filters by merging single-field indexes, so a search reads the page and
 * what verification drops, never the whole set of candidates.
 */
export interface SearchPlan {
  /** `searchable == true` (false only for the owner's own list). */
  searchableOnly: boolean;
  ownerId: string | null;
  /** `live == true`: what the expiry sweep has not yet marked expired (all with expiredAlso). */
  liveOnly: boolean;
  kind: ItemKind | null;
  inStock: boolean;
  /** Any of these areas (`areaId in`). */
  areas: string[];
  /** Category ids: `tags.<id> == true`. */
  tags: string[];
  /** Encoded gram keys: `grams.<key> == true`. */
  gramKeys: string[];
  /** Non-blank keywords, for verification. */
  keywords: string[];
  /** Entries expiring by this instant are dropped as read (the sweep runs hourly); null with expiredAlso. */
  liveAfter: Date | null;
  /** Read after this entry key (the previous page's `next`); null from the start. */
  after: string | null;
  /** Only entries with keys before this (published after a time: `searchEntryKeyAt`); or null. */
  before: string | null;
  offset: number;
  limit: number;
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
 * The plan of a search. With `owner` equal to the caller's identity the owner's exhibits in any
 * state are found; any other `owner` only narrows the searchable ones.
 */
export function planSearch(query: SearchQuery, identity: string | null, now: Date): SearchPlan {
  const keywords = query.keywords.filter((k) => k.trim() !== '');
  const own = query.owner !== undefined && query.owner === identity;
  const grams = [...new Set(keywords.flatMap(queryGramsOf))];
  return {
    searchableOnly: !own,
    ownerId: query.owner ?? null,
    liveOnly: !query.expiredAlso,
    kind: query.kind ?? null,
    inStock: query.inStock,
    areas: [...new Set(query.areas)],
    tags: [...new Set(query.tag)],
    gramKeys: spreadPick(grams, QUERY_GRAMS_MAX),
    keywords,
    liveAfter: query.expiredAlso ? null : now,
    after: query.after ?? null,
    before: null,
    offset: query.offset,
    limit: query.limit,
  };
}

/** A search entry as a search reads it (a projection: no grams). */
export interface EntryRecord {
  key: string;
  exhibitId: string;
  expiresAt: Date;
  searchText: string;
}

/**
 * True when an entry read belongs in the results: not expired (the sweep may lag) and containing
 * every keyword (n-grams over-approximate).
 */
export function acceptsEntry(entry: EntryRecord, plan: SearchPlan): boolean {
  if (plan.liveAfter !== null && entry.expiresAt.getTime() <= plan.liveAfter.getTime()) {
    return false;
  }
  return plan.keywords.length === 0 || matchesKeywordsIn(entry.searchText, plan.keywords);
}

/**
 * Entries a search reads at most: past the offset, a page costs at most 3 reads per result (the
 * entries, the page's exhibits and the count), so twice the page less one for the entries. A
 * search whose matches verification mostly drops stops there with a short page and a `next`.
 */
export function entryBudget(plan: Pick<SearchPlan, 'offset' | 'limit'>): number {
  return plan.offset + 2 * plan.limit - 1;
}

/** What reading the entries of a search found. */
export interface SearchScan {
  /** The page's exhibit ids, newest first. */
  exhibitIds: string[];
  /** Accepted entries seen: the offset skipped and the page. */
  matched: number;
  /** True when the reading reached the last entry matching the filters. */
  exhausted: boolean;
  /** The key to read after for the next page; null when exhausted. */
  next: string | null;
  /** The filters' matches counted by Firestore, at most {@link TOTAL_CAP}. */
  counted: number;
}

/**
 * The total a page shows: exact when the reading went from the start to the end; otherwise the
 * count (which verification and the sweep's lag may overstate a little), capped.
 */
export function searchTotal(
  scan: Pick<SearchScan, 'matched' | 'exhausted' | 'counted'>,
  fromStart: boolean,
): { total: number; totalCapped: boolean } {
  if (scan.exhausted && fromStart) return { total: scan.matched, totalCapped: false };
  return {
    total: Math.max(scan.counted, scan.matched),
    totalCapped: scan.counted >= TOTAL_CAP,
  };
}

/** The owner's name as the detail shows it: null for a withdrawn or unknown account. */
export function ownerNameOf(account: AccountNameRecord | undefined): string | null {
  return account === undefined || account.withdrawn ? null : account.name;
}

export function toSummary(e: ExhibitRecord, now: Date): ExhibitSummary {
  return {
    allocation: e.allocation,
    id: e.id,
    type: e.type,
    title: e.title,
    ownerId: e.ownerId,
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
    weightKg: item.weightKg,
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
  firstComeStock: number | null = null,
): ExhibitDetail {
  const isOwner = viewer.identity !== null && viewer.identity === e.ownerId;
  const sorted = [...items].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));
  const detail: ExhibitDetail = {
    ...toSummary(e, now),
    description: e.description,
    itemManager: e.itemManager,
    pickupFrom: e.pickupFrom.toISOString(),
    pickupUntil: e.pickupUntil.toISOString(),
    secretariatId: e.secretariatId,
    items: sorted.map((item) => toItem(item, isOwner)),
    owner: { id: e.ownerId, name: ownerNameOf(owner), kind: owner?.kind ?? 'user' },
    isOwner,
    isFavorite: viewer.isFavorite,
    firstComeStock,
  };
  return isOwner ? { ...detail, memo: e.memo, managerEmail: e.managerEmail } : detail;
}
