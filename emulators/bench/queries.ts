import { type SearchQuery, searchQuery } from '../../functions/src/features/search/schema.js';
import {
  type Lang,
  MODIFIERS,
  PRODUCTS,
  type Rng,
  pick,
  pickWeighted,
  vocabulary,
} from './generate-exhibits.js';

/** The seeded searches of the benchmark, as `GET /exhibits` would parse them. */

export interface BenchQuery {
  /** Keywords and filters, for the report. */
  label: string;
  query: SearchQuery;
}

export interface QueryLookups {
  areaIds: string[];
  /** Top and middle category ids (what a category page or a tag filter uses). */
  tagIds: string[];
}

/** What `GET /exhibits` makes of an empty query string: the defaults each search starts from. */
const BASE: SearchQuery = searchQuery.parse({});

/** Searches people type, always in the set (the examples among them). */
export const FIXED_KEYWORDS: readonly (readonly [string, string])[] = [
  ['椅子', 'オフィス'],
  ['monitor', '24'],
  ['本', '工学'],
  ['試薬', '瓶'],
  ['desk', '120'],
  ['ホワイトボード', '大型'],
  ['used', 'chair'],
  ['コピー用紙', 'A4'],
  ['ノート', 'PC'],
  ['モニター', 'monitor'],
];

function label(q: SearchQuery): string {
  const parts = [q.keywords.length > 0 ? `"${q.keywords.join(' ')}"` : '(no keywords)'];
  if (q.kind) parts.push(`kind=${q.kind}`);
  if (q.tag.length > 0) parts.push(`tag=${q.tag.join(',')}`);
  if (q.areas.length > 0) parts.push(`areas=${q.areas.length}`);
  if (q.inStock) parts.push('inStock');
  if (q.offset > 0) parts.push(`offset=${q.offset}`);
  return parts.join(' ');
}

const bench = (query: SearchQuery): BenchQuery => ({ label: label(query), query });

/** Kind 40 %, in stock 50 %, one or two areas 30 %, a category `tagShare` of the time. */
function withFilters(rng: Rng, lookups: QueryLookups, q: SearchQuery, tagShare = 0): SearchQuery {
  const next = { ...q };
  if (rng() < 0.4) next.kind = pick(rng, ['furniture', 'book', 'consumable'] as const);
  if (rng() < 0.5) next.inStock = true;
  if (rng() < 0.3)
    next.areas = [...new Set([pick(rng, lookups.areaIds), pick(rng, lookups.areaIds)])];
  if (rng() < tagShare) next.tag = [pick(rng, lookups.tagIds)];
  return next;
}

/** A product's word and one of its specs or a modifier: words that occur together. */
function relatedPair(rng: Rng, lang: Lang): [string, string] {
  const p = pickWeighted(rng, PRODUCTS);
  const noun = pick(rng, [p[lang], ...(p.terms?.[lang] ?? [])]);
  const specs = p.specs?.[lang] ?? [];
  const second =
    specs.length > 0 && rng() < 0.6 ? pick(rng, specs) : pick(rng, MODIFIERS[lang]).term;
  return rng() < 0.5 ? [noun, second] : [second, noun];
}

function distinctPair(rng: Rng, first: readonly string[], second: readonly string[]) {
  const a = pick(rng, first);
  let b = pick(rng, second);
  while (b === a) b = pick(rng, second);
  return [a, b] as [string, string];
}

/**
 * `n` two-keyword searches: the fixed ones, then related words (40 %), two words of one language
 * (40 %, mostly rare together) and a Japanese word with an English one (20 %); with filters, a
 * category filter on 20 %.
 */
export function keywordQueries(rng: Rng, lookups: QueryLookups, n: number): BenchQuery[] {
  const ja = vocabulary('ja');
  const en = vocabulary('en');
  return Array.from({ length: n }, (_v, i) => {
    const lang: Lang = rng() < 0.6 ? 'ja' : 'en';
    const roll = rng();
    const keywords =
      FIXED_KEYWORDS[i] ??
      (roll < 0.4
        ? relatedPair(rng, lang)
        : roll < 0.8
          ? distinctPair(rng, lang === 'ja' ? ja : en, lang === 'ja' ? ja : en)
          : distinctPair(rng, ja, en));
    return bench(withFilters(rng, lookups, { ...BASE, keywords: [...keywords] }, 0.2));
  });
}

/** The listing without keywords or categories (the home page), page `page` by offset. */
export function browseQueries(rng: Rng, lookups: QueryLookups, n: number, page = 1): BenchQuery[] {
  const offset = (page - 1) * BASE.limit;
  return Array.from({ length: n }, () => bench(withFilters(rng, lookups, { ...BASE, offset })));
}

/** One keyword alone, as typed into the box: `word` is picked common (a third of the exhibits). */
export function commonKeywordQueries(
  rng: Rng,
  lookups: QueryLookups,
  word: string,
  n: number,
): BenchQuery[] {
  return Array.from({ length: n }, () =>
    bench(withFilters(rng, lookups, { ...BASE, keywords: [word] })),
  );
}

/** A category page: one category, no keywords. */
export function categoryQueries(rng: Rng, lookups: QueryLookups, n: number): BenchQuery[] {
  return Array.from({ length: n }, () =>
    bench(withFilters(rng, lookups, { ...BASE, tag: [pick(rng, lookups.tagIds)] })),
  );
}
