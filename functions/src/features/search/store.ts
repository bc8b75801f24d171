import {
  type DocumentSnapshot,
  FieldPath,
  type Firestore,
  type Query,
  Timestamp,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  exhibitDocSchema as storedExhibitSchema,
  itemDocSchema as storedItemSchema,
} from '../exhibits';
import type { AccountNameRecord, CandidateRecord, ExhibitRecord, ItemRecord } from './schema';
import type { BrowsePlan, SearchPlan } from './service';
import { GRAMS_FIELD } from '../../shared/search-terms';
import { parseDoc } from '../../shared/firestore-docs';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

/** The fields of `exhibits/{id}` the public pages read (the stored layout is features/exhibits'). */
export const exhibitDocSchema = storedExhibitSchema.pick({
  type: true,
  ownerId: true,
  title: true,
  description: true,
  itemManager: true,
  managerEmail: true,
  place: true,
  pickupFrom: true,
  pickupUntil: true,
  expiresAt: true,
  secretariatId: true,
  memo: true,
  loan: true,
  loanDays: true,
  published: true,
  approvalStatus: true,
  displayState: true,
  cancelledAt: true,
  favoriteCount: true,
  contactCount: true,
  commentCount: true,
  itemCount: true,
  stockTotal: true,
  kinds: true,
  categoryIds: true,
  areaId: true,
  searchable: true,
  thumbnailUri: true,
  thumbnailVariants: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
});

/** `exhibits/{id}/items/{itemId}` (the fields shown). */
export const itemDocSchema = storedItemSchema.pick({
  name: true,
  description: true,
  categoryId: true,
  kind: true,
  stock: true,
  condition: true,
  book: true,
  assetInfo: true,
  images: true,
  order: true,
});

const accountSchema = z.object({
  kind: z.enum(['user', 'group']),
  name: z.string(),
  withdrawn: z.boolean(),
});

/** An existing `exhibits/{id}` snapshot as a record. */
export function toExhibitRecord(snap: DocumentSnapshot): ExhibitRecord {
  const d = parseDoc(exhibitDocSchema, snap);
  return {
    ...d,
    id: snap.id,
    pickupFrom: d.pickupFrom.toDate(),
    pickupUntil: d.pickupUntil.toDate(),
    expiresAt: d.expiresAt.toDate(),
    cancelledAt: d.cancelledAt?.toDate() ?? null,
    createdAt: d.createdAt.toDate(),
    updatedAt: d.updatedAt.toDate(),
    publishedAt: d.publishedAt?.toDate() ?? null,
  };
}

export function toItemRecord(snap: DocumentSnapshot): ItemRecord {
  return { ...parseDoc(itemDocSchema, snap), id: snap.id };
}

export function toAccountNameRecord(snap: DocumentSnapshot): AccountNameRecord {
  return { ...parseDoc(accountSchema, snap), id: snap.id };
}

const candidateSchema = z.object({
  ownerId: z.string(),
  searchable: z.boolean(),
  expiresAt: timestamp,
  publishedAt: timestamp.nullable(),
  createdAt: timestamp,
  stockTotal: z.number().int(),
  areaId: z.string(),
  kinds: z.array(z.string()),
  searchText: z.string().optional(),
});

const CANDIDATE_FIELDS = [
  'ownerId',
  'searchable',
  'expiresAt',
  'publishedAt',
  'createdAt',
  'stockTotal',
  'areaId',
  'kinds',
] as const;

/** The fields read for a page of exhibits (the grams and tags maps are left in Firestore). */
const EXHIBIT_FIELDS = Object.keys(exhibitDocSchema.shape);

/**
 * The browse listing's filters and how `firestore.indexes.json` indexes each with the sort
 * (`publishedAt DESC`, the page) and with the expiry (`expiresAt ASC`, the count). Firestore merges
 * these two-field indexes for any combination of the filters.
 */
export const BROWSE_FILTERS = {
  searchable: 'ASCENDING',
  ownerId: 'ASCENDING',
  'kindFlags.furniture': 'ASCENDING',
  'kindFlags.book': 'ASCENDING',
  'kindFlags.consumable': 'ASCENDING',
  tagList: 'CONTAINS',
  areaId: 'ASCENDING',
  inStock: 'ASCENDING',
} as const satisfies Record<string, 'ASCENDING' | 'CONTAINS'>;
type BrowseField = keyof typeof BROWSE_FILTERS;
const field = (name: BrowseField) => name;

/** Documents read per round trip of the browse listing. */
const BROWSE_BATCH_MAX = 200;
/** Extra documents per round trip when expired exhibits may have to be skipped. */
const BROWSE_SLACK = 5;

