import {
  DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Query,
  type QuerySnapshot,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';

/**
 * Counts Firestore document reads, writes and deletes as they are billed, by wrapping the admin
 * SDK's methods in this process (the emulator reports no usage: firebase-tools issue #3149). The
 * code measured runs unchanged.
 */

/** A query is billed the documents it returns, at least 1 (projections included). */
export const queryReads = (returned: number): number => Math.max(1, returned);
/** A `count()` aggregation is billed 1 read per 1,000 index entries counted, at least 1. */
export const countReads = (counted: number): number => Math.max(1, Math.ceil(counted / 1000));

/** One document a commit writes or deletes (a `set`, `update`, `create` or `delete`). */
export interface CommittedWrite {
  path: string;
  kind: 'write' | 'delete';
}

export interface CountOptions {
  /**
   * Called before each commit (a single write, a batch, a transaction) reaches Firestore, with the
   * documents it changes: the bill bench reads their "before" state there to run the triggers.
   */
  beforeCommit?: (writes: readonly CommittedWrite[]) => Promise<void>;
}

export interface ReadCounter {
  /** Billed reads since the last reset. */
  readonly reads: number;
  /** Round trips (queries, gets, getAlls, aggregations) since the last reset. */
  readonly calls: number;
  /** Billed document writes (each document of a batch or transaction is one) since the last reset. */
  readonly writes: number;
  /** Billed document deletes since the last reset. */
  readonly deletes: number;
  reset(): void;
  /** Stops counting and restores the SDK. */
  restore(): void;
}

/** An aggregation's query (the SDK does not export `AggregateQuery` at run time). */
interface Aggregate {
  readonly query: Query;
}
type AggregateGet = (this: Aggregate) => Promise<{ data(): { count?: unknown } }>;
/** What `WriteBatch` keeps of each pending write (private in the SDK, stable since v4). */
interface PendingWrites {
  _firestore: Firestore;
  _ops: { docPath: string; op(): { delete?: unknown } }[];
}
type Commit = (this: WriteBatch, options?: unknown) => Promise<unknown>;
type TransactionGet = (this: Transaction, target: unknown) => Promise<unknown>;
type TransactionGetAll = (this: Transaction, ...args: unknown[]) => Promise<DocumentSnapshot[]>;

/** The billed reads of what `Transaction.get` answered: a document, a query or an aggregation. */
function transactionReads(result: unknown): number {
  if (typeof result !== 'object' || result === null) return 1;
  if ('size' in result && typeof result.size === 'number') return queryReads(result.size);
  if ('exists' in result) return 1;
  const count = (result as { data(): { count?: unknown } }).data().count;
  return typeof count === 'number' ? countReads(count) : 1;
}

/**
 * Wraps `Query.get` (collections, filters, cursors, `select`), `DocumentReference.get`,
 * `db.getAll` (1 per document), the `get` of aggregations (`count()`), a transaction's `get` and
 * `getAll`, and the one commit every write goes through (`set`, `update`, `create`, `delete`,
 * batches, transactions, BulkWriter), until `restore()`. Only what runs on `db` counts: another
 * Firestore instance of the process reads without being billed here. One counter at a time.
 */
export function countFirestoreReads(db: Firestore, options: CountOptions = {}): ReadCounter {
  let reads = 0;
  let calls = 0;
  let writes = 0;
  let deletes = 0;
  const tally = (n: number) => {
    reads += n;
    calls += 1;
  };
  const queryGet = Query.prototype.get;
  const docGet = DocumentReference.prototype.get;
  // Reach the aggregation's prototype through an instance.
  const aggregateProto = Object.getPrototypeOf(db.collection('_').count()) as { get: AggregateGet };
  const aggregateGet = aggregateProto.get;
  const transactionGet = (Transaction.prototype as unknown as { get: TransactionGet }).get;
  const transactionGetAll = (Transaction.prototype as unknown as { getAll: TransactionGetAll })
    .getAll;
  const batch = WriteBatch.prototype as unknown as { _commit: Commit };
  const commit = batch._commit;
  const ownGetAll = Object.prototype.hasOwnProperty.call(db, 'getAll');
  const getAll = db.getAll;
  const onDb = (firestore: unknown) => firestore === db;
  const firestoreOf = (target: unknown) => (target as { _firestore?: unknown })._firestore;

  Query.prototype.get = async function (this: Query) {
    const snap = (await queryGet.call(this)) as QuerySnapshot;
    if (onDb(this.firestore)) tally(queryReads(snap.size));
    return snap;
  };
  // `DocumentReference.get` reads through `db.getAll`, synchronously on the call: that read is the
  // document's, counted once.
  let insideDocGet = false;
  DocumentReference.prototype.get = async function (this: DocumentReference) {
    insideDocGet = true;
    let reading: ReturnType<typeof docGet>;
    try {
      reading = docGet.call(this);
    } finally {
      insideDocGet = false;
    }
    const snap = await reading;
    if (onDb(this.firestore)) tally(1);
    return snap;
  };
  db.getAll = async function (this: Firestore, ...args: Parameters<Firestore['getAll']>) {
    const counted = !insideDocGet;
    const snaps = await getAll.apply(this, args);
    if (counted) tally(snaps.length);
    return snaps;
  };
  aggregateProto.get = async function (this: Aggregate) {
    const snap = await aggregateGet.call(this);
    const count = snap.data().count;
    if (onDb(this.query.firestore)) tally(typeof count === 'number' ? countReads(count) : 1);
    return snap;
  };
  (Transaction.prototype as unknown as { get: TransactionGet }).get = async function (target) {
    const result = await transactionGet.call(this, target);
    if (onDb(firestoreOf(this))) tally(transactionReads(result));
    return result;
  };
  (Transaction.prototype as unknown as { getAll: TransactionGetAll }).getAll = async function (
    ...args
  ) {
    const snaps = await transactionGetAll.apply(this, args);
    if (onDb(firestoreOf(this))) tally(snaps.length);
    return snaps;
  };
  batch._commit = async function (this: WriteBatch, commitOptions?: unknown) {
    const pending = this as unknown as PendingWrites;
    if (!onDb(pending._firestore)) return commit.call(this, commitOptions);
    const changed = pending._ops.map(({ docPath, op }): CommittedWrite => {
      return { path: docPath, kind: op().delete === undefined ? 'write' : 'delete' };
    });
    await options.beforeCommit?.(changed);
    const result = await commit.call(this, commitOptions);
    for (const { kind } of changed) {
      if (kind === 'delete') deletes += 1;
      else writes += 1;
    }
    return result;
  };

  return {
    get reads() {
      return reads;
    },
    get calls() {
      return calls;
    },
    get writes() {
      return writes;
    },
    get deletes() {
      return deletes;
    },
    reset() {
      reads = 0;
      calls = 0;
      writes = 0;
      deletes = 0;
    },
    restore() {
      Query.prototype.get = queryGet;
      DocumentReference.prototype.get = docGet;
      aggregateProto.get = aggregateGet;
      (Transaction.prototype as unknown as { get: TransactionGet }).get = transactionGet;
      (Transaction.prototype as unknown as { getAll: TransactionGetAll }).getAll =
        transactionGetAll;
      batch._commit = commit;
      if (ownGetAll) db.getAll = getAll;
      else delete (db as Partial<Pick<Firestore, 'getAll'>>).getAll;
    },
  };
}
