import { isId } from '@campus/model/ids';
import { KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from '@campus/model/limits';
import type { QueryParams } from '../../lib/api-client';
import { ITEM_KINDS, type ItemKind } from '../../lib/exhibit-types';
import { homeSearchParams, paths } from '../../lib/paths';
import { pageOf } from '../../lib/paging';

/**
 * The search of the home page lives in the address (`/?keywords=机&keywords=椅子&areas=north&page=2`),
 * so a reload, a shared link and the back and forward buttons all keep it. These pure functions turn
 * the address into the search and back, and the search into the API's query (GET /api/v1/exhibits,
 * arrays as repeated keys).
 */

export const SEARCH_PAGE_SIZE = 20;

export interface SearchState {
  keywords: string[];
  kind: ItemKind | null;
  areas: string[];
  inStock: boolean;
  expiredAlso: boolean;
  /** Category ids (any level) from the browse-by-category panel. */
  tags: string[];
  /** From 1. */
  page: number;
  /**
   * Where this page starts: the previous page's `next` (the "next" link carries it), so the server
   * reads on from there instead of reading the pages before again. Ignored on page 1; without it a
   * page is found by its offset.
   */
  after: string | null;
}

/** A search response's `next` as the server makes it (an entry key). */
const AFTER = /^\d{13}_[A-Za-z0-9_-]{1,128}$/;

export const EMPTY_SEARCH: SearchState = {
  keywords: [],
  kind: null,
  areas: [],
  inStock: false,
  expiredAlso: false,
  tags: [],
  page: 1,
  after: null,
};

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * Keywords as typed: split on any run of white space, the full-width (ideographic) space included,
 * without empty or repeated ones; at most 10 of at most 100 characters each.
 */
export function splitKeywords(text: string): string[] {
  return unique(
    text
      .split(/[\s\u3000]+/u)
      .filter((word) => word !== '')
      .map((word) => word.slice(0, KEYWORD_LENGTH_MAX)),
  ).slice(0, KEYWORDS_MAX);
}

/** Keywords as shown in the search box: joined by a space. */
export function joinKeywords(keywords: readonly string[]): string {
  return keywords.join(' ');
}

function isKind(value: string | null): value is ItemKind {
  return value !== null && (ITEM_KINDS as readonly string[]).includes(value);
}

export function parseSearch(params: URLSearchParams): SearchState {
  const kind = params.get('kind');
  return {
    keywords: splitKeywords(params.getAll('keywords').join(' ')),
    kind: isKind(kind) ? kind : null,
    areas: unique(params.getAll('areas').filter(isId)),
    inStock: params.get('inStock') === 'true',
    expiredAlso: params.get('expiredAlso') === 'true',
    tags: unique(params.getAll('tag').filter(isId)),
    page: pageOf(params.get('page')),
    after: AFTER.test(params.get('after') ?? '') ? params.get('after') : null,
  };
}

export function toSearchParams(state: SearchState): URLSearchParams {
  return homeSearchParams(state);
}

/** The home page's address for `state`. */
export function searchHref(state: SearchState): string {
  return paths.home.getHref(state);
}

/** True when the search narrows anything (an empty search lists every exhibit on display). */
export function isFiltered(state: SearchState): boolean {
  return (
    state.keywords.length > 0 ||
    state.kind !== null ||
    state.areas.length > 0 ||
    state.inStock ||
    state.expiredAlso ||
    state.tags.length > 0
  );
}

/** The query of GET /api/v1/exhibits for `state` (limit 20; after the key, or the page's offset). */
export function toApiQuery(state: SearchState): QueryParams {
  const after = state.page > 1 ? state.after : null;
  return {
    keywords: state.keywords,
    kind: state.kind ?? undefined,
    areas: state.areas,
    tag: state.tags,
    inStock: state.inStock ? true : undefined,
    expiredAlso: state.expiredAlso ? true : undefined,
    limit: SEARCH_PAGE_SIZE,
    ...(after === null ? { offset: (state.page - 1) * SEARCH_PAGE_SIZE } : { after, offset: 0 }),
  };
}
