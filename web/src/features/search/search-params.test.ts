import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  isFiltered,
  parseSearch,
  searchHref,
  splitKeywords,
  toApiQuery,
  toSearchParams,
} from './search-params';
import { serializeQuery } from '../../lib/api-client';

describe('splitKeywords', () => {
  it('when words are separated by half-width spaces, then each is a keyword', () => {
    expect(splitKeywords('机 椅子')).toEqual(['机', '椅子']);
  });

  it('when words are separated by full-width (ideographic) spaces, then each is a keyword', () => {
    expect(splitKeywords('机\u3000椅子\u3000\u3000本棚')).toEqual(['机', '椅子', '本棚']);
  });

  it('when spaces are mixed, repeated or at the ends, then no empty keyword is left', () => {
    expect(splitKeywords(' \u3000机 \u3000\t椅子  ')).toEqual(['机', '椅子']);
    expect(splitKeywords('\u3000 ')).toEqual([]);
    expect(splitKeywords('')).toEqual([]);
  });

  it('when a keyword repeats, then it is kept once', () => {
    expect(splitKeywords('机 机　机')).toEqual(['机']);
  });

  it('when there are too many or too long keywords, then they are capped', () => {
    const many = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ');
    expect(splitKeywords(many)).toHaveLength(10);
    expect(splitKeywords('あ'.repeat(150))[0]).toHaveLength(100);
  });
});

describe('search state and the address', () => {
  it('when the address holds a search, then it is read back with every filter', () => {
    const params = new URLSearchParams(
      'keywords=%E6%9C%BA&keywords=%E6%A4%85%E5%AD%90&kind=book&areas=north&areas=south&inStock=true&expiredAlso=true&tag=desk&page=3',
    );
    expect(parseSearch(params)).toEqual({
      keywords: ['机', '椅子'],
      kind: 'book',
      areas: ['north', 'south'],
      inStock: true,
      expiredAlso: true,
      tags: ['desk'],
      page: 3,
      after: null,
    });
  });

  it('when a keywords value holds spaces (a typed address), then it is split like the box', () => {
    expect(
      parseSearch(new URLSearchParams('keywords=%E6%9C%BA%E3%80%80%E6%A4%85%E5%AD%90')).keywords,
    ).toEqual(['机', '椅子']);
  });

  it('when values are invalid, then they are ignored', () => {
    const params = new URLSearchParams('kind=car&areas=bad%20id&page=0&inStock=yes&tag=a.b');
    expect(parseSearch(params)).toEqual(EMPTY_SEARCH);
    expect(parseSearch(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('when a search is written and read again, then it is the same (round trip)', () => {
    const search = {
      keywords: ['机', 'chair'],
      kind: 'furniture' as const,
      areas: ['north'],
      inStock: true,
      expiredAlso: false,
      tags: ['desk', 'books'],
      page: 2,
      after: '8222000000000_ex-1',
    };
    expect(parseSearch(toSearchParams(search))).toEqual(search);
  });

  it('when the page starts after a key, then the key is kept from page 2 on and checked', () => {
    const page2 = { ...EMPTY_SEARCH, page: 2, after: '8222000000000_ex-1' };
    expect(searchHref(page2)).toBe('/?page=2&after=8222000000000_ex-1');
    // Back on page 1 (a new search spreads the old state), the key is dropped.
    expect(searchHref({ ...page2, page: 1 })).toBe('/');
    expect(parseSearch(new URLSearchParams('page=2&after=%3Cscript%3E')).after).toBeNull();
  });

  it('when the search is empty and on page 1, then the address is plain /', () => {
    expect(searchHref(EMPTY_SEARCH)).toBe('/');
    expect(toSearchParams({ ...EMPTY_SEARCH, keywords: ['机'] }).toString()).toBe(
      'keywords=%E6%9C%BA',
    );
    expect(searchHref({ ...EMPTY_SEARCH, areas: ['a', 'b'], page: 2 })).toBe(
      '/?areas=a&areas=b&page=2',
    );
  });

  it('isFiltered is false only for a search that narrows nothing', () => {
    expect(isFiltered({ ...EMPTY_SEARCH, page: 4 })).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, inStock: true })).toBe(true);
  });
});

describe('toApiQuery', () => {
  it('sends arrays as repeated keys, flags only when set, limit 20 and the page offset', () => {
    const query = toApiQuery({
      keywords: ['机', '椅子'],
      kind: null,
      areas: ['north', 'south'],
      inStock: true,
      expiredAlso: false,
      tags: ['desk'],
      page: 3,
      after: null,
    });
    expect(serializeQuery(query)).toBe(
      `?keywords=${encodeURIComponent('机')}&keywords=${encodeURIComponent('椅子')}&areas=north&areas=south&tag=desk&inStock=true&limit=20&offset=40`,
    );
  });

  it('for an empty search asks for the first 20', () => {
    expect(serializeQuery(toApiQuery(EMPTY_SEARCH))).toBe('?limit=20&offset=0');
  });

  it('when the page starts after a key, then it asks from there instead of an offset', () => {
    const after = '8222000000000_ex-1';
    expect(serializeQuery(toApiQuery({ ...EMPTY_SEARCH, page: 3, after }))).toBe(
      `?limit=20&after=${after}&offset=0`,
    );
    expect(serializeQuery(toApiQuery({ ...EMPTY_SEARCH, page: 1, after }))).toBe(
      '?limit=20&offset=0',
    );
  });
});
