import {
  type DocumentSnapshot,
  FieldPath,
  type Firestore,
  type Query,
  Timestamp,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  allocationBody,
  SEARCH_ENTRIES,
  searchEntryDocSchema,
  exhibitDocSchema as storedExhibitSchema,
  itemDocSchema as storedItemSchema,
} from '../exhibits';
import type { AccountNameRecord, ExhibitRecord, ItemRecord } from './schema';
import {
  type EntryRecord,
  type SearchPlan,
  type SearchScan,
  TOTAL_CAP,
  entryBudget,
} from './service';
import { GRAMS_FIELD } from '../../shared/search-terms';
import { parseDoc } from '../../shared/firestore-docs';

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
  allocation: true,
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
  weightKg: true,
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
    allocation: allocationBody(d),
  };
}

export function toItemRecord(snap: DocumentSnapshot): ItemRecord {
  return { ...parseDoc(itemDocSchema, snap), id: snap.id };
}

export function toAccountNameRecord(snap: DocumentSnapshot): AccountNameRecord {
  return { ...parseDoc(accountSchema, snap), id: snap.id };
}

/** The fields of `exhibits/{id}` read for a page of exhibits (the grams map is left in Firestore). */
const EXHIBIT_FIELDS = Object.keys(exhibitDocSchema.shape);

/** What a search reads of an entry (its grams map is left in Firestore). */
const entryFieldsSchema = searchEntryDocSchema.pick({
  exhibitId: true,
  expiresAt: true,
  searchText: true,
});
const ENTRY_FIELDS = Object.keys(entryFieldsSchema.shape);

/** Entries read per round trip at most. */
const ENTRY_BATCH_MAX = 200;
/** Extra entries per round trip, for the few that verification or a late sweep drops. */
const ENTRY_SLACK = 5;

/** The plan's filters on `searchEntries`, all equalities (`in` for areas). */
function entriesQuery(entries: Query, plan: SearchPlan): Query {
  let query = entries;
  if (plan.searchableOnly) query = query.where('searchable', '==', true);
  if (plan.ownerId !== null) query = query.where('ownerId', '==', plan.ownerId);
  if (plan.liveOnly) query = query.where('live', '==', true);
  if (plan.kind !== null) query = query.where(new FieldPath('kindFlags', plan.kind), '==', true);
  if (plan.inStock) query = query.where('inStock', '==', true);
  if (plan.areas.length === 1) query = query.where('areaId', '==', plan.areas[0]);
  if (plan.areas.length > 1) query = query.where('areaId', 'in', plan.areas);
  for (const tag of plan.tags) query = query.where(new FieldPath('tags', tag), '==', true);
  for (const key of plan.gramKeys) {
    query = query.where(new FieldPath(GRAMS_FIELD, key), '==', true);
  }
  if (plan.before !== null) query = query.where(FieldPath.documentId(), '<', plan.before);
  return query;
}

/** Reads of exhibits for the public pages (search, detail, favorites, comments). */
export interface ExhibitsReadStore {
  /**
   * Reads the plan's search entries newest first until the page is full (offset skipped), the
   * entries end or {@link entryBudget} is spent; `accepts` drops what verification rejects. The
   * count runs beside it.
   */
  search(plan: SearchPlan, accepts: (entry: EntryRecord) => boolean): Promise<SearchScan>;
  getExhibit(id: string): Promise<ExhibitRecord | undefined>;
  /** Full records of `ids`; missing exhibits are absent from the map. */
  getExhibits(ids: readonly string[]): Promise<Map<string, ExhibitRecord>>;
  getItems(exhibitId: string): Promise<ItemRecord[]>;
  /** Accounts by id; missing ones are absent. */
  getAccounts(ids: readonly string[]): Promise<Map<string, AccountNameRecord>>;
  isFavorite(accountId: string, exhibitId: string): Promise<boolean>;
  /** Every exhibit anyone may see (`searchable`: reuse and share alike), with its last change. */
  listed(): Promise<ListedPage[]>;
}

/** A public page's id and when it last changed (`sitemap.xml`). */
export interface ListedPage {
  id: string;
  updatedAt: Date;
}

/** The last change of a listed document (a missing or odd field reads as the epoch). */
export const listedPage = (doc: DocumentSnapshot): ListedPage => {
  const updatedAt: unknown = doc.get('updatedAt');
  return {
    id: doc.id,
    updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate() : new Date(0),
  };
};

export function createExhibitsReadStore(db: Firestore): ExhibitsReadStore {
  const exhibits = db.collection('exhibits');
  const entries = db.collection(SEARCH_ENTRIES);
  const accounts = db.collection('accounts');

  return {
    async search(plan, accepts) {
      const filtered = entriesQuery(entries, plan);
      const counted = filtered
        .limit(TOTAL_CAP)
        .count()
        .get()
        .then((snap) => snap.data().count);
      const ordered = filtered.orderBy(FieldPath.documentId()).select(...ENTRY_FIELDS);
      const budget = entryBudget(plan);
      const exhibitIds: string[] = [];
      let matched = 0;
      let read = 0;
      let cursor = plan.after;
      let exhausted = false;
      let next: string | null = null;
      while (next === null && !exhausted && read < budget) {
        const wanted = plan.offset + plan.limit - matched + ENTRY_SLACK;
        const size = Math.min(ENTRY_BATCH_MAX, wanted, budget - read);
        const snap = await (cursor === null ? ordered : ordered.startAfter(cursor))
          .limit(size)
          .get();
        for (const doc of snap.docs) {
          read += 1;
          cursor = doc.id;
          const d = parseDoc(entryFieldsSchema, doc);
          const entry = { ...d, key: doc.id, expiresAt: d.expiresAt.toDate() };
          if (!accepts(entry)) continue;
          matched += 1;
          if (matched <= plan.offset) continue;
          exhibitIds.push(entry.exhibitId);
          if (exhibitIds.length === plan.limit) {
            next = doc.id;
            break;
          }
        }
        exhausted = next === null && snap.size < size;
      }
      // Out of budget with a short page: the next page goes on from the last entry read.
      if (next === null && !exhausted) next = cursor;
      return { exhibitIds, matched, exhausted, next, counted: await counted };
    },

    async getExhibit(id) {
      const snap = await exhibits.doc(id).get();
      return snap.exists ? toExhibitRecord(snap) : undefined;
    },

    async getExhibits(ids) {
      const result = new Map<string, ExhibitRecord>();
      if (ids.length === 0) return result;
      const refs = ids.map((id) => exhibits.doc(id));
      const snaps = await db.getAll(...refs, { fieldMask: EXHIBIT_FIELDS });
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

    async listed() {
      const snap = await exhibits.where('searchable', '==', true).select('updatedAt').get();
      return snap.docs.map(listedPage);
    },

    async isFavorite(accountId, exhibitId) {
      const snap = await accounts.doc(accountId).collection('favorites').doc(exhibitId).get();
      return snap.exists;
    },
  };
}
