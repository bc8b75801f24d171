import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';

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
