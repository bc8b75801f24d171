import { Timestamp } from 'firebase-admin/firestore';
import { testDb } from './helpers';
import type { ApprovalStatus, ItemKind } from '../../src/model/exhibit';
import { exhibitSearchTexts, searchGramsOf, searchTextOf } from '../../src/shared/search-terms';
import { exhibitDocSchema, searchEntryWrites } from '../../src/features/exhibits';

/**
 * Exhibit documents in the exact shape of the contract ("Firestore layout"), written directly with
 * the admin SDK, so that the public pages can be tested apart from features/exhibits.
 */

export const V1 = '/api/v1';
export { bearer } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

export interface ItemSeed {
  name?: string;
  description?: string;
  categoryId?: string;
  kind?: ItemKind;
  stock?: number;
  book?: { author: string; publisher: string } | null;
  /** Photos; without `variants` they are stored as before variants existed. */
  images?: {
    id: string;
    uri: string;
    thumbnailUri: string;
    variants?: { width: number; uri: string }[];
  }[];
}

export interface ExhibitSeed {
  id?: string;
  ownerId: string;
  createdBy?: string;
  title?: string;
  description?: string;
  items?: ItemSeed[];
  approvalStatus?: ApprovalStatus;
  published?: boolean;
  cancelled?: boolean;
  /** Default: 30 days from now. */
  expiresAt?: Date;
  /** Default: now for published exhibits, else null. */
  publishedAt?: Date | null;
  areaId?: string;
  /** Parent category ids added to `tags` besides the items' small categories. */
  parentTags?: string[];
  memo?: string;
  favoriteCount?: number;
  commentCount?: number;
}

function itemDoc(seed: ItemSeed, order: number, now: Timestamp) {
  const kind = seed.kind ?? 'furniture';
  return {
    name: seed.name ?? `Item ${order + 1}`,
    description: seed.description ?? '',
    categoryId: seed.categoryId ?? 'desk',
    kind,
    stock: seed.stock ?? 1,
    condition: 'clean',
    book:
      kind === 'book'
        ? {
            author: seed.book?.author ?? '',
            publisher: seed.book?.publisher ?? '',
            publicationYear: 2020,
            publicationMonth: null,
            publicationDay: null,
            isbn: '',
          }
        : null,
    assetInfo: {
      assetCategory: 'personal_property',
      assetNumber: 'A-100',
      budgetSource: 'operation',
      projectCode: '',
      acquisitionDate: '2015-04-01',
      acquisitionPrice: 30000,
    },
    images: seed.images ?? [],
    order,
    tradeCount: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The exhibit document and its items' documents for `seed`. */
export function exhibitDocs(seed: ExhibitSeed, now = new Date()) {
  const ts = Timestamp.fromDate(now);
  const itemSeeds = seed.items ?? [{}];
  const items = itemSeeds.map((item, i) => itemDoc(item, i, ts));
  const approvalStatus = seed.approvalStatus ?? 'approved';
  const published = seed.published ?? approvalStatus === 'approved';
  const cancelled = seed.cancelled ?? false;
  const title = seed.title ?? 'Office desk';
  const description = seed.description ?? '';
  const areaId = seed.areaId ?? 'main';
  const publishedAt = seed.publishedAt === undefined ? (published ? now : null) : seed.publishedAt;
  const tags: Record<string, true> = {};
  for (const id of [...items.map((i) => i.categoryId), ...(seed.parentTags ?? [])]) tags[id] = true;
  const texts = exhibitSearchTexts({
    title,
    description,
    items: items.map((i) => ({ name: i.name, description: i.description, book: i.book })),
  });
  const doc = {
    type: 'reuse',
    ownerId: seed.ownerId,
    createdBy: seed.createdBy ?? seed.ownerId,
    title,
    description,
    itemManager: 'Manager',
    managerEmail: 'manager@campus.example.ac.jp',
    place: { areaId, buildingId: 'b1', room: '101' },
    pickupFrom: Timestamp.fromMillis(now.getTime() + DAY),
    pickupUntil: Timestamp.fromMillis(now.getTime() + 10 * DAY),
    expiresAt: Timestamp.fromDate(seed.expiresAt ?? new Date(now.getTime() + 30 * DAY)),
    secretariatId: 'sec-1',
    memo: seed.memo ?? 'private memo',
    published,
    approvalStatus,
    displayState: 'on_display',
    cancelledAt: cancelled ? ts : null,
    favoriteCount: seed.favoriteCount ?? 0,
    contactCount: 0,
    commentCount: seed.commentCount ?? 0,
    activeContactCount: 0,
    itemCount: items.length,
    stockTotal: items.reduce((sum, i) => sum + i.stock, 0),
    inStock: items.some((i) => i.stock > 0),
    kinds: [...new Set(items.map((i) => i.kind))],
    categoryIds: [...new Set(items.map((i) => i.categoryId))],
    tags,
    tagList: Object.keys(tags).sort(),
    kindFlags: Object.fromEntries(items.map((i) => [i.kind, true])),
    areaId,
    searchable: approvalStatus === 'approved' && published && !cancelled,
    grams: searchGramsOf(texts),
    searchText: searchTextOf(texts),
    lastDecision: null,
    thumbnailUri: items[0]?.images[0]?.thumbnailUri ?? null,
    thumbnailVariants: items[0]?.images[0]?.variants ?? [],
    createdAt: ts,
    updatedAt: ts,
    submittedAt: approvalStatus === 'not_yet' ? null : ts,
    publishedAt: publishedAt === null ? null : Timestamp.fromDate(publishedAt),
  };
  return { doc, items };
}

let counter = 0;

/** Writes the exhibit and its items in one batch; returns the exhibit id. */
export async function seedExhibit(seed: ExhibitSeed, now = new Date()): Promise<string> {
  const db = testDb();
  counter += 1;
  const ref = db.collection('exhibits').doc(seed.id ?? `ex-${counter}-${now.getTime()}`);
  const { doc, items } = exhibitDocs(seed, now);
  const batch = db.batch();
  batch.set(ref, doc);
  // The search index entry, as every write of an exhibit keeps it.
  const entry = searchEntryWrites(db, ref.id, null, exhibitDocSchema.parse(doc), now).set;
  if (entry !== null) batch.set(entry.ref, entry.doc);
  items.forEach((item, i) => batch.set(ref.collection('items').doc(`item-${i + 1}`), item));
  await batch.commit();
  return ref.id;
}

export async function exhibitData(id: string) {
  const snap = await testDb().collection('exhibits').doc(id).get();
  return snap.data();
}

/** All notices, as plain objects sorted by recipient. */
export async function allNotices() {
  const snap = await testDb().collection('notices').get();
  return snap.docs
    .map((d) => d.data())
    .sort((a, b) => String(a.accountId).localeCompare(String(b.accountId)));
}

/** Favorite docs of an exhibit across all accounts. */
export async function favoriteDocsOf(exhibitId: string) {
  const snap = await testDb()
    .collectionGroup('favorites')
    .where('exhibitId', '==', exhibitId)
    .get();
  return snap.docs;
}

/** Seeds a favorite directly (without touching the counter). */
export async function seedFavorite(accountId: string, exhibitId: string, at = new Date()) {
  await testDb()
    .collection('accounts')
    .doc(accountId)
    .collection('favorites')
    .doc(exhibitId)
    .set({ exhibitId, createdAt: Timestamp.fromDate(at) });
}

export const minutesAgo = (n: number) => new Date(Date.now() - n * 60 * 1000);
export const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);
