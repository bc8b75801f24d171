import { isId } from '@campus/model/ids';
import type { QueryParams } from '../../lib/api-client';
import { pageOf } from '../../lib/paging';
import { paths } from '../../lib/paths';

/**
 * The search of the wanted list lives in the address (`/wanted?keywords=本棚&category=furniture&
 * area=north&page=2`), so reload, links and back keep it. Pure functions between the address, the
 * search and the API's query (GET /api/v1/wanted).
 */

export const WANTED_PAGE_SIZE = 20;
/** What the list's query takes: at most 5 keywords of at most 50 characters. */
export const WANTED_KEYWORDS_MAX = 5;
export const WANTED_KEYWORD_LENGTH_MAX = 50;

export interface WantedSearch {
  keywords: string[];
  /** A category of any level, or '' for any. */
  category: string;
  /** An area, or '' for any. */
  area: string;
  /** From 1. */
  page: number;
}

export const EMPTY_WANTED_SEARCH: WantedSearch = { keywords: [], category: '', area: '', page: 1 };

/** The words typed, split on any blanks, each once, capped as the API takes them. */
export function splitWantedKeywords(text: string): string[] {
  const words = text
    .split(/[\s\u3000]+/u)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, WANTED_KEYWORD_LENGTH_MAX));
  return [...new Set(words)].slice(0, WANTED_KEYWORDS_MAX);
}

const idOrAny = (value: string | null) => (value !== null && isId(value) ? value : '');

export function parseWantedSearch(params: URLSearchParams): WantedSearch {
  return {
    keywords: splitWantedKeywords(params.getAll('keywords').join(' ')),
    category: idOrAny(params.get('category')),
    area: idOrAny(params.get('area')),
    page: pageOf(params.get('page')),
  };
}

/** The list's address for `search`. */
export function wantedSearchHref(search: WantedSearch): string {
  const params = new URLSearchParams();
  for (const keyword of search.keywords) params.append('keywords', keyword);
  if (search.category) params.set('category', search.category);
  if (search.area) params.set('area', search.area);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `${paths.wanted.getHref()}?${query}` : paths.wanted.getHref();
}

/** The query of GET /api/v1/wanted for `search`. */
export function toWantedQuery(search: WantedSearch): QueryParams {
  return {
    keywords: search.keywords,
    category: search.category || undefined,
    area: search.area || undefined,
    limit: WANTED_PAGE_SIZE,
    offset: (search.page - 1) * WANTED_PAGE_SIZE,
  };
}
