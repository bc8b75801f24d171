import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../../test/app-errors';
import { searchTextOf } from '../../shared/search-terms';
import type { WantedDoc } from './schema';
import { assertWantedInput, matchesWanted, wantedSearchFields } from './service';

const NOW = new Date('2026-11-26T00:00:00Z');
const DAY = 24 * 60 * 60_000;
const at = (ms: number) => Timestamp.fromMillis(ms);

function post(overrides: Partial<WantedDoc> = {}): WantedDoc {
  const input = { title: 'Office chair', description: '', keywords: 'chair' };
  return {
    accountId: 'hanako',
    uid: 'hanako',
    ...input,
    categoryId: '',
    tagList: [],
    areaId: '',
    until: at(NOW.getTime() + 7 * DAY),
    status: 'open',
    ...wantedSearchFields(input),
    offerCount: 0,
    createdAt: at(NOW.getTime()),
    updatedAt: at(NOW.getTime()),
    ...overrides,
  };
}

const exhibit = {
  ownerId: 'taro',
  areaId: 'main-campus',
  tags: { furniture: true, 'office-chair': true } as Record<string, true>,
  searchText: searchTextOf(['オフィスチェア 2脚', 'mesh office chairs, adjustable']),
};

describe('matchesWanted', () => {
  it('when every keyword is in the exhibit (the search normalisation), then it matches', () => {
    expect(matchesWanted(post({ keywords: 'CHAIR' }), exhibit, NOW)).toBe(true);
    expect(matchesWanted(post({ keywords: 'mesh chair' }), exhibit, NOW)).toBe(true);
    expect(matchesWanted(post({ keywords: 'ｵﾌｨｽ' }), exhibit, NOW)).toBe(true);
    expect(matchesWanted(post({ keywords: 'chair desk' }), exhibit, NOW)).toBe(false);
  });

  it('when the post names a category or area, then the exhibit must be in it (any level)', () => {
    expect(matchesWanted(post({ categoryId: 'furniture', keywords: '' }), exhibit, NOW)).toBe(true);
    expect(matchesWanted(post({ categoryId: 'books', keywords: '' }), exhibit, NOW)).toBe(false);
    expect(matchesWanted(post({ areaId: 'main-campus' }), exhibit, NOW)).toBe(true);
    expect(matchesWanted(post({ areaId: 'north-campus' }), exhibit, NOW)).toBe(false);
  });

  it('when the post is closed, past its date or the poster’s own exhibit, then no match', () => {
    expect(matchesWanted(post({ status: 'closed' }), exhibit, NOW)).toBe(false);
    expect(matchesWanted(post({ until: at(NOW.getTime()) }), exhibit, NOW)).toBe(false);
    expect(matchesWanted(post({ accountId: 'taro' }), exhibit, NOW)).toBe(false);
  });
});

describe('assertWantedInput', () => {
  const input = {
    title: 'Chair',
    description: '',
    categoryId: '',
    keywords: 'chair',
    areaId: '',
    until: new Date(NOW.getTime() + DAY).toISOString(),
  };

  it('when it names neither a category nor a keyword, then 400 at body.keywords', () => {
    expect(codeOf(() => assertWantedInput({ ...input, keywords: ' \u3000 ' }, NOW))).toBe(
      '400 validation_error',
    );
    expect(
      codeOf(() => assertWantedInput({ ...input, categoryId: 'furniture', keywords: '' }, NOW)),
    ).toBeUndefined();
  });

  it('when until is past or more than 180 days ahead, then 400', () => {
    expect(codeOf(() => assertWantedInput({ ...input, until: NOW.toISOString() }, NOW))).toBe(
      '400 validation_error',
    );
    const far = new Date(NOW.getTime() + 181 * DAY).toISOString();
    expect(codeOf(() => assertWantedInput({ ...input, until: far }, NOW))).toBe(
      '400 validation_error',
    );
    const edge = new Date(NOW.getTime() + 180 * DAY).toISOString();
    expect(codeOf(() => assertWantedInput({ ...input, until: edge }, NOW))).toBeUndefined();
  });
});
