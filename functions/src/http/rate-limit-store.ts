import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';

/** The counters of one identity in one bucket, by window key (see `rate-limit.ts`). */
export type WindowCounts = Readonly<Record<string, number>>;

export interface RateLimitStore {
  /** Adds `increments` to the counters of `id` and answers the counters read back afterwards. */
  spend(id: string, increments: WindowCounts, expiresAt: Date): Promise<WindowCounts>;
  /** Takes `increments` back (a refused call); nothing is read. */
  refund(id: string, increments: WindowCounts): Promise<void>;
}

/** `rateLimits/{bucket}:{uid}:{period}` documents; a TTL policy on `expiresAt` deletes old ones. */
export const RATE_LIMITS_COLLECTION = 'rateLimits';

function merged(increments: WindowCounts, sign: 1 | -1): Record<string, FieldValue> {
  return Object.fromEntries(
    Object.entries(increments).map(([key, n]) => [key, FieldValue.increment(sign * n)]),
  );
}

function countsOf(data: Record<string, unknown> | undefined): WindowCounts {
  const counts: unknown = data?.counts;
  if (typeof counts !== 'object' || counts === null) return {};
  return Object.fromEntries(
    Object.entries(counts).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/**
 * Blind merges with `FieldValue.increment` (no transaction, so concurrent calls never contend for
 * a lock), then a read: Firestore is strongly consistent, so the read includes this call's write.
 */
export function createRateLimitStore(db: Firestore): RateLimitStore {
  const doc = (id: string) => db.collection(RATE_LIMITS_COLLECTION).doc(id);
  return {
    async spend(id, increments, expiresAt) {
      const ref = doc(id);
      await ref.set(
        { counts: merged(increments, 1), expiresAt: Timestamp.fromDate(expiresAt) },
        { merge: true },
      );
      return countsOf((await ref.get()).data());
    },
    async refund(id, increments) {
      await doc(id).set({ counts: merged(increments, -1) }, { merge: true });
    },
  };
}
