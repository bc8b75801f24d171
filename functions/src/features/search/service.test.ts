import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import type { CandidateRecord, ExhibitRecord, ItemRecord, SearchQuery } from './schema';
import {
  QUERY_GRAMS_MAX,
  assertViewable,
  compareNewest,
  isViewable,
  passesFilters,
  planSearch,
  spreadPick,
  toDetail,
  toSummary,
} from './service';
import { queryGramsOf } from '../../shared/search-terms';

const QUERY: SearchQuery = {
  keywords: [],
  inStock: false,
  expiredAlso: false,
  areas: [],
  tag: [],
  limit: 20,
  offset: 0,
};
const NOW = new Date('2026-04-01T00:00:00Z');
const at = (iso: string) => new Date(iso);

const candidate = (overrides: Partial<CandidateRecord> = {}): CandidateRecord => ({
  id: 'e1',
  ownerId: 'alice',
  searchable: true,
  expiresAt: at('2026-05-01T00:00:00Z'),
  publishedAt: at('2026-03-01T00:00:00Z'),
  createdAt: at('2026-02-01T00:00:00Z'),
  stockTotal: 1,
  areaId: 'north',
  kinds: ['furniture'],
  ...overrides,
});

const exhibit: ExhibitRecord = {
  id: 'e1',
  type: 'reuse',
  ownerId: 'alice',
  title: 'Desk',
  description: 'Wooden',
  itemManager: 'Manager',
  managerEmail: 'm@campus.example.ac.jp',
  place: { areaId: 'north', buildingId: 'b1', room: '101' },
  pickupFrom: at('2026-04-02T00:00:00Z'),
  pickupUntil: at('2026-04-10T00:00:00Z'),
  expiresAt: at('2026-05-01T00:00:00Z'),
  secretariatId: 's1',
  memo: 'secret',
  loan: false,
  loanDays: null,
  published: true,
  approvalStatus: 'approved',
  displayState: 'on_display',
  cancelledAt: null,
  favoriteCount: 2,
  contactCount: 0,
  commentCount: 1,
  itemCount: 1,
  stockTotal: 1,
  kinds: ['furniture'],
  categoryIds: ['desk'],
  areaId: 'north',
  searchable: true,
  thumbnailUri: null,
  thumbnailVariants: [],
  createdAt: at('2026-02-01T00:00:00Z'),
  updatedAt: at('2026-02-02T00:00:00Z'),
  publishedAt: at('2026-03-01T00:00:00Z'),
};

const item: ItemRecord = {
  id: 'i1',
  name: 'Desk',
  description: '',
  categoryId: 'desk',
  kind: 'furniture',
  stock: 1,
  condition: 'clean',
  book: null,
  assetInfo: {
    assetCategory: 'consumable',
    assetNumber: '',
    budgetSource: 'unknown',
    projectCode: '',
    acquisitionDate: null,
    acquisitionPrice: null,
  },
  images: [],
  order: 0,
};

describe('identity and viewability', () => {
  it('when not searchable, then viewable by the owner only', () => {
    const hidden = { searchable: false, ownerId: 'alice' };
    expect(isViewable(hidden, 'alice')).toBe(true);
    expect(isViewable(hidden, 'bob')).toBe(false);
    expect(isViewable(hidden, null)).toBe(false);
    expect(isViewable({ searchable: true, ownerId: 'alice' }, null)).toBe(true);
  });

  it('when not viewable or missing, then assertViewable throws 404', () => {
    for (const e of [undefined, { searchable: false, ownerId: 'alice' }]) {
      try {
        assertViewable(e, 'bob');
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).status).toBe(404);
      }
    }
  });
});

describe('planSearch', () => {
  it('when owner is the caller, then any state of the own exhibits', () => {
    expect(planSearch({ ...QUERY, owner: 'alice' }, 'alice')).toMatchObject({
      searchableOnly: false,
      ownerId: 'alice',
    });
    expect(planSearch({ ...QUERY, owner: 'alice' }, 'bob')).toMatchObject({
      searchableOnly: true,
      ownerId: 'alice',
    });
    expect(planSearch({ ...QUERY, owner: 'alice' }, null).searchableOnly).toBe(true);
  });

  it('when keywords share grams, then each gram is filtered once, blank keywords dropped', () => {
    const plan = planSearch({ ...QUERY, keywords: ['椅子', '椅子', ''] }, null);
    expect(plan.gramKeys).toEqual(queryGramsOf('椅子'));
    expect(plan.keywords).toEqual(['椅子', '椅子']);
  });

  it('when a keyword has many grams, then at most QUERY_GRAMS_MAX filters', () => {
    const plan = planSearch(
      { ...QUERY, keywords: ['あいうえおかきくけこさしすせそたちつてと'] },
      null,
    );
    expect(plan.gramKeys).toHaveLength(QUERY_GRAMS_MAX);
  });
});

