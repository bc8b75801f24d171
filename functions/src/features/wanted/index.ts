/**
 * The public face of the wanted feature: what the runtime's trigger and sweep use of it.
 * Everything else in this folder is internal.
 */
export { notifyWantedMatches } from './matches';
export { closeExpiredWanted, createWantedStore } from './store';
export { createWantedUseCases } from './use-cases';
