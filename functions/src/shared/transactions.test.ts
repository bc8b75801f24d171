import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import {
  MAX_TRANSACTION_ATTEMPTS,
  busyFromFirestore,
  inTurn,
  oneReadAtATime,
  runTransaction,
} from './transactions';

/** An error as the Firestore SDK throws it: gRPC status `code` and "<code> <NAME>: <details>". */
const grpcError = (code: number, message: string) =>
  Object.assign(new Error(message), { code, details: message });

describe('busyFromFirestore', () => {
  it.each([
    [10, '10 ABORTED: Transaction lock timeout.', 1],
    [10, '10 ABORTED: Too much contention on these documents. Please try again.', 1],
    [3, '3 INVALID_ARGUMENT: Transaction is invalid or closed.', 1],
    [3, '3 INVALID_ARGUMENT: The referenced transaction has expired or is no longer valid.', 1],
    [4, '4 DEADLINE_EXCEEDED: Deadline exceeded', 2],
    [14, '14 UNAVAILABLE: Connection dropped', 2],
    [8, '8 RESOURCE_EXHAUSTED: Quota exceeded.', 5],
  ])('when Firestore fails with %i (%s), then 503 busy after %i s', (code, message, seconds) => {
    const busy = busyFromFirestore(grpcError(code, message));
    expect(busy).toBeInstanceOf(AppError);
    expect(busy?.status).toBe(503);
    expect(busy?.code).toBe('busy');
    expect(busy?.retryAfterSeconds).toBe(seconds);
    expect(busy?.message).not.toContain('ABORTED');
  });

  it.each([
    ['a bad argument', grpcError(3, '3 INVALID_ARGUMENT: Value for argument "data" is not valid')],
    ['a missing document', grpcError(5, '5 NOT_FOUND: No document to update')],
    ['a create that found one', grpcError(6, '6 ALREADY_EXISTS: Document already exists')],
    ['a denied call', grpcError(7, '7 PERMISSION_DENIED: Missing or insufficient permissions.')],
    ['an internal error', grpcError(13, '13 INTERNAL: Received RST_STREAM')],
    ['an error with a string code', Object.assign(new Error('ENOENT'), { code: 'ENOENT' })],
    ['a plain error', new Error('10 ABORTED: lookalike without a code')],
    ['an error of the catalogue', new AppError(409, 'conflict', 'Conflict')],
    ['not an error', { code: 10, message: 'Transaction lock timeout.' }],
  ])('when %s is thrown, then it is not contention', (_label, err) => {
    expect(busyFromFirestore(err)).toBeUndefined();
  });
});

/** A stand-in transaction whose reads stay pending until `settle` is called. */
function pendingReads() {
  const settles: (() => void)[] = [];
  const read = () =>
    new Promise<string>((resolve) => {
      settles.push(() => resolve('snapshot'));
    });
  const writes: string[] = [];
  const tx = {
    get: read,
    getAll: read,
    set(this: unknown, path: string) {
      writes.push(path);
      return this;
    },
  };
  const settleAll = () => settles.splice(0).forEach((settle) => settle());
  return { tx: tx as unknown as Transaction, writes, settleAll, started: () => settles.length };
}

describe('oneReadAtATime', () => {
  it('when reads are awaited one after another, then each runs', async () => {
    const { tx, settleAll } = pendingReads();
    const guarded = oneReadAtATime(tx);
    const first = guarded.get({} as never);
    settleAll();
    await expect(first).resolves.toBe('snapshot');
    const second = guarded.getAll({} as never, {} as never);
    settleAll();
    await expect(second).resolves.toBe('snapshot');
  });

  it('when a read starts while another is pending, then it is refused and never sent', async () => {
    const { tx, settleAll, started } = pendingReads();
    const guarded = oneReadAtATime(tx);
    const both = Promise.all([guarded.get({} as never), guarded.get({} as never)]);
    await expect(both).rejects.toThrow(/one at a time/);
    expect(started()).toBe(1);
    settleAll();
  });

  it('when a getAll races a get, then it is refused too', async () => {
    const { tx, settleAll } = pendingReads();
    const guarded = oneReadAtATime(tx);
    const pending = guarded.get({} as never);
    await expect(guarded.getAll({} as never)).rejects.toThrow(/one at a time/);
    settleAll();
    await expect(pending).resolves.toBe('snapshot');
  });

  it('when the transaction writes, then its own methods run on it', () => {
    const { tx, writes } = pendingReads();
    const guarded = oneReadAtATime(tx) as unknown as { set(path: string): unknown };
    expect(guarded.set('a')).toBe(tx);
    expect(writes).toEqual(['a']);
  });
});

