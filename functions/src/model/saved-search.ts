import { z } from 'zod';
import { ITEM_KINDS } from './exhibit-types';
import { KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from './limits';
import { lookupIdSchema, requiredText, text } from './primitives';
import {
  SAVED_SEARCH_LIMITS,
  type SavedSearchInput,
  type SavedSearchQuery,
  type SavedSearchUpdate,
} from './saved-search-types';

export * from './saved-search-types';

/** The request schemas of saved searches (docs/saved-searches.md). */

export const savedSearchQuerySchema = z.strictObject({
  keywords: z.array(text(KEYWORD_LENGTH_MAX)).max(KEYWORDS_MAX),
  kind: z.enum(ITEM_KINDS).nullable(),
  areas: z.array(lookupIdSchema).max(30),
  tags: z.array(lookupIdSchema).max(10),
  inStock: z.boolean(),
}) satisfies z.ZodType<SavedSearchQuery, unknown>;

export const savedSearchInputSchema = z.strictObject({
  name: requiredText(SAVED_SEARCH_LIMITS.nameMax),
  query: savedSearchQuerySchema,
  mail: z.boolean().default(false),
}) satisfies z.ZodType<SavedSearchInput, unknown>;

export const savedSearchUpdateSchema = z.strictObject({
  name: requiredText(SAVED_SEARCH_LIMITS.nameMax),
  mail: z.boolean(),
}) satisfies z.ZodType<SavedSearchUpdate, unknown>;
