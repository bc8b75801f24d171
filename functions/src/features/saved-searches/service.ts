import { type AppError, conflict, forbidden, notFound } from '../../http/errors';
import { TOO_MANY_SAVED_SEARCHES } from '../../model/error-codes';
import { FORBIDDEN } from '../../model/wire';
import type { Language } from '../../model/identity-types';
import {
  SAVED_SEARCH_LIMITS,
  type SavedSearch,
  type SavedSearchQuery,
} from '../../model/saved-search-types';
import type { SearchQuery } from '../search';
import type { NoticeDraft } from '../../shared/notices';
import { matchesKeywordsIn } from '../../shared/search-terms';
import type { SavedSearchDoc } from './schema';

/** Rules of saved searches (docs/saved-searches.md); no Firestore in here. */

export const savedSearchNotFound = (): AppError => notFound('Saved search not found');
export const notSearchOwner = (): AppError =>
  forbidden(FORBIDDEN, 'Only the account that saved it may change it');
export const tooManySavedSearches = (): AppError =>
  conflict(
    TOO_MANY_SAVED_SEARCHES,
    `An account saves at most ${SAVED_SEARCH_LIMITS.max} searches: delete one first`,
  );

export function toSavedSearch(id: string, doc: SavedSearchDoc): SavedSearch {
  return {
    id,
    name: doc.name,
    query: doc.query,
    mail: doc.mail,
    createdAt: doc.createdAt.toDate().toISOString(),
    checkedAt: doc.checkedAt.toDate().toISOString(),
  };
}

/** The exhibit search's query for a saved search: its first `limit` matches, live ones only. */
export function searchQueryOf(query: SavedSearchQuery, limit: number): SearchQuery {
  return {
    keywords: query.keywords,
    ...(query.kind !== null && { kind: query.kind }),
    inStock: query.inStock,
    expiredAlso: false,
    areas: query.areas,
    tag: query.tags,
    limit,
    offset: 0,
  };
}

/** What a saved search is matched against: a newly approved exhibit's derived fields. */
export interface MatchableExhibit {
  searchable: boolean;
  expiresAt: Date;
  inStock: boolean;
  kindFlags: Readonly<Record<string, true>>;
  tags: Readonly<Record<string, true>>;
  areaId: string;
  searchText: string;
}

/**
 * Whether the exhibit search would find `exhibit` for a saved search: published and not expired,
 * of the search's kind, in stock if it asks, in one of its areas, in every one of its categories,
 * and containing every keyword (the search's normalisation and verification).
 */
export function matchesSavedSearch(
  query: SavedSearchQuery,
  exhibit: MatchableExhibit,
  now: Date,
): boolean {
  const keywords = query.keywords.filter((k) => k.trim() !== '');
  return (
    exhibit.searchable &&
    exhibit.expiresAt.getTime() > now.getTime() &&
    (query.kind === null || exhibit.kindFlags[query.kind] === true) &&
    (!query.inStock || exhibit.inStock) &&
    (query.areas.length === 0 || query.areas.includes(exhibit.areaId)) &&
    query.tags.every((tag) => exhibit.tags[tag] === true) &&
    (keywords.length === 0 || matchesKeywordsIn(exhibit.searchText, keywords))
  );
}

/** What the daily job found for one saved search. */
export interface SavedSearchNews {
  id: string;
  doc: SavedSearchDoc;
  /** How many new exhibits match (the count is capped at 1,000). */
  count: number;
  /** The newest of them, newest first (at most a few, for the notice and the mail). */
  exhibits: { id: string; title: string }[];
}

/** The notice of a saved search's new exhibit (`exhibits[0]`; `count` 1 from the trigger). */
export function savedSearchNotice(news: SavedSearchNews, now: Date): NoticeDraft | null {
  const newest = news.exhibits[0];
  if (newest === undefined) return null;
  return {
    accountId: news.doc.accountId,
    role: 'customer',
    kind: 'saved_search_matched',
    exhibitId: newest.id,
    exhibitTitle: newest.title,
    favorite: null,
    comment: null,
    savedSearch: {
      id: news.id,
      name: news.doc.name,
      query: news.doc.query,
      count: news.count,
    },
    createdAt: now,
    confirmedAt: null,
  };
}

const DIGEST: Record<
  Language,
  { subject: string; intro: string; count: (n: number) => string; more: string; optOut: string }
> = {
  ja: {
    subject: '[キャンパスマーケット] 保存した検索条件の新着出品',
    intro: '保存した検索条件に合う新しい出品があります。',
    count: (n) => (n >= 1000 ? '新着 1,000件以上' : `新着 ${n}件`),
    more: 'ほかの出品は検索結果でご覧ください。',
    optOut: 'このメールは、保存した検索条件の「メールで知らせる」をオフにすると止まります。',
  },
  en: {
    subject: '[Campus Marketplace] New exhibits for your saved searches',
    intro: 'New exhibits match your saved searches.',
    count: (n) => (n >= 1000 ? '1,000 or more new' : `${n} new`),
    more: 'See the others in the search results.',
    optOut: 'Turn "E-mail me" off on a saved search to stop these e-mails.',
  },
};

/** The home page's address of a saved search (the web's search parameters). */
export function searchHref(origin: string, query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const keyword of query.keywords) params.append('keywords', keyword);
  if (query.kind !== null) params.set('kind', query.kind);
  for (const area of query.areas) params.append('areas', area);
  for (const tag of query.tags) params.append('tag', tag);
  if (query.inStock) params.set('inStock', 'true');
  const search = params.toString();
  return `${origin}/${search === '' ? '' : `?${search}`}`;
}

/** The daily digest of an account's saved searches that asked for mail, in one language. */
export function digestMail(
  news: readonly SavedSearchNews[],
  origin: string,
  language: Language,
): { subject: string; text: string } {
  const w = DIGEST[language];
  const lines = [w.intro, ''];
  for (const item of news) {
    lines.push(`■ ${item.doc.name} (${w.count(item.count)})`);
    for (const exhibit of item.exhibits) {
      lines.push(
        `  - ${exhibit.title}${origin === '' ? '' : `  ${origin}/exhibits/${exhibit.id}`}`,
      );
    }
    if (item.count > item.exhibits.length) lines.push(`  ${w.more}`);
    if (origin !== '') lines.push(`  ${searchHref(origin, item.doc.query)}`);
    lines.push('');
  }
  lines.push('-- ', w.optOut);
  return { subject: w.subject, text: lines.join('\n') };
}
