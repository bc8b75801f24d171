import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { SavedSearchDoc } from './schema';
import { digestMail, matchesSavedSearch, savedSearchNotice, searchHref } from './service';

const NOW = new Date('2026-11-26T00:00:00Z');
const doc: SavedSearchDoc = {
  accountId: 'hanako',
  uid: 'hanako',
  name: '本棚',
  query: {
    keywords: ['本棚', 'steel'],
    kind: 'furniture',
    areas: ['main-campus'],
    tags: [],
    inStock: true,
  },
  mail: true,
  createdAt: Timestamp.fromDate(NOW),
  checkedAt: Timestamp.fromDate(NOW),
};
const news = {
  id: 's1',
  doc,
  count: 7,
  exhibits: [
    { id: 'e2', title: 'スチール本棚 2台' },
    { id: 'e1', title: 'Steel shelf' },
  ],
};

describe('searchHref', () => {
  it('when a search has filters, then the home page address the web reads them from', () => {
    expect(searchHref('https://m.example', doc.query)).toBe(
      'https://m.example/?keywords=%E6%9C%AC%E6%A3%9A&keywords=steel&kind=furniture&areas=main-campus&inStock=true',
    );
    expect(
      searchHref('', { ...doc.query, keywords: [], kind: null, areas: [], inStock: false }),
    ).toBe('/');
  });
});

describe('savedSearchNotice', () => {
  it('when there are new exhibits, then one notice naming the newest, with the count', () => {
    expect(savedSearchNotice(news, NOW)).toMatchObject({
      accountId: 'hanako',
      kind: 'saved_search_matched',
      exhibitId: 'e2',
      savedSearch: { id: 's1', name: '本棚', count: 7 },
    });
    expect(savedSearchNotice({ ...news, exhibits: [] }, NOW)).toBeNull();
  });
});

describe('digestMail', () => {
  it('when mailed, then each search with its count, its newest exhibits and links, in the language', () => {
    const ja = digestMail([news], 'https://m.example', 'ja');
    expect(ja.subject).toBe('[キャンパスマーケット] 保存した検索条件の新着出品');
    expect(ja.text).toContain('■ 本棚 (新着 7件)');
    expect(ja.text).toContain('  - スチール本棚 2台  https://m.example/exhibits/e2');
    expect(ja.text).toContain('ほかの出品は検索結果でご覧ください。');
    const en = digestMail([{ ...news, count: 1000 }], '', 'en');
    expect(en.text).toContain('■ 本棚 (1,000 or more new)');
    expect(en.text).not.toContain('http');
  });
});

describe('matchesSavedSearch', () => {
  const exhibit = {
    searchable: true,
    expiresAt: new Date('2026-12-31T00:00:00Z'),
    inStock: true,
    kindFlags: { furniture: true } as Record<string, true>,
    tags: { furniture: true, shelves: true } as Record<string, true>,
    areaId: 'main-campus',
    searchText: 'スチールの本棚 steel shelf',
  };

  it('when the exhibit search would find it, then it matches; each filter can refuse it', () => {
    const query = { ...doc.query, tags: ['shelves'] };
    expect(matchesSavedSearch(query, exhibit, NOW)).toBe(true);
    expect(matchesSavedSearch({ ...query, keywords: ['本棚', 'wood'] }, exhibit, NOW)).toBe(false);
    expect(matchesSavedSearch({ ...query, kind: 'book' }, exhibit, NOW)).toBe(false);
    expect(matchesSavedSearch({ ...query, areas: ['north'] }, exhibit, NOW)).toBe(false);
    expect(matchesSavedSearch({ ...query, tags: ['shelves', 'desks'] }, exhibit, NOW)).toBe(false);
    expect(matchesSavedSearch(query, { ...exhibit, inStock: false }, NOW)).toBe(false);
    expect(matchesSavedSearch(query, { ...exhibit, searchable: false }, NOW)).toBe(false);
    expect(matchesSavedSearch(query, { ...exhibit, expiresAt: NOW }, NOW)).toBe(false);
    // No filters at all: every live exhibit.
    const all = { keywords: [], kind: null, areas: [], tags: [], inStock: false };
    expect(matchesSavedSearch(all, { ...exhibit, inStock: false }, NOW)).toBe(true);
  });
});
