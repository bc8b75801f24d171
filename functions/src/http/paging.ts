import { z } from 'zod';
import { queryInt } from './validate';

/** Lists answer at most this many entries a page. */
export const PAGE_LIMIT_MAX = 100;
/** Offsets past this are refused: Firestore reads (and bills) every skipped document. */
export const PAGE_OFFSET_MAX = 100_000;

/**
 * `limit` (1-100, `defaultLimit` when absent) and `offset` (0 when absent), the paging of every
 * list. Spread it into a query schema (`z.object({ status, ...pageFields() })`) so the paging
 * fields come where the list's own fields leave them.
 */
export function pageFields(defaultLimit = 20) {
  return {
    limit: queryInt.pipe(z.number().int().min(1).max(PAGE_LIMIT_MAX)).default(defaultLimit),
    offset: queryInt.pipe(z.number().int().max(PAGE_OFFSET_MAX)).default(0),
  };
}

/** `?limit&offset` of a list that takes nothing else. */
export const pageQuery = z.object(pageFields());
