import { describe, expect, it } from 'vitest';
import { serializeQuery } from '../../lib/api-client';
import {
  EMPTY_WANTED_SEARCH,
  parseWantedSearch,
  splitWantedKeywords,
  toWantedQuery,
  wantedSearchHref,
} from './wanted-params';

describe('wanted search and the address', () => {
  it('reads keywords, category, area and page back from the address', () => {
    const params = new URLSearchParams(
      'keywords=%E6%9C%AC%E6%A3%9A&keywords=%E3%82%B9%E3%83%81%E3%83%BC%E3%83%AB&category=furniture&area=north&page=2',
    );
    expect(parseWantedSearch(params)).toEqual({
      keywords: ['本棚', 'スチール'],
      category: 'furniture',
      area: 'north',
      page: 2,
    });
  });

  it('drops what the API would refuse: ids that are no ids, a page that is no page', () => {
    expect(parseWantedSearch(new URLSearchParams('category=a.b&area=%E5%8C%97&page=x'))).toEqual(
      EMPTY_WANTED_SEARCH,
    );
  });

  it('splits keywords on any blank, keeps each once, at most 5 of at most 50 characters', () => {
    expect(splitWantedKeywords(' 本棚\u3000本棚  机 ')).toEqual(['本棚', '机']);
    expect(splitWantedKeywords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(splitWantedKeywords('あ'.repeat(60))[0]).toHaveLength(50);
  });

  it('writes the address back, without what is empty or the first page', () => {
    expect(wantedSearchHref(EMPTY_WANTED_SEARCH)).toBe('/wanted');
    const search = { keywords: ['本棚', '机'], category: 'books', area: 'south', page: 3 };
    expect(wantedSearchHref(search)).toBe(
      '/wanted?keywords=%E6%9C%AC%E6%A3%9A&keywords=%E6%9C%BA&category=books&area=south&page=3',
    );
    expect(parseWantedSearch(new URL(wantedSearchHref(search), 'http://x').searchParams)).toEqual(
      search,
    );
  });

  it('asks the API for a page of 20 by offset, the keywords as repeated keys', () => {
    expect(serializeQuery(toWantedQuery(EMPTY_WANTED_SEARCH))).toBe('?limit=20&offset=0');
    expect(
      serializeQuery(toWantedQuery({ keywords: ['a', 'b'], category: 'books', area: '', page: 2 })),
    ).toBe('?keywords=a&keywords=b&category=books&limit=20&offset=20');
  });
});
