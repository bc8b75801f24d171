/**
 * The public face of the blocks feature: what other features use of it (the check their
 * transactions make). Everything else in this folder is internal; `app.ts` mounts `routes.ts`.
 */
export { assertNotBlockedTx, blockedBetween, blockedBetweenTx, createBlocksStore } from './store';
export { blockedError } from './service';
