import { z } from 'zod';
import { ITEM_KINDS } from '../../model/exhibit';
import { SEARCH_ENTRY_KEY } from '../exhibits';
import type { OwnerExhibitSummary, OwnerItem } from '../../model/exhibit-types';
import type { WithDates } from '../../shared/firestore-docs';
import { queryArray, queryBoolean } from '../../http/validate';
import { pageQuery } from '../../http/paging';
import { idSchema, lookupIdSchema, text } from '../../model/primitives';
import { KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from '../../model/limits';

/**
 * The public side of reuse exhibits (contract "Public"): search, detail, and the summaries that
 * favorites reuse. The documents are written by features/exhibits; this feature only reads them.
 */

/** At most this many keywords per search (longer lists are a 400), of at most this length. */
export { KEYWORD_LENGTH_MAX, KEYWORDS_MAX };

/** Query of `GET /exhibits`. Unknown parameters are ignored. */
export const searchQuery = pageQuery.extend({
  /** Each keyword is ANDed; blank ones are ignored. */
  keywords: queryArray(text(KEYWORD_LENGTH_MAX))
    .pipe(z.array(z.string()).max(KEYWORDS_MAX))
    .default([]),
  kind: z.enum(ITEM_KINDS).optional(),
  owner: idSchema.optional(),
  inStock: queryBoolean.default(false),
  expiredAlso: queryBoolean.default(false),
  /** Any of these areas (OR). */
  areas: queryArray(lookupIdSchema).pipe(z.array(z.string()).max(30)).default([]),
  /** Category ids (top, middle or small); every one must match (AND). Field names: kebab-case only. */
  tag: queryArray(lookupIdSchema).pipe(z.array(z.string()).max(10)).default([]),
  /** The previous page's `next`: this page starts after it (`offset` then counts from there). */
  after: z
    .string()
    .max(200)
    .regex(SEARCH_ENTRY_KEY, 'Expected the next value of a search response')
    .optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const exhibitParams = z.object({ id: idSchema });

// Records: what the store reads (timestamps converted to Date).

/**
 * `exhibits/{id}` as the public pages read it: the owner's summary less what only the owner sees,
 * with its timestamps as the store reads them.
 */
export type ExhibitRecord = WithDates<
  Omit<
    OwnerExhibitSummary,
    'createdBy' | 'activeContactCount' | 'lastDecision' | 'submittedAt' | 'moderation'
  >,
  | 'pickupFrom'
  | 'pickupUntil'
  | 'expiresAt'
  | 'cancelledAt'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
>;

/** `exhibits/{id}/items/{itemId}` */
export type ItemRecord = Omit<OwnerItem, 'tradeCount'>;

/** `accounts/{id}` of an owner or a commenter. */
export interface AccountNameRecord {
  id: string;
  kind: 'user' | 'group';
  name: string;
  withdrawn: boolean;
}

// API shapes (the model's).
export type {
  ExhibitDetail,
  ExhibitDetailResponse,
  ExhibitItem,
  ExhibitListResponse,
  ExhibitOwnerCard,
  ExhibitSearchResponse,
  ExhibitSummary,
} from '../../model/exhibit-types';
