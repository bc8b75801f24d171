/**
 * The public face of the share-listings feature: what other features use of it (the moderators
 * unpublish listings). Everything else in this folder is internal.
 */
export { shareExhibitDocSchema } from './schema';
export type { ShareExhibitDoc } from './schema';
