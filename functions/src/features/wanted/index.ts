/**
 * The public face of the wanted feature: what the runtime's trigger and sweep use of it.
 * Everything else in this folder is internal.
 */
export { closeExpiredWanted, createWantedStore, notifyWantedMatches } from './store';
