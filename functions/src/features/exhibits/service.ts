import { Timestamp } from 'firebase-admin/firestore';
import {
  type AppError,
  type FieldError,
  conflict,
  forbidden,
  notFound,
  validationError,
} from '../../http/errors';
import {
  EXHIBIT_LIMITS,
  type ExhibitInput,
  type ItemInput,
  type ItemKind,
} from '../../model/exhibit';
import { exhibitSearchTexts, searchGramsOf, searchTextOf } from '../../shared/search-terms';
import {
  type ApprovalState,
  type ExhibitSnapshot,
  type ItemSnapshot,
  isSearchable,
} from './approval';
import type { ExhibitDoc, ItemDoc } from './schema';
import { HAS_APPLICATIONS, INSUFFICIENT_STOCK, NOT_EXHIBIT_OWNER } from '../../model/error-codes';
import type { LocalizedName } from '../../model/lookup-types';
import type { ExhibitImage, ImageVariant } from '../../model/exhibit-types';

/**
 * The rules of the owner side of exhibits, free of Firebase: ownership, lookup checks of the form,
 * the denormalised fields of an exhibit and the stock (the API views are in views.ts).
 */

export const exhibitNotFound = (): AppError => notFound('Exhibit not found');
export const itemNotFound = (): AppError => notFound('Item not found');
export const notExhibitOwner = (): AppError =>
  forbidden(NOT_EXHIBIT_OWNER, 'Only the owner of the exhibit may do this');
export const insufficientStock = (): AppError =>
  conflict(INSUFFICIENT_STOCK, 'The stock cannot become negative');

/** Who acts: the signed-in user, for the current identity (`group ?? uid`). */
export interface Actor {
  uid: string;
  /** The current identity (account id). */
  accountId: string;
  /** Display name for the audit trail (the user's profile name). */
  name: string;
}

/** 403 `not_exhibit_owner` unless the current identity owns the exhibit. */
export function assertOwner(exhibit: Pick<ExhibitDoc, 'ownerId'>, accountId: string): void {
  if (exhibit.ownerId !== accountId) throw notExhibitOwner();
}

/** Where a small category sits in the tree, and its item kind. */
export interface SmallCategoryInfo {
  topId: string;
  middleId: string;
  kind: ItemKind;
  /**
   * The names of the small, middle and top category in Japanese and English: they join the
   * exhibit's search text, so "chair" finds an office chair whose title is Japanese.
   */
  names: string[];
}

/** What the form's lookup ids resolved to (read by the store before writing). */
export interface LookupCheck {
  areaExists: boolean;
  buildingExists: boolean;
  secretariatExists: boolean;
  /** Small categories by id (the whole tree: it is a handful of lookup documents). */
  smallCategories: ReadonlyMap<string, SmallCategoryInfo>;
}

/** A category's name as stored (both languages). */
interface NamedDoc {
  name?: LocalizedName;
}

/** Category documents as stored (only the fields needed here). */
export interface CategoryTreeDoc extends NamedDoc {
  id: string;
  middleCategories: Record<
    string,
    NamedDoc & { smallCategories: Record<string, NamedDoc & { kind: ItemKind }> }
  >;
}

const namesOf = (...docs: NamedDoc[]): string[] =>
  docs.flatMap((doc) => (doc.name === undefined ? [] : [doc.name.ja, doc.name.en]));

export function indexSmallCategories(
  categories: readonly CategoryTreeDoc[],
): Map<string, SmallCategoryInfo> {
  const index = new Map<string, SmallCategoryInfo>();
  for (const top of categories) {
    for (const [middleId, middle] of Object.entries(top.middleCategories)) {
      for (const [smallId, small] of Object.entries(middle.smallCategories)) {
        index.set(smallId, {
          topId: top.id,
          middleId,
          kind: small.kind,
          names: namesOf(small, middle, top),
        });
      }
    }
  }
  return index;
}

/**
 * 400 `validation_error` for unknown lookups (area, building, secretariat, small category), a book
 * on a non-book item, and item ids that are not items of the exhibit (or repeated).
 */
