import { textProblem } from '@campus/model/text';
import {
  SAVED_SEARCH_LIMITS,
  type SavedSearchQuery,
  type SavedSearchUpdate,
} from '@campus/model/saved-search-types';
import { paths } from '../../../lib/paths';
import type { SearchState } from '../search-params';

/**
 * The saved-search dialog's rules (a name and the daily mail), as the server's
 * `savedSearchInputSchema` and `savedSearchUpdateSchema` have them, and the search as it is saved.
 */

export const SAVED_SEARCH_NAME_MAX = SAVED_SEARCH_LIMITS.nameMax;

export interface SavedSearchValues {
  name: string;
  mail: boolean;
}

export type SavedSearchProblem = 'nameRequired' | 'nameMax' | 'oneLine';

/** What keeps the name from being sent, or null. */
export function savedSearchProblem(values: SavedSearchValues): SavedSearchProblem | null {
  const name = values.name.trim();
  if (textProblem(name, false) !== null) return 'oneLine';
  if (name === '') return 'nameRequired';
  if (name.length > SAVED_SEARCH_NAME_MAX) return 'nameMax';
  return null;
}

/** The body of a rename (PUT) and the name and mail of a new one (POST). */
export function toSavedSearchUpdate(values: SavedSearchValues): SavedSearchUpdate {
  return { name: values.name.trim(), mail: values.mail };
}

/** The home page's search as it is saved: its keywords and filters, without the page. */
export function toSavedSearchQuery(search: SearchState): SavedSearchQuery {
  return {
    keywords: [...search.keywords],
    kind: search.kind,
    areas: [...search.areas],
    tags: [...search.tags],
    inStock: search.inStock,
  };
}

/** A name to start from: the keywords, else `fallback` (cut to the longest name allowed). */
export function defaultSavedSearchName(search: SearchState, fallback: string): string {
  const words = search.keywords.join(' ');
  return (words || fallback).slice(0, SAVED_SEARCH_NAME_MAX);
}

/** The home page's address of a saved search: its keywords and filters, on the first page. */
export function savedSearchHref(query: SavedSearchQuery): string {
  return paths.home.getHref(query);
}
