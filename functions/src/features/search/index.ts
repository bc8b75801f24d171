/**
 * The public face of the search feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { exhibitParams } from './schema';
export type { AccountNameRecord, ExhibitRecord, ExhibitSummary } from './schema';
export { assertViewable, exhibitNotFound, isViewable, ownerNameOf, toSummary } from './service';
export { toExhibitRecord } from './store';
export type { ExhibitsReadStore } from './store';
