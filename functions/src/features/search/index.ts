/**
 * The public face of the search feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { exhibitParams } from './schema';
export type { AccountNameRecord, ExhibitRecord, ExhibitSummary, SearchQuery } from './schema';
export {
  acceptsEntry,
  assertViewable,
  exhibitNotFound,
  isViewable,
  ownerNameOf,
  planSearch,
  toSummary,
} from './service';
export { createExhibitsReadStore, toExhibitRecord } from './store';
export type { ExhibitsReadStore, ListedPage } from './store';
export { listedPage } from './store';
