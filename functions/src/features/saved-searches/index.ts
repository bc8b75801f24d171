/**
 * The public face of the saved-searches feature: the store `app.ts` gives its router, the daily
 * digest job and the exhibits trigger's notices that `index.ts` runs. Everything else in this folder is internal.
 */
export { createSavedSearchesStore, notifySavedSearchMatches, notifySavedSearches } from './store';
