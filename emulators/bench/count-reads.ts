import {
  DocumentReference,
  type Firestore,
  Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';

/**
 * Counts Firestore document reads as they are billed, by wrapping the admin SDK's read methods in
 * this process (the emulator reports no usage): a query reads the documents it returns (at least 1,
 * projections included), a document get 1, `getAll` one per document, and a `count()` 1 per 1,000
 * index entries counted (at least 1). The search code runs unchanged.
 */
export interface ReadCounter {
  reads: number;
  /** Stops counting and restores the SDK. */
  restore(): void;
}

export function countReads(db: Firestore): ReadCounter {
  const counter = { reads: 0 };
  const queryGet = Query.prototype.get;
  const docGet = DocumentReference.prototype.get;
  const getAll = db.getAll.bind(db);
  const aggregateProto = Object.getPrototypeOf(db.collection('x').count()) as {
    get: (this: unknown) => Promise<{ data(): { count: number } }>;
  };
  const aggregateGet = aggregateProto.get;

  Query.prototype.get = async function (this: Query) {
    const snap = (await queryGet.call(this)) as QuerySnapshot;
    counter.reads += Math.max(1, snap.size);
    return snap;
  };
  DocumentReference.prototype.get = async function (this: DocumentReference) {
    counter.reads += 1;
    return docGet.call(this);
  };
  db.getAll = async (...args: Parameters<Firestore['getAll']>) => {
    const snaps = await getAll(...args);
    counter.reads += snaps.length;
    return snaps;
  };
  aggregateProto.get = async function (this: unknown) {
    const snap = await aggregateGet.call(this);
    counter.reads += Math.max(1, Math.ceil(snap.data().count / 1000));
    return snap;
  };

  return {
    get reads() {
      return counter.reads;
    },
    set reads(value: number) {
      counter.reads = value;
    },
    restore() {
      Query.prototype.get = queryGet;
      DocumentReference.prototype.get = docGet;
      db.getAll = getAll;
      aggregateProto.get = aggregateGet;
    },
  };
}

/** The p-th percentile (0-100) of `values` by the nearest-rank method; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}
