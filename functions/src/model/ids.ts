/**
 * What an id is, as plain constants and a predicate (no zod): the id schemas of `primitives.ts`
 * build on them, and the web app checks ids from the address with them (route parameters, search
 * filters) without zod entering its first-load bundle.
 */

/** The longest id: Firebase Auth uids have at most 128 characters, Firestore auto ids 20. */
export const ID_MAX = 128;
export const ID_CHARS = /^[A-Za-z0-9_-]+$/;
/** Firestore reserves document ids and field names of this shape (`__name__`, `__x__`). */
export const RESERVED_ID = /^__.*__$/;

/** True when `value` is an id: 1-128 of A-Z, a-z, 0-9, `_` and `-`, and not reserved (`__x__`). */
export function isId(value: string): boolean {
  return value.length <= ID_MAX && ID_CHARS.test(value) && !RESERVED_ID.test(value);
}
