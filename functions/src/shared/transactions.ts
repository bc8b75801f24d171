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

/**
 * Every read-write transaction of the API: `update` runs with its reads one at a time, at most
 * `MAX_TRANSACTION_ATTEMPTS` times, and a transaction that still cannot get its locks (or meets
 * Firestore briefly unavailable) fails with 503 `busy` and `Retry-After`: nothing was written,
 * and the same call may be repeated.
 */
export async function runTransaction<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    // eslint-disable-next-line no-restricted-properties -- the one place that starts transactions
    return await db.runTransaction((tx) => update(oneReadAtATime(tx)), {
      maxAttempts: MAX_TRANSACTION_ATTEMPTS,
    });
  } catch (err) {
    throw busyFromFirestore(err) ?? err;
  }
}
