/**
 * The public face of the calendar feeds feature (docs/share-mode.md, Calendar feeds): the store and
 * router `app.ts` wires. Everything else in this folder is internal.
 */
export { createFeedsStore, FEED_TOKENS } from './store';
export { feedsRouter } from './routes';