describe('spreadPick', () => {
  it('when fewer keys than the maximum, then all of them', () => {
    expect(spreadPick(['a', 'b'], 3)).toEqual(['a', 'b']);
  });
  it('when more, then first, last and evenly spread ones', () => {
    expect(spreadPick(['a', 'b', 'c', 'd', 'e'], 3)).toEqual(['a', 'c', 'e']);
  });
});

describe('passesFilters', () => {
  it.each<[string, Partial<CandidateRecord>, Partial<SearchQuery>, boolean]>([
    ['unexpired', {}, {}, true],
    ['expired', { expiresAt: NOW }, {}, false],
    ['expired with expiredAlso', { expiresAt: NOW }, { expiredAlso: true }, true],
    ['out of stock with inStock', { stockTotal: 0 }, { inStock: true }, false],
    ['out of stock without inStock', { stockTotal: 0 }, {}, true],
    ['in one of the areas', {}, { areas: ['south', 'north'] }, true],
    ['in none of the areas', {}, { areas: ['south'] }, false],
    ['of the kind', { kinds: ['book', 'furniture'] }, { kind: 'book' }, true],
    ['not of the kind', {}, { kind: 'book' }, false],
  ])('when %s, then %s', (_name, c, q, expected) => {
    expect(passesFilters(candidate(c), { ...QUERY, ...q }, NOW)).toBe(expected);
  });
});

describe('compareNewest', () => {
  it('when sorted, then newest publication first, drafts by creation, ties by id', () => {
    const list = [
      candidate({ id: 'b', publishedAt: at('2026-03-01T00:00:00Z') }),
      candidate({ id: 'draft', publishedAt: null, createdAt: at('2026-03-15T00:00:00Z') }),
      candidate({ id: 'a', publishedAt: at('2026-03-01T00:00:00Z') }),
      candidate({ id: 'new', publishedAt: at('2026-03-20T00:00:00Z') }),
    ];
    expect(list.sort(compareNewest).map((c) => c.id)).toEqual(['new', 'draft', 'a', 'b']);
  });
});

describe('toSummary and toDetail', () => {
  const owner = { id: 'alice', kind: 'user' as const, name: 'Alice', withdrawn: false };

  it('when summarised, then dates are ISO strings and expiry is flagged', () => {
    const summary = toSummary(exhibit, owner, NOW);
    expect(summary).toMatchObject({
      ownerName: 'Alice',
      expiresAt: '2026-05-01T00:00:00.000Z',
      expired: false,
      cancelled: false,
    });
    expect(toSummary(exhibit, { ...owner, withdrawn: true }, NOW).ownerName).toBeNull();
    expect(toSummary(exhibit, owner, at('2026-06-01T00:00:00Z')).expired).toBe(true);
  });

  it('when someone else views, then no memo, no e-mail, no asset info', () => {
    const detail = toDetail(exhibit, [item], owner, { identity: 'bob', isFavorite: true }, NOW);
    expect(detail).not.toHaveProperty('memo');
    expect(detail).not.toHaveProperty('managerEmail');
    expect(detail.items[0]).not.toHaveProperty('assetInfo');
    expect(detail).toMatchObject({ isOwner: false, isFavorite: true });
  });

  it('when the owner views, then memo, e-mail and asset info', () => {
    const detail = toDetail(exhibit, [item], owner, { identity: 'alice', isFavorite: false }, NOW);
    expect(detail).toMatchObject({ isOwner: true, memo: 'secret' });
    expect(detail.items[0]?.assetInfo).toEqual(item.assetInfo);
  });

  it('when items come unordered, then they are sorted by order; book only on books', () => {
    const book = {
      author: 'a',
      publisher: 'p',
      publicationYear: null,
      publicationMonth: null,
      publicationDay: null,
      isbn: '',
    };
    const items = [
      { ...item, id: 'i2', order: 1 },
      { ...item, id: 'i1', order: 0, book },
    ];
    const detail = toDetail(exhibit, items, undefined, { identity: null, isFavorite: false }, NOW);
    expect(detail.items.map((i) => i.id)).toEqual(['i1', 'i2']);
    expect(detail.items[0]?.book).toBeNull();
    expect(detail.owner).toEqual({ id: 'alice', name: null, kind: 'user' });
  });
});
