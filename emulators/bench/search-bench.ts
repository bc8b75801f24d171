/**
 * `npm run bench:search [-- --count 10000 --searches 200]`: seeds synthetic exhibits into its own
 * Firestore emulator (free ports from 8120) and measures the public search in process
 * (`searchExhibits`, the code of GET /exhibits): latency p50/p95/max, `total`, and the billed
 * Firestore reads per search, for two-keyword searches with filters, for the listing without
 * keywords, and for category pages. Prints tables and writes `.artifacts/search-bench.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { searchExhibits } from '../../functions/src/features/search/routes.js';
import { createExhibitsReadStore } from '../../functions/src/features/search/store.js';
import { PROJECT_ID, ROOT } from '../lib/paths.js';
import { countFirestoreReads } from './count-reads.js';
import { execInFirestoreEmulator } from './emulator.js';
import { random } from './generate-exhibits.js';
import {
  type BenchQuery,
  browseQueries,
  categoryQueries,
  commonKeywordQueries,
  keywordQueries,
} from './queries.js';
import { queryLookups, readLookupsSeed, seedExhibits } from './seed-exhibits.js';
import { type Sample, heaviest, percentile, summarize } from './stats.js';
import { SEARCH_ENTRIES } from '../../functions/src/features/exhibits/search-entry.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    searches: { type: 'string', default: '200' },
    /** Set by the outer run: this process runs inside the emulator. */
    'in-emulator': { type: 'boolean', default: false },
  },
});

function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer`);
  return n;
}
const COUNT = positiveInt('count', values.count);
const SEARCHES = positiveInt('searches', values.searches);
const OUT = path.join(ROOT, '.artifacts', 'search-bench.json');

/**
 * Runs each query once, measured. With `followNext`, each query's first page is read unmeasured
 * and the page after it (`after` = its `next`) is measured: paging on without an offset.
 */
async function measure(
  db: Firestore,
  queries: BenchQuery[],
  now: Date,
  followNext = false,
): Promise<Sample[]> {
  const store = createExhibitsReadStore(db);
  const counter = countFirestoreReads(db);
  const samples: Sample[] = [];
  try {
    for (const bench of queries) {
      let { label, query } = bench;
      if (followNext) {
        const first = await searchExhibits(store, query, null, now);
        if (first.next === null) continue;
        query = { ...query, after: first.next };
        label = `${label} page 2 by next`;
      }
      counter.reset();
      const started = performance.now();
      const result = await searchExhibits(store, query, null, now);
      const ms = performance.now() - started;
      const total = result.totalCapped ? result.total + 1 : result.total;
      samples.push({ label, ms, reads: counter.reads, calls: counter.calls, total });
    }
  } finally {
    counter.restore();
  }
  return samples;
}

/**
 * The emulator's cost of one round trip at this size: p50 of a query that returns one entry. The
 * emulator has no indexes and scans the collection per query, so this grows with the collection;
 * Firestore's query latency depends on the size of the result, not of the collection.
 */
async function emulatorFloorMs(db: Firestore): Promise<number> {
  const one = db.collection(SEARCH_ENTRIES).where('live', '==', true).limit(1);
  const ms: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    await one.get();
    ms.push(performance.now() - started);
  }
  return Math.round(percentile(ms, 50) * 10) / 10;
}

const pct = (share: number) => `${(share * 100).toFixed(share < 0.01 ? 2 : 1)}%`;

async function bench(): Promise<void> {
  const app = initializeApp({ projectId: PROJECT_ID }, `bench-${process.pid}`);
  try {
    const db = getFirestore(app);
    const now = new Date();
    console.log(`Seeding ${COUNT} exhibits into ${process.env.FIRESTORE_EMULATOR_HOST}…`);
    const seeded = await seedExhibits(db, COUNT, now);
    console.log(
      `Seeded ${seeded.exhibits} exhibits and ${seeded.items} items in ${seeded.seconds.toFixed(1)} s;` +
        ` ${seeded.live} searchable and live`,
    );
    const words = seeded.selectivity;
    const show = (list: typeof words) => list.map((w) => `${w.word} ${pct(w.share)}`).join(', ');
    console.log(`One word matches: most common ${show(words.slice(0, 5))}`);
    console.log(`                  rarest ${show(words.slice(-5))}`);

    const lookups = queryLookups(readLookupsSeed());
    const rng = random(7);
    await measure(db, keywordQueries(random(1), lookups, 20), now); // warm-up
    const quarter = Math.ceil(SEARCHES / 4);
    // The word of the vocabulary whose share of the exhibits is nearest a third.
    const common = [...words].sort(
      (a, b) => Math.abs(a.share - 1 / 3) - Math.abs(b.share - 1 / 3),
    )[0] ?? { word: 'office', share: 0 };
    console.log(`Common keyword: ${common.word} (${pct(common.share)})`);
    const groups = {
      'two keywords + filters': await measure(db, keywordQueries(rng, lookups, SEARCHES), now),
      [`one common keyword (${common.word})`]: await measure(
        db,
        commonKeywordQueries(rng, lookups, common.word, quarter),
        now,
      ),
      'home listing (page 1)': await measure(db, browseQueries(rng, lookups, quarter), now),
      'listing page 2 by next': await measure(db, browseQueries(rng, lookups, quarter), now, true),
      'listing page 6 by offset': await measure(db, browseQueries(rng, lookups, quarter, 6), now),
      'one category (page 1)': await measure(db, categoryQueries(rng, lookups, quarter), now),
    };
    const results = Object.fromEntries(Object.entries(groups).map(([k, v]) => [k, summarize(v)]));
    const floorMs = await emulatorFloorMs(db);
    const heavy = heaviest(groups['two keywords + filters'], 8);
    console.table(results);
    console.log('A total of 1,001 above means "1,000 or more" (the count stops at 1,000).');
    console.log(
      `The emulator's floor: a query returning 1 entry takes ${floorMs} ms (p50) at this size;` +
        ' a search makes 2 round trips in a row (entries, then exhibits; the count runs beside).',
    );
    console.log('Keyword searches reading the most documents:');
    console.table(heavy.map((s) => ({ ...s, ms: Math.round(s.ms) })));

    const report = {
      at: now.toISOString(),
      exhibits: seeded.exhibits,
      items: seeded.items,
      liveSearchable: seeded.live,
      seedSeconds: Math.round(seeded.seconds * 10) / 10,
      emulatorFloorMs: floorMs,
      results,
      heaviestKeywordSearches: heavy,
      selectivity: words,
      samples: groups,
    };
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Report: ${path.relative(ROOT, OUT)}`);
  } finally {
    await deleteApp(app);
  }
}

if (values['in-emulator']) {
  await bench();
} else {
  const args = `--count ${COUNT} --searches ${SEARCHES} --in-emulator`;
  process.exitCode = await execInFirestoreEmulator(
    `npx tsx emulators/bench/search-bench.ts ${args}`,
  );
}
