import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ExhibitDoc } from '../../functions/src/features/exhibits/schema.js';
import {
  draftExhibit,
  readSmallCategories,
  withDerived,
} from '../../functions/src/features/exhibits/store.js';
import { searchEntryWrites } from '../../functions/src/features/exhibits/search-entry.js';
import { matchesKeywordsIn } from '../../functions/src/shared/search-terms.js';
import { exhibitInputSchema } from '../../functions/src/model/exhibit.js';
import { type LookupsSeed, lookupsSeedSchema, seedLookups } from '../lib/seed-lookups.js';
import { ROOT } from '../lib/paths.js';
import {
  type GeneratedExhibit,
  type Lookups,
  OWNER_IDS,
  generateExhibit,
  random,
  vocabulary,
} from './generate-exhibits.js';
import type { QueryLookups } from './queries.js';

const DAY = 86_400_000;

export function readLookupsSeed(): LookupsSeed {
  const file = path.join(ROOT, 'emulators', 'seed', 'lookups.json');
  return lookupsSeedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export function generatorLookups(seed: LookupsSeed): Lookups {
  return {
    places: seed.areas.map((a) => ({ areaId: a.id, buildingIds: a.buildings.map((b) => b.id) })),
    secretariatIds: seed.secretariats.map((s) => s.id),
  };
}

export function queryLookups(seed: LookupsSeed): QueryLookups {
  return {
    areaIds: seed.areas.map((a) => a.id),
    tagIds: seed.categories.flatMap((c) => [c.id, ...c.middleCategories.map((m) => m.id)]),
  };
}

/** The approval fields of a generated exhibit's state (what the approval steps would have set). */
function stateOf(g: GeneratedExhibit, created: Date, now: Date): Partial<ExhibitDoc> {
  const at = Timestamp.fromDate(created);
  const expiry = g.expired ? { expiresAt: Timestamp.fromMillis(now.getTime() - DAY) } : {};
  switch (g.status) {
    case 'approved':
      return {
        ...expiry,
        approvalStatus: 'approved',
        published: true,
        publishedAt: at,
        submittedAt: at,
      };
    case 'unpublished':
      return {
        ...expiry,
        approvalStatus: 'approved',
        published: false,
        publishedAt: at,
        submittedAt: at,
      };
    case 'wait_junk':
      return { ...expiry, approvalStatus: 'wait_junk', submittedAt: at };
    case 'not_yet':
      return expiry;
  }
}

export interface SeedResult {
  seconds: number;
  exhibits: number;
  items: number;
  /** Searchable and not expired: what a search can find. */
  live: number;
  /** Share of the live exhibits that one search word matches, most common first. */
  selectivity: { word: string; share: number }[];
}

/**
 * Seeds the lookups, `count` exhibits with their items and their owners' accounts. Documents are
 * built by the API's own code (`draftExhibit`, then `withDerived` with the approval state), so the
 * search fields (`grams`, `searchText`, `tags`, `kindFlags`, `searchable`, ...) are what production
 * writes; a BulkWriter without throttling writes them.
 */
export async function seedExhibits(db: Firestore, count: number, now: Date): Promise<SeedResult> {
  const started = performance.now();
  const lookupsSeed = readLookupsSeed();
  await seedLookups(db, lookupsSeed);
  const lookups = generatorLookups(lookupsSeed);
  const smallCategories = await readSmallCategories(db);

  const writer = db.bulkWriter({ throttling: false });
  const failures: Error[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true;
    failures.push(error);
    return false;
  });
  const write = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  for (const id of OWNER_IDS) {
    const account = { kind: 'user', name: `Owner ${id.slice(-3)}`, withdrawn: false };
    write(writer.set(db.collection('accounts').doc(id), account));
  }

  const rng = random(20261122);
  const liveTexts: string[] = [];
  let items = 0;
  for (let i = 0; i < count; i += 1) {
    const g = generateExhibit(rng, lookups, now);
    const ref = db.collection('exhibits').doc();
    const created = new Date(now.getTime() - g.ageDays * DAY);
    const actor = { uid: g.ownerId, accountId: g.ownerId, name: 'Bench' };
    const draft = draftExhibit(
      actor,
      exhibitInputSchema.parse(g.input),
      smallCategories,
      created,
      () => ref.collection('items').doc().id,
    );
    const first = draft.items[0];
    if (g.firstItemEmpty && first !== undefined) first.doc.stock = 0;
    const doc = withDerived(draft.doc, stateOf(g, created, now), draft.items, smallCategories);
    write(writer.create(ref, doc));
    const entry = searchEntryWrites(db, ref.id, null, doc, now).set;
    if (entry !== null) write(writer.create(entry.ref, entry.doc));
    for (const item of draft.items)
      write(writer.create(ref.collection('items').doc(item.id), item.doc));
    items += draft.items.length;
    if (doc.searchable && doc.expiresAt.toMillis() > now.getTime()) liveTexts.push(doc.searchText);
  }
  await writer.close();
  if (failures.length > 0) {
    throw new Error(`${failures.length} seed writes failed, first: ${failures[0]?.message}`);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    exhibits: count,
    items,
    live: liveTexts.length,
    selectivity: selectivity(liveTexts),
  };
}

/** How many of `texts` each search word matches (the search's own verification). */
function selectivity(texts: readonly string[]): { word: string; share: number }[] {
  const words = [...vocabulary('ja'), ...vocabulary('en')];
  return words
    .map((word) => ({
      word,
      share: texts.filter((t) => matchesKeywordsIn(t, [word])).length / Math.max(1, texts.length),
    }))
    .sort((a, b) => b.share - a.share);
}