/** Reads of exhibits for the public pages (search, detail, favorites, comments). */
export interface ExhibitsReadStore {
  /**
   * The exhibits matching the plan's equality filters, with only the fields needed to filter and
   * sort (plus the search text when the plan has keywords).
   */
  findCandidates(plan: SearchPlan): Promise<CandidateRecord[]>;
  /**
   * One page of the browse listing, newest published first, and its total (a count aggregation).
   * Reads the page plus the exhibits the offset or expiry skips, never the whole collection.
   */
  browse(plan: BrowsePlan): Promise<{ exhibits: ExhibitRecord[]; total: number }>;
  getExhibit(id: string): Promise<ExhibitRecord | undefined>;
  /** Full records of `ids`; missing exhibits are absent from the map. */
  getExhibits(ids: readonly string[]): Promise<Map<string, ExhibitRecord>>;
  getItems(exhibitId: string): Promise<ItemRecord[]>;
  /** Accounts by id; missing ones are absent. */
  getAccounts(ids: readonly string[]): Promise<Map<string, AccountNameRecord>>;
  isFavorite(accountId: string, exhibitId: string): Promise<boolean>;
}

export function createExhibitsReadStore(db: Firestore): ExhibitsReadStore {
  const exhibits = db.collection('exhibits');
  const accounts = db.collection('accounts');

  return {
    async findCandidates(plan) {
      let query: Query = exhibits;
      if (plan.searchableOnly) query = query.where('searchable', '==', true);
      if (plan.ownerId !== null) query = query.where('ownerId', '==', plan.ownerId);
      for (const key of plan.gramKeys) {
        query = query.where(new FieldPath(GRAMS_FIELD, key), '==', true);
      }
      for (const tag of plan.tags) query = query.where(new FieldPath('tags', tag), '==', true);
      const fields: string[] = [...CANDIDATE_FIELDS];
      if (plan.keywords.length > 0) fields.push('searchText');
      const snap = await query.select(...fields).get();
      return snap.docs.map((doc) => {
        const d = parseDoc(candidateSchema, doc);
        return {
          ...d,
          id: doc.id,
          expiresAt: d.expiresAt.toDate(),
          publishedAt: d.publishedAt?.toDate() ?? null,
          createdAt: d.createdAt.toDate(),
        };
      });
    },

    async browse(plan) {
      let filtered: Query = exhibits.where(field('searchable'), '==', true);
      if (plan.ownerId !== null) filtered = filtered.where(field('ownerId'), '==', plan.ownerId);
      if (plan.kind !== null)
        filtered = filtered.where(field(`kindFlags.${plan.kind}`), '==', true);
      if (plan.tag !== null)
        filtered = filtered.where(field('tagList'), 'array-contains', plan.tag);
      if (plan.areas.length > 0) filtered = filtered.where(field('areaId'), 'in', plan.areas);
      if (plan.inStock) filtered = filtered.where(field('inStock'), '==', true);
      const { liveAfter } = plan;
      const counted =
        liveAfter === null
          ? filtered
          : filtered.where('expiresAt', '>', Timestamp.fromDate(liveAfter));
      const totalRead = counted
        .count()
        .get()
        .then((snap) => snap.data().count);
      // Past the end: the count alone answers.
      if (plan.offset > 0 && (await totalRead) <= plan.offset) {
        return { exhibits: [], total: await totalRead };
      }

      const ordered = filtered.orderBy('publishedAt', 'desc').select(...EXHIBIT_FIELDS);
      const slack = liveAfter === null ? 0 : BROWSE_SLACK;
      const page: ExhibitRecord[] = [];
      let skipped = 0;
      let cursor: DocumentSnapshot | undefined;
      for (;;) {
        const wanted = plan.offset - skipped + plan.limit - page.length;
        const size = Math.min(BROWSE_BATCH_MAX, wanted + slack);
        const snap = await (cursor ? ordered.startAfter(cursor) : ordered).limit(size).get();
        for (const doc of snap.docs) {
          const record = toExhibitRecord(doc);
          if (liveAfter !== null && record.expiresAt.getTime() <= liveAfter.getTime()) continue;
          if (skipped < plan.offset) skipped += 1;
          else if (page.length < plan.limit) page.push(record);
        }
        if (page.length >= plan.limit || snap.size < size) break;
        cursor = snap.docs[snap.docs.length - 1];
      }
      return { exhibits: page, total: await totalRead };
    },

    async getExhibit(id) {
      const snap = await exhibits.doc(id).get();
      return snap.exists ? toExhibitRecord(snap) : undefined;
    },

    async getExhibits(ids) {
      const result = new Map<string, ExhibitRecord>();
      if (ids.length === 0) return result;
      const snaps = await db.getAll(...ids.map((id) => exhibits.doc(id)));
      for (const snap of snaps) if (snap.exists) result.set(snap.id, toExhibitRecord(snap));
      return result;
    },

    async getItems(exhibitId) {
      const snap = await exhibits.doc(exhibitId).collection('items').get();
      return snap.docs.map(toItemRecord);
    },

    async getAccounts(ids) {
      const result = new Map<string, AccountNameRecord>();
      const unique = [...new Set(ids)];
      if (unique.length === 0) return result;
      const snaps = await db.getAll(...unique.map((id) => accounts.doc(id)));
      for (const snap of snaps) if (snap.exists) result.set(snap.id, toAccountNameRecord(snap));
      return result;
    },

    async isFavorite(accountId, exhibitId) {
      const snap = await accounts.doc(accountId).collection('favorites').doc(exhibitId).get();
      return snap.exists;
    },
  };
}