export function assertValidReferences(
  input: ExhibitInput,
  lookups: LookupCheck,
  existingItemIds: ReadonlySet<string> = new Set(),
): void {
  const errors: FieldError[] = [];
  if (!lookups.areaExists) errors.push({ location: 'body.place.areaId', message: 'Unknown area' });
  else if (!lookups.buildingExists) {
    errors.push({ location: 'body.place.buildingId', message: 'Unknown building in this area' });
  }
  if (!lookups.secretariatExists) {
    errors.push({ location: 'body.secretariatId', message: 'Unknown secretariat' });
  }
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    const small = lookups.smallCategories.get(item.categoryId);
    if (small === undefined) {
      errors.push({ location: `body.items.${i}.categoryId`, message: 'Unknown small category' });
    } else if (item.book !== null && small.kind !== 'book') {
      errors.push({ location: `body.items.${i}.book`, message: 'Only books have book details' });
    }
    if (item.id !== undefined) {
      if (!existingItemIds.has(item.id) || seen.has(item.id)) {
        errors.push({ location: `body.items.${i}.id`, message: 'Not an item of this exhibit' });
      }
      seen.add(item.id);
    }
  });
  if (errors.length > 0) throw validationError(errors);
}

/** An item as the exhibit's denormalised fields need it. */
export interface ItemForSummary {
  name: string;
  description: string;
  categoryId: string;
  kind: ItemKind;
  stock: number;
  book: { author: string; publisher: string } | null;
  images: readonly ExhibitImage[];
  order: number;
}

/** The fields of `exhibits/{id}` derived from the others and its items, rewritten on every write. */
export interface DerivedFields {
  itemCount: number;
  stockTotal: number;
  inStock: boolean;
  kinds: ItemKind[];
  categoryIds: string[];
  tags: Record<string, true>;
  tagList: string[];
  kindFlags: Record<string, true>;
  areaId: string;
  searchable: boolean;
  thumbnailUri: string | null;
  thumbnailVariants: ImageVariant[];
  grams: Record<string, true>;
  searchText: string;
}

export function deriveFields(
  exhibit: { title: string; description: string; place: { areaId: string } } & ApprovalState,
  items: readonly ItemForSummary[],
  smallCategories: ReadonlyMap<string, SmallCategoryInfo>,
): DerivedFields {
  const sorted = [...items].sort((a, b) => a.order - b.order);
  const tags: Record<string, true> = {};
  for (const item of sorted) {
    tags[item.categoryId] = true;
    const small = smallCategories.get(item.categoryId);
    if (small !== undefined) {
      tags[small.topId] = true;
      tags[small.middleId] = true;
    }
  }
  const first = sorted[0]?.images[0];
  const stockTotal = sorted.reduce((sum, item) => sum + item.stock, 0);
  const kinds = [...new Set(sorted.map((item) => item.kind))];
  const texts = exhibitSearchTexts({
    title: exhibit.title,
    description: exhibit.description,
    items: sorted,
    categoryNames: [
      ...new Set(sorted.flatMap((item) => smallCategories.get(item.categoryId)?.names ?? [])),
    ],
  });
  return {
    itemCount: sorted.length,
    stockTotal,
    inStock: stockTotal > 0,
    kinds,
    categoryIds: [...new Set(sorted.map((item) => item.categoryId))],
    tags,
    tagList: Object.keys(tags).sort(),
    kindFlags: Object.fromEntries(kinds.map((kind) => [kind, true as const])),
    areaId: exhibit.place.areaId,
    searchable: isSearchable(exhibit),
    thumbnailUri: first?.thumbnailUri ?? null,
    thumbnailVariants: first?.variants ?? [],
    grams: searchGramsOf(texts),
    searchText: searchTextOf(texts),
  };
}

/** The approval-state view of a stored exhibit. */
export function approvalStateOf(doc: ExhibitDoc): ApprovalState {
  return {
    approvalStatus: doc.approvalStatus,
    published: doc.published,
    cancelled: doc.cancelledAt !== null,
    held: doc.moderation !== null,
  };
}

function itemSnapshot(item: Omit<ItemInput, 'stock'> | ItemDoc, id?: string): ItemSnapshot {
  return {
    id,
    name: item.name,
    description: item.description,
    categoryId: item.categoryId,
    condition: item.condition,
    book: item.book,
    assetInfo: item.assetInfo,
  };
}

