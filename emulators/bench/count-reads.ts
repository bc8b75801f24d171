import {
  DocumentReference,
  type Firestore,
  Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';

/**
 * Counts Firestore document reads as they are billed, by wrapping the admin SDK's read methods in
 * this process (the emulator reports no usage). The search code runs unchanged.
 */

/** A query is billed the documents it returns, at least 1 (projections included). */
export const queryReads = (returned: number): number => Math.max(1, returned);
/** A `count()` aggregation is billed 1 read per 1,000 index entries counted, at least 1. */
export const countReads = (counted: number): number => Math.max(1, Math.ceil(counted / 1000));

export interface ReadCounter {
  /** Billed reads since the last reset. */
  readonly reads: number;
  /** Round trips (queries, gets, getAlls, aggregations) since the last reset. */
  readonly calls: number;
  reset(): void;
  /** Stops counting and restores the SDK. */
  restore(): void;
}

type AggregateGet = (this: unknown) => Promise<{ data(): { count?: unknown } }>;

/**
 * Wraps `Query.get` (collections, filters, cursors, `select`), `DocumentReference.get`,
 * `db.getAll` (1 per document) and the `get` of aggregations (`count()`), until `restore()`.
 * One counter at a time: it counts every Firestore instance of the process.
 */
export function countFirestoreReads(db: Firestore): ReadCounter {
  let reads = 0;
  let calls = 0;
  const tally = (n: number) => {
    reads += n;
    calls += 1;
  };
  const queryGet = Query.prototype.get;
  const docGet = DocumentReference.prototype.get;
  // The SDK does not export AggregateQuery at run time: reach its prototype through an instance.
  const aggregateProto = Object.getPrototypeOf(db.collection('_').count()) as { get: AggregateGet };
  const aggregateGet = aggregateProto.get;
  const ownGetAll = Object.prototype.hasOwnProperty.call(db, 'getAll');
  const getAll = db.getAll;

  Query.prototype.get = async function (this: Query) {
    const snap = (await queryGet.call(this)) as QuerySnapshot;
    tally(queryReads(snap.size));
    return snap;
  };
  DocumentReference.prototype.get = async function (this: DocumentReference) {
    const snap = await docGet.call(this);
    tally(1);
    return snap;
  };
  db.getAll = async function (this: Firestore, ...args: Parameters<Firestore['getAll']>) {
    const snaps = await getAll.apply(this, args);
    tally(snaps.length);
    return snaps;
  };
  aggregateProto.get = async function (this: unknown) {
    const snap = await aggregateGet.call(this);
    const count = snap.data().count;
    tally(typeof count === 'number' ? countReads(count) : 1);
    return snap;
  };

  return {
    get reads() {
      return reads;
    },
    get calls() {
      return calls;
    },
    reset() {
      reads = 0;
      calls = 0;
    },
    restore() {
      Query.prototype.get = queryGet;
      DocumentReference.prototype.get = docGet;
      aggregateProto.get = aggregateGet;
      if (ownGetAll) db.getAll = getAll;
      else delete (db as Partial<Pick<Firestore, 'getAll'>>).getAll;
    },
  };
}