describe('runTransaction', () => {
  /** A stand-in Firestore whose runTransaction runs the callback once and fails with `failure`. */
  function firestoreFailingWith(failure: unknown) {
    const calls: { maxAttempts?: number }[] = [];
    const db = {
      async runTransaction(
        update: (tx: Transaction) => Promise<unknown>,
        options: { maxAttempts?: number },
      ) {
        calls.push(options);
        await update(pendingReads().tx);
        if (failure !== undefined) throw failure;
        return 'done';
      },
    };
    return { db: db as unknown as Firestore, calls };
  }

  it('when the transaction commits, then its result, after at most MAX_TRANSACTION_ATTEMPTS', async () => {
    const { db, calls } = firestoreFailingWith(undefined);
    await expect(runTransaction(db, () => Promise.resolve('ignored'))).resolves.toBe('done');
    expect(calls).toEqual([{ maxAttempts: MAX_TRANSACTION_ATTEMPTS }]);
    expect(MAX_TRANSACTION_ATTEMPTS).toBeLessThanOrEqual(5);
  });

  it('when the SDK gives up on a contended transaction, then 503 busy', async () => {
    const { db } = firestoreFailingWith(grpcError(10, '10 ABORTED: Transaction lock timeout.'));
    await expect(runTransaction(db, () => Promise.resolve(1))).rejects.toMatchObject({
      status: 503,
      code: 'busy',
      retryAfterSeconds: 1,
    });
  });

  it('when the callback throws an error of the catalogue or anything else, then that error', async () => {
    const conflict = new AppError(409, 'insufficient_stock', 'No');
    const { db } = firestoreFailingWith(undefined);
    await expect(runTransaction(db, () => Promise.reject(conflict))).rejects.toBe(conflict);
    const bug = new TypeError('x is undefined');
    await expect(runTransaction(db, () => Promise.reject(bug))).rejects.toBe(bug);
  });

  it('when the callback reads in parallel, then it fails before Firestore can race', async () => {
    const { db } = firestoreFailingWith(undefined);
    const parallel = runTransaction(db, (tx) =>
      Promise.all([tx.get({} as never), tx.get({} as never)]),
    );
    await expect(parallel).rejects.toThrow(/one at a time/);
  });

  it("when it ran out of attempts and the recheck finds the race lost, then the rule's error", async () => {
    const { db } = firestoreFailingWith(grpcError(10, '10 ABORTED: Transaction lock timeout.'));
    const gone = new AppError(409, 'insufficient_stock', 'No');
    const lost = runTransaction(db, () => Promise.resolve(1), {
      recheck: () => Promise.reject(gone),
    });
    await expect(lost).rejects.toBe(gone);
  });

  it('when it ran out of attempts and the recheck passes, then still 503 busy', async () => {
    const { db } = firestoreFailingWith(grpcError(10, '10 ABORTED: Transaction lock timeout.'));
    let rechecked = 0;
    const open = runTransaction(db, () => Promise.resolve(1), {
      recheck: () => Promise.resolve(void (rechecked += 1)),
    });
    await expect(open).rejects.toMatchObject({ status: 503, code: 'busy' });
    expect(rechecked).toBe(1);
  });

  it('when it commits or fails for another reason, then the recheck does not run', async () => {
    const { db } = firestoreFailingWith(undefined);
    let rechecked = 0;
    const recheck = () => Promise.resolve(void (rechecked += 1));
    await runTransaction(db, () => Promise.resolve(1), { recheck });
    await expect(
      runTransaction(db, () => Promise.reject(new AppError(409, 'conflict', 'No')), { recheck }),
    ).rejects.toMatchObject({ status: 409 });
    expect(rechecked).toBe(0);
  });

  it('when transactions share a serializeOn key, then they run one after another', async () => {
    const { db } = firestoreFailingWith(undefined);
    const log: string[] = [];
    const slow = (name: string) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`${name} end`);
    };
    await Promise.all([
      runTransaction(db, slow('a'), { serializeOn: 'exhibit:1' }),
      runTransaction(db, slow('b'), { serializeOn: 'exhibit:1' }),
    ]);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end']);
  });
});

describe('inTurn', () => {
  it('runs calls of one key in order, whatever the earlier ones ended with, and keys apart', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = inTurn('k', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      order.push('first');
      throw new Error('first failed');
    });
    const second = inTurn('k', () => Promise.resolve(order.push('second')));
    const other = inTurn('other', () => Promise.resolve(order.push('other')));
    await other;
    expect(order).toEqual(['other']);
    release();
    await expect(first).rejects.toThrow('first failed');
    await second;
    expect(order).toEqual(['other', 'first', 'second']);
  });
});
