import { z } from 'zod';
import { idSchema } from '../../model/primitives';
import { savedSearchQuerySchema } from '../../model/saved-search';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

export type {
  SavedSearch,
  SavedSearchesResponse,
  SavedSearchResponse,
} from '../../model/saved-search-types';

/**
 * Saved searches (docs/saved-searches.md): `savedSearches/{id}` of an account (a user or a group),
 * with the time the daily job last looked for new exhibits (`checkedAt`).
 */
export const SAVED_SEARCHES = 'savedSearches';

export const savedSearchDocSchema = z.object({
  accountId: z.string(),
  uid: z.string(),
  name: z.string(),
  query: savedSearchQuerySchema,
  mail: z.boolean(),
  createdAt: timestamp,
  checkedAt: timestamp,
});
export type SavedSearchDoc = z.infer<typeof savedSearchDocSchema>;

export const savedSearchParams = z.object({ id: idSchema });
