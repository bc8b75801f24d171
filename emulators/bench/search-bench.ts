/**
 * `npm run bench:search [-- --count 10000 --searches 200]`: seeds synthetic exhibits into a Firestore
 * emulator and measures the public search (`searchExhibits`, the GET /exhibits handler's code,
 * in process): latency p50/p95/max and Firestore reads per search, for two-keyword searches with
 * filters, for the listing without keywords, and for category-only searches. Prints a table and
 * writes `.artifacts/search-bench.json`. Started outside the emulators, it runs itself inside
 * `firebase emulators:exec --only firestore` (stop `npm start` first: same ports).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, Timestamp, getFirestore } from 'firebase-admin/firestore';
import {
  draftExhibit,
  readSmallCategories,
  withDerived,
} from '../../functions/src/features/exhibits/store.js';
import type { ExhibitDoc } from '../../functions/src/features/exhibits/schema.js';
import { searchExhibits } from '../../functions/src/features/search/routes.js';
import type { SearchQuery } from '../../functions/src/features/search/schema.js';
import { createExhibitsReadStore } from '../../functions/src/features/search/store.js';
import { exhibitInputSchema, type ItemKind } from '../../functions/src/model/exhibit.js';
import { seedLookups } from '../../functions/src/seed/lookups.js';
import { runFirebase } from '../lib/firebase-cli.js';
import { PROJECT_ID, ROOT } from '../lib/paths.js';
import { countReads, percentile } from './count-reads.js';
import {
  type GeneratedExhibit,
  type Lookups,
  OWNER_IDS,
  type Rng,
  VOCABULARY,
  generateExhibit,
  pick,
  random,
} from './generate-exhibits.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '200' },
  },
});
const COUNT = Number(values.count);
const SEARCHES = Number(values.searches);
const DAY = 86_400_000;

interface LookupsFile {
  areas: { id: string; buildings: { id: string }[] }[];
  secretariats: { id: string }[];
  categories: {
    id: string;
    middleCategories: { smallCategories: { id: string; kind: ItemKind }[] }[];
  }[];
}

function readLookupsFile(): LookupsFile {
  const file = path.join(ROOT, 'emulators', 'seed', 'lookups.json');
  return JSON.parse(readFileSync(file, 'utf8')) as LookupsFile;
}

function lookupsOf(file: LookupsFile): Lookups {
  const categories: Record<ItemKind, string[]> = { furniture: [], book: [], consumable: [] };
  for (const top of file.categories) {
    for (const middle of top.middleCategories) {
      for (const small of middle.smallCategories) categories[small.kind].push(small.id);
    }
  }
  return {
    places: file.areas.map((a) => ({ areaId: a.id, buildingIds: a.buildings.map((b) => b.id) })),
    secretariatIds: file.secretariats.map((s) => s.id),
    categories,
  };
}

/** The stored documents of a generated exhibit, in the state it was generated in. */
function changesOf(g: GeneratedExhibit, created: Date, now: Date): Partial<ExhibitDoc> {
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

async function seed(db: Firestore, now: Date): Promise<number> {
  const started = performance.now();
  const file = readLookupsFile();
  await seedLookups(db, file);
  const lookups = lookupsOf(file);
  const smallCategories = await readSmallCategories(db);
  const writer = db.bulkWriter();
  writer.onWriteError((error) => error.failedAttempts < 5);
  for (const id of OWNER_IDS) {
    void writer.set(db.collection('accounts').doc(id), {
      kind: 'user',
      name: `Owner ${id.slice(-3)}`,
      withdrawn: false,
    });
  }
  const rng = random(20261122);
  for (let i = 0; i < COUNT; i += 1) {
    const g = generateExhibit(rng, lookups, now);
    const input = exhibitInputSchema.parse(g.input);
    const ref = db.collection('exhibits').doc();
    const created = new Date(now.getTime() - g.ageDays * DAY);
    const actor = { uid: g.ownerId, accountId: g.ownerId, name: 'Bench' };
    const { doc, items } = draftExhibit(
      actor,
      input,
      smallCategories,
      created,
      () => ref.collection('items').doc().id,
    );
    const first = items[0];
    if (g.emptyItem !== null && first !== undefined) first.doc.stock = 0;
    void writer.create(ref, withDerived(doc, changesOf(g, created, now), items, smallCategories));
    for (const item of items) void writer.create(ref.collection('items').doc(item.id), item.doc);
  }
  await writer.close();
  return (performance.now() - started) / 1000;
}

const BASE: SearchQuery = {
  keywords: [],
  inStock: false,
  expiredAlso: false,
  areas: [],
  tag: [],
  limit: 20,
  offset: 0,
};

function withFilters(rng: Rng, lookups: LookupsFile, query: SearchQuery): SearchQuery {
  const q = { ...query };
  if (rng() < 0.4) q.kind = pick(rng, ['furniture', 'book', 'consumable'] as const);
  if (rng() < 0.5) q.inStock = true;
  if (rng() < 0.3) {
    const areas = new Set([pick(rng, lookups.areas).id, pick(rng, lookups.areas).id]);
    q.areas = [...areas];
  }
  return q;
}

function keywordQueries(rng: Rng, lookups: LookupsFile, n: number): SearchQuery[] {
  return Array.from({ length: n }, () => {
    const words = VOCABULARY[rng() < 0.6 ? 'ja' : 'en'];
    const first = pick(rng, words);
    let second = pick(rng, words);
    while (second === first) second = pick(rng, words);
    return withFilters(rng, lookups, { ...BASE, keywords: [first, second] });
  });
}

function browseQueries(rng: Rng, lookups: LookupsFile, n: number): SearchQuery[] {
  return Array.from({ length: n }, () =>
    withFilters(rng, lookups, { ...BASE, offset: pick(rng, [0, 0, 20, 100]) }),
  );
}

function categoryQueries(rng: Rng, lookups: LookupsFile, n: number): SearchQuery[] {
  return Array.from({ length: n }, () =>
    withFilters(rng, lookups, { ...BASE, tag: [pick(rng, lookups.categories).id] }),
  );
}

interface Sample {
  ms: number;
  reads: number;
  total: number;
}

interface Summary {
  searches: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  meanReads: number;
  p95Reads: number;
  maxReads: number;
  meanTotal: number;
  p95Total: number;
}

function summarize(samples: Sample[]): Summary {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const ms = samples.map((s) => s.ms);
  const reads = samples.map((s) => s.reads);
  const totals = samples.map((s) => s.total);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    searches: samples.length,
    p50Ms: round(percentile(ms, 50)),
    p95Ms: round(percentile(ms, 95)),
    maxMs: round(Math.max(...ms)),
    meanReads: round(mean(reads)),
    p95Reads: percentile(reads, 95),
    maxReads: Math.max(...reads),
    meanTotal: round(mean(totals)),
    p95Total: percentile(totals, 95),
  };
}

