import type { ItemKind } from './exhibit-types';

/**
 * Saved searches (docs/saved-searches.md) on the wire, dates as ISO 8601 strings. Plain constants
 * and types (no zod, no Firebase): the saved-searches feature and the web app import this module;
 * the zod schemas are in `saved-search.ts`.
 */

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per account. */
  max: 20,
  nameMax: 50,
} as const;

/** The search of the home page as it is saved: its keywords and filters (no page). */
export interface SavedSearchQuery {
  keywords: string[];
  kind: ItemKind | null;
  areas: string[];
  /** Category ids (any level). */
  tags: string[];
  inStock: boolean;
}

/** `POST /api/v1/home/saved-searches`. */
export interface SavedSearchInput {
  name: string;
  query: SavedSearchQuery;
  /** A daily e-mail digest of its new exhibits (with the profile's mail setting on). */
  mail: boolean;
}

/** `PUT /api/v1/home/saved-searches/{id}`: rename, and the digest on or off. */
export interface SavedSearchUpdate {
  name: string;
  mail: boolean;
}

export interface SavedSearch {
  id: string;
  name: string;
  query: SavedSearchQuery;
  mail: boolean;
  createdAt: string;
  /** Until when the daily job has looked for new exhibits (created: the time it was saved). */
  checkedAt: string;
}

/** `GET /api/v1/home/saved-searches`: the current identity's, newest first (at most 20). */
export interface SavedSearchesResponse {
  savedSearches: SavedSearch[];
}

export interface SavedSearchResponse {
  savedSearch: SavedSearch;
}
