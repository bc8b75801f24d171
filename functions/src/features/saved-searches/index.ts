/**
 * The public face of the saved-searches feature: the store `app.ts` gives its router, and the daily
 * job `index.ts` runs. Everything else in this folder is internal.
 */
export { createSavedSearchesStore, notifySavedSearches } from './store';
