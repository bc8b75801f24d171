/**
 * The public face of the groups feature: what other features and `http/` use of it.
 * Everything else in this folder is internal; ESLint refuses imports that reach past this file.
 */
export { INVITATION_MAIL_MAX, invitationMailSchema } from './schema';
export type { GroupKind } from './schema';
export { notGroupAdmin } from './service';
