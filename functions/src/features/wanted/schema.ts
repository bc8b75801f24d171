import { z } from 'zod';
import { idSchema, lookupIdSchema, text } from '../../model/primitives';
import { OFFER_STATUSES, WANTED_STATUSES } from '../../model/wanted-types';
import { pageFields } from '../../http/paging';
import { queryArray } from '../../http/validate';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';

export type {
  WantedAcceptResponse,
  WantedListResponse,
  WantedMatchesResponse,
  WantedOffer,
  WantedOfferResponse,
  WantedOffersResponse,
  WantedPost,
  WantedResponse,
} from '../../model/wanted-types';

/**
 * Wanted posts (docs/wanted.md): `wanted/{key}`, the key sorting newest first (so a list reads in
 * document order with equality filters only, like the exhibit search), and their offers
 * `wanted/{key}/offers/{exhibitId}` (one per exhibit).
 */
export const WANTED = 'wanted';
export const OFFERS = 'offers';

export const wantedDocSchema = z.object({
  accountId: z.string(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string(),
  /** The category and its ancestors (a post for "chairs" is listed under "furniture"). */
  tagList: z.array(z.string()),
  keywords: z.string(),
  areaId: z.string(),
  until: timestamp,
  status: z.enum(WANTED_STATUSES),
  /** The grams of title, description and keywords, and their normalised text (the search's). */
  grams: z.record(z.string(), z.literal(true)),
  searchText: z.string(),
  offerCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WantedDoc = z.infer<typeof wantedDocSchema>;

export const offerDocSchema = z.object({
  exhibitId: z.string(),
  exhibitTitle: z.string(),
  accountId: z.string(),
  uid: z.string(),
  message: z.string(),
  /** Offers made before they could be decided read as pending. */
  status: z.enum(OFFER_STATUSES).default('pending'),
  /** The contact the poster's acceptance opened. */
  contactId: z.string().nullable().default(null),
  decidedAt: timestamp.nullable().default(null),
  createdAt: timestamp,
});
export type OfferDoc = z.infer<typeof offerDocSchema>;

/** Keywords per list query: each adds its grams as equality filters. */
export const WANTED_KEYWORDS_MAX = 5;

export const wantedListQuery = z.object({
  keywords: queryArray(text(50)).pipe(z.array(z.string()).max(WANTED_KEYWORDS_MAX)).default([]),
  category: lookupIdSchema.optional(),
  area: lookupIdSchema.optional(),
  ...pageFields(),
});
export type WantedListQuery = z.output<typeof wantedListQuery>;

export const wantedParams = z.object({ id: idSchema });
export const offerParams = z.object({ id: idSchema, offerId: idSchema });