async function measure(db: Firestore, queries: SearchQuery[], now: Date): Promise<Sample[]> {
  const store = createExhibitsReadStore(db);
  const counter = countReads(db);
  const samples: Sample[] = [];
  try {
    for (const query of queries) {
      counter.reads = 0;
      const started = performance.now();
      const result = await searchExhibits(store, query, null, now);
      samples.push({ ms: performance.now() - started, reads: counter.reads, total: result.total });
    }
  } finally {
    counter.restore();
  }
  return samples;
}

async function bench(): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const now = new Date();
    console.log(`Seeding ${COUNT} exhibits into ${process.env.FIRESTORE_EMULATOR_HOST}…`);
    const seedSeconds = await seed(db, now);
    console.log(`Seeded in ${seedSeconds.toFixed(1)} s`);

    const lookups = readLookupsFile();
    const rng = random(7);
    await measure(db, keywordQueries(rng, lookups, 10), now); // warm-up
    const groups = {
      'two keywords + filters': await measure(db, keywordQueries(rng, lookups, SEARCHES), now),
      'no keywords (listing) + filters': await measure(
        db,
        browseQueries(rng, lookups, Math.ceil(SEARCHES / 4)),
        now,
      ),
      'category only + filters': await measure(
        db,
        categoryQueries(rng, lookups, Math.ceil(SEARCHES / 4)),
        now,
      ),
    };
    const report = {
      exhibits: COUNT,
      seedSeconds: Math.round(seedSeconds * 10) / 10,
      at: now.toISOString(),
      results: Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, summarize(v)])),
    };
    console.table(report.results);
    const out = path.join(ROOT, '.artifacts', 'search-bench.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Report: ${path.relative(ROOT, out)}`);
  } finally {
    await deleteApp(app);
  }
}

if (process.env.FIRESTORE_EMULATOR_HOST) {
  await bench();
} else {
  const args = process.argv.slice(2).join(' ');
  process.exitCode = await runFirebase([
    'emulators:exec',
    '--only',
    'firestore',
    `npx tsx emulators/bench/search-bench.ts ${args}`,
  ]);
}
