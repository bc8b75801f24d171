/**
 * The public face of the exhibits feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { STAGE_ROLE, STAGE_STATUSES, decide, exhibitCancelled, moderationHold } from './approval';
export type { ReviewStage } from './approval';
export { exhibitDocSchema, exhibitParams, imageSchema, itemDocSchema } from './schema';
export type {
  ApprovalEntry,
  ExhibitDoc,
  ItemDoc,
  LedgerDoc,
  OwnerExhibitSummary,
  OwnerItem,
} from './schema';
export { approvalStateOf, notExhibitOwner } from './service';
export { allocationBody, toOwnerExhibit, toOwnerExhibitSummary } from './views';
export {
  SEARCH_ENTRIES,
  SEARCH_ENTRY_KEY,
  type SearchEntryDoc,
  searchEntryDocSchema,
  searchEntryKeyAt,
  searchEntryWrites,
  writeSearchEntryTx,
} from './search-entry';
export {
  exhibitPaths,
  exhibitTurn,
  listApprovalEntries,
  readExhibit,
  readExhibitDoc,
  readExhibitTx,
  readSmallCategories,
  recordTransition,
  withDerived,
} from './store';
