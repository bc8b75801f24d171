import {
  DocumentReference,
  Firestore,
  Query,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countFirestoreReads, countReads, queryReads } from './count-reads.js';
import { PRODUCTS, random, vocabulary } from './generate-exhibits.js';
import { keywordQueries } from './queries.js';
import { heaviest, percentile, summarize } from './stats.js';

describe('percentile (nearest rank)', () => {
  it('picks ranks of the sorted values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes samples and ranks the heaviest', () => {
    const samples = [1, 2, 3, 4].map((n) => ({
      label: `q${n}`,
      ms: n,
      reads: n * 10,
      calls: 1,
      total: n,
    }));
    const summary = summarize(samples);
    expect(summary).toMatchObject({ searches: 4, p50Ms: 2, p95Ms: 4, meanReads: 25, maxReads: 40 });
    expect(heaviest(samples, 2).map((s) => s.label)).toEqual(['q4', 'q3']);
  });
});

describe('billed reads', () => {
  it('bills a query its documents, at least 1, and a count 1 per 1,000 entries', () => {
    expect(queryReads(0)).toBe(1);
    expect(queryReads(37)).toBe(37);
    expect(countReads(0)).toBe(1);
    expect(countReads(1000)).toBe(1);
    expect(countReads(1001)).toBe(2);
  });
});

describe('countFirestoreReads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tallies queries, gets, getAll and counts, and restores the SDK', async () => {
    const db = new Firestore({ projectId: 'bench-unit' });
    const aggregate = Object.getPrototypeOf(db.collection('x').count()) as { get: () => unknown };
    const queryGet = vi.spyOn(Query.prototype, 'get').mockResolvedValue({ size: 0 } as never);
    vi.spyOn(DocumentReference.prototype, 'get').mockResolvedValue({} as never);
    vi.spyOn(db, 'getAll').mockResolvedValue([{}, {}, {}] as never);
    vi.spyOn(aggregate, 'get').mockResolvedValue({ data: () => ({ count: 2500 }) });
    const installed = Query.prototype.get;

    const counter = countFirestoreReads(db);
    await db.collection('exhibits').where('a', '==', 1).get(); // empty: 1
    queryGet.mockResolvedValue({ size: 12 } as never);
    await db.collection('exhibits').select('a').limit(20).get(); // 12
    await db.doc('exhibits/e1').get(); // 1
    await db.getAll(db.doc('a/1'), db.doc('a/2'), db.doc('a/3')); // 3
    await db.collection('exhibits').count().get(); // 3
    expect(counter.reads).toBe(1 + 12 + 1 + 3 + 3);
    expect(counter.calls).toBe(5);

    counter.reset();
    expect(counter.reads).toBe(0);
    counter.restore();
    expect(Query.prototype.get).toBe(installed);
    await db.collection('exhibits').get();
    expect(counter.reads).toBe(0);
  });
});

describe('countFirestoreReads: writes, transactions, one instance', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts a document get once, though the SDK reads it through getAll', async () => {
    const db = new Firestore({ projectId: 'bench-unit' });
    vi.spyOn(db, 'getAll').mockResolvedValue([{}] as never);
    const counter = countFirestoreReads(db);
    try {
      await db.doc('counters/u1').get();
      expect(counter.reads).toBe(1);
      await db.getAll(db.doc('a/1'));
      expect(counter.reads).toBe(2);
    } finally {
      counter.restore();
    }
  });

  it('bills each document of a commit a write or a delete, and tells beforeCommit', async () => {
    const db = new Firestore({ projectId: 'bench-unit' });
    const other = new Firestore({ projectId: 'bench-unit' });
    const batchProto = WriteBatch.prototype as unknown as { _commit: () => Promise<unknown> };
    vi.spyOn(batchProto, '_commit').mockResolvedValue([]);
    const seen: string[] = [];
    const counter = countFirestoreReads(db, {
      beforeCommit: (writes) => {
        seen.push(...writes.map((w) => `${w.kind} ${w.path}`));
        return Promise.resolve();
      },
    });
    try {
      await db
        .batch()
        .set(db.doc('a/1'), { x: 1 })
        .update(db.doc('a/2'), { x: 2 })
        .delete(db.doc('a/3'))
        .commit();
      expect([counter.writes, counter.deletes]).toEqual([2, 1]);
      expect(seen).toEqual(['write a/1', 'write a/2', 'delete a/3']);
      await other.batch().set(other.doc('a/1'), { x: 1 }).commit(); // another instance: not billed here
      expect([counter.writes, counter.deletes]).toEqual([2, 1]);
      counter.reset();
      expect([counter.writes, counter.deletes]).toEqual([0, 0]);
    } finally {
      counter.restore();
    }
  });

  it("bills a transaction's reads: a document 1, a query its size, getAll each", async () => {
    const db = new Firestore({ projectId: 'bench-unit' });
    const tx = Transaction.prototype as unknown as {
      get: (target: unknown) => Promise<unknown>;
      getAll: (...refs: unknown[]) => Promise<unknown[]>;
    };
    const get = vi.spyOn(tx, 'get').mockResolvedValue({ exists: true });
    vi.spyOn(tx, 'getAll').mockResolvedValue([{}, {}]);
    const counter = countFirestoreReads(db);
    try {
      // A transaction of `db`, without starting one on a server.
      const run = Object.assign(Object.create(Transaction.prototype) as typeof tx, {
        _firestore: db,
      });
      await run.get(db.doc('a/1'));
      get.mockResolvedValue({ size: 4 });
      await run.get(db.collection('a'));
      await run.getAll(db.doc('a/1'), db.doc('a/2'));
      expect(counter.reads).toBe(1 + 4 + 2);
    } finally {
      counter.restore();
    }
  });
});

describe('benchmark data', () => {
  it('is deterministic and searchable with the words it generates', () => {
    const lookups = { areaIds: ['a', 'b'], tagIds: ['furniture'] };
    expect(keywordQueries(random(3), lookups, 30)).toEqual(keywordQueries(random(3), lookups, 30));
    expect(vocabulary('ja')).toContain('椅子');
    expect(vocabulary('en')).toContain('monitor');
    expect(new Set(PRODUCTS.map((p) => p.ja)).size).toBe(PRODUCTS.length);
  });
});
