import {
  type DocumentSnapshot,
  type OrderByDirection,
  type Query,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { z } from 'zod';

/** A stored timestamp as the admin SDK reads it (stores convert to Date or ISO strings). */
export const timestampSchema = z.instanceof(Timestamp);

/** A wire type whose timestamp fields `K` (ISO strings there) are read from a store as `Date`s. */
export type WithDates<T, K extends keyof T> = {
  [P in keyof T]: P extends K ? (null extends T[P] ? Date | null : Date) : T[P];
};

/**
 * A stored document through its schema. Stores read every document through this, so a document
 * that does not match (written by hand, or by an older version) fails loudly with its path (a 500)
 * rather than reaching a route half-formed.
 */
export function parseDoc<S extends z.ZodType<object>>(
  schema: S,
  snap: DocumentSnapshot,
): z.output<S> {
  const result = schema.safeParse(snap.data());
  if (!result.success) {
    throw new Error(`Malformed document ${snap.ref.path}: ${result.error.message}`);
  }
  return result.data;
}

/**
 * One page of a list: the documents of `query` in `orderBy` order from `offset`, at most `limit`,
 * and how many documents the whole query matches (its `total`, counted by an aggregation, so the
 * skipped documents are not read twice).
 */
export async function readPage(
  query: Query,
  orderBy: string,
  direction: OrderByDirection,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ docs: QueryDocumentSnapshot[]; total: number }> {
  const [page, count] = await Promise.all([
    query.orderBy(orderBy, direction).offset(offset).limit(limit).get(),
    query.count().get(),
  ]);
  return { docs: page.docs, total: count.data().count };
}
