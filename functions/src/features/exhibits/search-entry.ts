import {
  type DocumentReference,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import type { ExhibitDoc } from './schema';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

/**
 * The search index of exhibits: one `searchEntries/{key}` document per exhibit, written in the same
 * transaction as the exhibit (see {@link writeSearchEntryTx}), holding what a search filters on.
 *
 * Why a collection apart: the key sorts newest first (see {@link searchEntryKey}), so a query with
 * any number of equality filters (grams, categories, kind, area, stock, owner) is served by
 * Firestore merging single-field indexes, already in the order of the listing, and reads only the
 * page it returns. On `exhibits` the same filters could only be ordered by `publishedAt` with a
 * composite index per gram, so a keyword search read every candidate to sort them (issue 17).
 */
export const SEARCH_ENTRIES = 'searchEntries';

/**
 * Keys run up to 10^13 ms after the epoch (the year 2286), written with 13 digits so that the
 * string order is the number order.
 */
const KEY_SPAN = 10_000_000_000_000;

/** The time a listing sorts by: published, or created while never published. */
const sortTimeOf = (doc: Pick<ExhibitDoc, 'publishedAt' | 'createdAt'>): number =>
  (doc.publishedAt ?? doc.createdAt).toMillis();

/**
 * `{inverted sort time}_{exhibit id}`: ascending document ids are newest first, ties by exhibit id
 * ascending (the order of `compareNewest`).
 */
export function searchEntryKey(
  exhibitId: string,
  doc: Pick<ExhibitDoc, 'publishedAt' | 'createdAt'>,
): string {
  const inverted = KEY_SPAN - 1 - sortTimeOf(doc);
  return `${String(inverted).padStart(13, '0')}_${exhibitId}`;
}

/**
 * The keys of entries sorting at `at` start with this: every entry published after `at` has a
 * smaller key (a saved search's "new since" bound).
 */
export function searchEntryKeyAt(at: Date): string {
  return String(KEY_SPAN - 1 - at.getTime()).padStart(13, '0');
}

/** What {@link searchEntryKey} gives: a search response's `next`, sent back as `after`. */
export const SEARCH_ENTRY_KEY = /^\d{13}_[A-Za-z0-9_-]+$/;

export const searchEntryDocSchema = z.object({
  exhibitId: z.string(),
  ownerId: z.string(),
  searchable: z.boolean(),
  /**
   * Not expired when written; the sweep (`features/search/sweep.ts`) clears it once `expiresAt`
   * passes, so a search filters on it by equality and counts only live exhibits.
   */
  live: z.boolean(),
  expiresAt: timestamp,
  inStock: z.boolean(),
  kindFlags: z.record(z.string(), z.literal(true)),
  tags: z.record(z.string(), z.literal(true)),
  areaId: z.string(),
  grams: z.record(z.string(), z.literal(true)),
  /** The normalised texts that keyword matches are verified against. */
  searchText: z.string(),
});
export type SearchEntryDoc = z.infer<typeof searchEntryDocSchema>;

export function searchEntryOf(exhibitId: string, doc: ExhibitDoc, now: Date): SearchEntryDoc {
  return {
    exhibitId,
    ownerId: doc.ownerId,
    searchable: doc.searchable,
    live: doc.expiresAt.toMillis() > now.getTime(),
    expiresAt: doc.expiresAt,
    inStock: doc.inStock,
    kindFlags: doc.kindFlags,
    tags: doc.tags,
    areaId: doc.areaId,
    grams: doc.grams,
    searchText: doc.searchText,
  };
}

/** What keeps the entry of an exhibit in step with a write of it: null `after` removes it. */
export interface SearchEntryWrites {
  delete: DocumentReference | null;
  set: { ref: DocumentReference; doc: SearchEntryDoc } | null;
}

export function searchEntryWrites(
  db: Firestore,
  exhibitId: string,
  before: ExhibitDoc | null,
  after: ExhibitDoc | null,
  now: Date,
): SearchEntryWrites {
  const entries = db.collection(SEARCH_ENTRIES);
  const oldKey = before === null ? null : searchEntryKey(exhibitId, before);
  const newKey = after === null ? null : searchEntryKey(exhibitId, after);
  return {
    delete: oldKey !== null && oldKey !== newKey ? entries.doc(oldKey) : null,
    set:
      after === null || newKey === null
        ? null
        : { ref: entries.doc(newKey), doc: searchEntryOf(exhibitId, after, now) },
  };
}

/** Writes the entry of `exhibitId` inside `tx`, beside the write of the exhibit itself. */
export function writeSearchEntryTx(
  db: Firestore,
  tx: Transaction,
  exhibitId: string,
  before: ExhibitDoc | null,
  after: ExhibitDoc | null,
  now: Date | Timestamp,
): void {
  const at = now instanceof Timestamp ? now.toDate() : now;
  const writes = searchEntryWrites(db, exhibitId, before, after, at);
  if (writes.delete !== null) tx.delete(writes.delete);
  if (writes.set !== null) tx.set(writes.set.ref, writes.set.doc);
}