/** The stored exhibit as the edit rules compare it. */
export function storedSnapshot(
  doc: ExhibitDoc,
  items: readonly { id: string; doc: ItemDoc }[],
): ExhibitSnapshot {
  return {
    title: doc.title,
    description: doc.description,
    itemManager: doc.itemManager,
    managerEmail: doc.managerEmail,
    place: doc.place,
    pickupFrom: doc.pickupFrom.toMillis(),
    pickupUntil: doc.pickupUntil.toMillis(),
    secretariatId: doc.secretariatId,
    memo: doc.memo,
    expiresAt: doc.expiresAt.toMillis(),
    loan: doc.loan,
    loanDays: doc.loanDays,
    items: [...items]
      .sort((a, b) => a.doc.order - b.doc.order)
      .map((item) => itemSnapshot(item.doc, item.id)),
  };
}

/** The edit form as the edit rules compare it. */
export function inputSnapshot(input: ExhibitInput): ExhibitSnapshot {
  return {
    title: input.title,
    description: input.description,
    itemManager: input.itemManager,
    managerEmail: input.managerEmail,
    place: input.place,
    pickupFrom: Date.parse(input.pickupFrom),
    pickupUntil: Date.parse(input.pickupUntil),
    secretariatId: input.secretariatId,
    memo: input.memo,
    expiresAt: Date.parse(input.expiresAt),
    loan: input.loan,
    loanDays: input.loanDays,
    items: input.items.map((item) => itemSnapshot(item, item.id)),
  };
}

/**
 * The application mode an edit leaves (docs/allocation.md). Once drawn it stays as it was (the edit
 * form sends it back). Leaving the mode with applications waiting is 409 `has_applications`; a new
 * or moved deadline must be ahead of `now` (400).
 */
export function allocationAfterEdit(
  current: ExhibitDoc['allocation'],
  deadline: string | null,
  now: Date,
): ExhibitDoc['allocation'] {
  if (current !== null && current.drawnAt !== null) return current;
  if (deadline === null) {
    if (current !== null && current.applicationCount > 0) throw hasApplications();
    return null;
  }
  const at = Date.parse(deadline);
  if (current === null || current.deadline.toMillis() !== at) assertDeadlineAhead(at, now);
  return {
    deadline: Timestamp.fromMillis(at),
    drawnAt: null,
    applicationCount: current?.applicationCount ?? 0,
  };
}

/** 400 at `body.applicationDeadline` unless it is after `now`. */
export function assertDeadlineAhead(at: number, now: Date): void {
  if (at <= now.getTime()) {
    throw validationError([
      { location: 'body.applicationDeadline', message: 'Choose a deadline in the future' },
    ]);
  }
}

export const hasApplications = () =>
  conflict(HAS_APPLICATIONS, 'Applications are waiting for the draw: keep the deadline');

/** The stock after an adjustment: 409 `insufficient_stock` when it would be negative. */
export function adjustedStock(stock: number, delta: number): number {
  const next = stock + delta;
  if (next < 0) throw insufficientStock();
  if (next > EXHIBIT_LIMITS.stockMax) {
    throw validationError([
      { location: 'body.delta', message: `The stock cannot exceed ${EXHIBIT_LIMITS.stockMax}` },
    ]);
  }
  return next;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiration date of a new exhibit lies in the future, and never more than the date-range limit
 * (1 year) ahead; an edit may keep a past date (the exhibit then stays expired) but not push it
 * beyond that limit. 400 `validation_error` at `body.expiresAt`.
 */
export function assertExpiryWindow(
  expiresAt: string,
  now: Date,
  { allowPast }: { allowPast: boolean },
): void {
  const at = Date.parse(expiresAt);
  const message =
    at > now.getTime() + EXHIBIT_LIMITS.rangeMaxDays * DAY_MS
      ? 'The expiration date must be within 1 year'
      : !allowPast && at <= now.getTime()
        ? 'The expiration date must be in the future'
        : null;
  if (message !== null) throw validationError([{ location: 'body.expiresAt', message }]);
}
