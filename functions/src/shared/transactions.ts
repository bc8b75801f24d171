import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { type AppError, serviceBusy } from '../http/errors';

/**
 * Attempts of one transaction before the caller is answered 503 `busy`: the SDK's default, pinned.
 * Between attempts the SDK waits about 1 s, 1.5 s, 2.25 s, 3.4 s (each up to twice that), so the
 * backoff adds at most 16 s to the attempts' own lock waits; more attempts grow it fast (twenty
 * could wait minutes), fewer turn the spec's "50 concurrent bookings: one 201, 49 409" into 503s
 * under the emulator's pessimistic locking.
 */
export const MAX_TRANSACTION_ATTEMPTS = 5;

/**
 * `Retry-After` seconds per gRPC status of a Firestore error that means "try again later", never
 * "this request is wrong". These are the codes the SDK itself reruns a transaction on (so the
 * transaction did not commit), minus CANCELLED, UNKNOWN, INTERNAL and UNAUTHENTICATED, which point
 * at a bug or a configuration and stay 500:
 * - ABORTED (10): contention, e.g. "Transaction lock timeout", "Too much contention".
 * - DEADLINE_EXCEEDED (4) and UNAVAILABLE (14): Firestore is slow or briefly unreachable.
 * - RESOURCE_EXHAUSTED (8): the project's quota or write rate; give it longer.
 */
const RETRY_AFTER_SECONDS: ReadonlyMap<number, number> = new Map([
  [10, 1],
  [4, 2],
  [14, 2],
  [8, 5],
]);

/**
 * The transaction was closed under the caller (the emulator answers a read of an aborted
 * transaction with "Transaction is invalid or closed"; Firestore with "transaction has expired"),
 * whatever the status code says: nothing was committed, so it is contention too.
 */
const CLOSED_TRANSACTION = /transaction is invalid or closed|transaction has expired/i;

/**
 * 503 `busy` for a Firestore error that contention or a passing overload caused; undefined for
 * anything else (which stays what it is). The one place that maps Firestore's retryable errors
 * into the catalogue: `runTransaction` and the error middleware use it.
 */
export function busyFromFirestore(err: unknown): AppError | undefined {
  if (!(err instanceof Error) || !('code' in err) || typeof err.code !== 'number') return undefined;
  const seconds = CLOSED_TRANSACTION.test(err.message) ? 1 : RETRY_AFTER_SECONDS.get(err.code);
  if (seconds === undefined) return undefined;
  const busy = serviceBusy(seconds);
  busy.cause = err; // for the log line; the caller sees only the catalogue's words
  return busy;
}

/**
 * `tx` with its reads checked to run one at a time. Reads started together race: when Firestore
 * (or the emulator) aborts the contended transaction during one, the other fails with
 * "Transaction is invalid or closed", which the SDK does not retry. A read started while another
 * is pending is refused at once, so every test of the code path finds it. One `getAll` of several
 * documents is one read.
 */
export function oneReadAtATime(tx: Transaction): Transaction {
  let reading = false;
  const guarded =
    (read: (...args: unknown[]) => Promise<unknown>) =>
    (...args: unknown[]): Promise<unknown> => {
      if (reading) {
        return Promise.reject(
          new Error(
            'Reads inside a transaction must run one at a time (await each before the next)',
          ),
        );
      }
      reading = true;
      return read.apply(tx, args).finally(() => {
        reading = false;
      });
    };
  return new Proxy(tx, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      return property === 'get' || property === 'getAll' ? guarded(method) : method.bind(target);
    },
  });
}

/** What a caller may add to a transaction that contends on a hot document. */
export interface TransactionOptions {
  /**
   * Transactions of this instance with the same key run one after another instead of together
   * (e.g. `exhibit:{id}` for the stock of one exhibit). Firestore locks pessimistically: N
   * transactions that read one document and then write it wait on each other's read locks until
   * lock timeouts abort them, retry together and abort again, so a burst of 40 ran out of attempts
   * (503) while stock was left. Queued, each runs alone and meets the stock its predecessor left.
   * Other instances still contend, which the transaction keeps correct.
   */
  serializeOn?: string;
  /**
   * Runs outside the transaction when it ran out of attempts, and throws the error a retry would
   * meet (e.g. 409 `insufficient_stock` once the winners of a race took the last items), so the
   * loser learns the outcome instead of 503 `busy`. When it returns, the answer stays 503.
   */
  recheck?: () => Promise<void>;
}

/** The tail of each key's queue (see `serializeOn`); a key leaves the map when its queue is empty. */
const queues = new Map<string, Promise<unknown>>();

/** Runs `run` after every earlier call with the same `key` has settled. */
export async function inTurn<T>(key: string, run: () => Promise<T>): Promise<T> {
  const mine = (queues.get(key) ?? Promise.resolve()).then(run);
  const tail = mine.catch(() => undefined);
  queues.set(key, tail);
  try {
    return await mine;
  } finally {
    if (queues.get(key) === tail) queues.delete(key);
  }
}

/**
 * Every read-write transaction of the API: `update` runs with its reads one at a time, at most
 * `MAX_TRANSACTION_ATTEMPTS` times, and a transaction that still cannot get its locks (or meets
 * Firestore briefly unavailable) fails with 503 `busy` and `Retry-After`: nothing was written,
 * and the same call may be repeated. `options` queue contending calls and recheck a lost race.
 */
export async function runTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
  { serializeOn, recheck }: TransactionOptions = {},
): Promise<T> {
  const attempt = async () => {
    try {
      // eslint-disable-next-line no-restricted-properties -- the one place that starts transactions
      return await db.runTransaction((tx) => update(oneReadAtATime(tx)), {
        maxAttempts: MAX_TRANSACTION_ATTEMPTS,
      });
    } catch (err) {
      const busy = busyFromFirestore(err);
      if (busy === undefined) throw err;
      await recheck?.();
      throw busy;
    }
  };
  return serializeOn === undefined ? attempt() : inTurn(serializeOn, attempt);
}
