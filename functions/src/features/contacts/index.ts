/**
 * The public face of the contacts feature: what other features use of it. Everything else
 * in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { ACTIVE_STATUSES } from './lifecycle';
export { contactDocSchema, messageDocSchema, roleQuery, todoDocSchema } from './schema';
export type { ContactDoc, MessageDoc, TodoDoc } from './schema';
export { ownExhibit, toContactBody } from './service';
export { openContactTx } from './open-contact';
export { pickupIcsEvent } from './calendar';
