import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { type ExhibitRecord, type ItemRecord, type SearchQuery, searchQuery } from './schema';
import {
  QUERY_GRAMS_MAX,
  TOTAL_CAP,
  acceptsEntry,
  assertViewable,
  entryBudget,
  isViewable,
  planSearch,
  searchTotal,
  spreadPick,
  toDetail,
  toSummary,
} from './service';
import { queryGramsOf } from '../../shared/search-terms';

/** The query of `GET /exhibits` with no parameters. */
const QUERY: SearchQuery = searchQuery.parse({});
const NOW = new Date('2026-04-01T00:00:00Z');
const at = (iso: string) => new Date(iso);

const exhibit: ExhibitRecord = {
  allocation: null,
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
  weightKg: null,
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
    expect(planSearch({ ...QUERY, owner: 'alice' }, 'alice', NOW)).toMatchObject({
      searchableOnly: false,
      ownerId: 'alice',
    });
    expect(planSearch({ ...QUERY, owner: 'alice' }, 'bob', NOW)).toMatchObject({
      searchableOnly: true,
      ownerId: 'alice',
    });
    expect(planSearch({ ...QUERY, owner: 'alice' }, null, NOW).searchableOnly).toBe(true);
  });

  it('when keywords share grams, then each gram is filtered once, blank keywords dropped', () => {
    const plan = planSearch({ ...QUERY, keywords: ['椅子', '椅子', ''] }, null, NOW);
    expect(plan.gramKeys).toEqual(queryGramsOf('椅子'));
    expect(plan.keywords).toEqual(['椅子', '椅子']);
  });

  it('when a keyword has many grams, then at most QUERY_GRAMS_MAX filters', () => {
    const plan = planSearch(
      { ...QUERY, keywords: ['あいうえおかきくけこさしすせそたちつてと'] },
      null,
      NOW,
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

describe('planSearch filters', () => {
  it('when expiredAlso, then neither the live filter nor the expiry check', () => {
    expect(planSearch(QUERY, null, NOW)).toMatchObject({ liveOnly: true, liveAfter: NOW });
    expect(planSearch({ ...QUERY, expiredAlso: true }, null, NOW)).toMatchObject({
      liveOnly: false,
      liveAfter: null,
    });
  });

  it('when areas and tags repeat, then each is filtered once', () => {
    const plan = planSearch({ ...QUERY, areas: ['n', 'n', 's'], tag: ['t', 't'] }, null, NOW);
    expect(plan).toMatchObject({ areas: ['n', 's'], tags: ['t'] });
  });
});

describe('acceptsEntry', () => {
  const entry = {
    key: 'k',
    exhibitId: 'e1',
    expiresAt: at('2026-05-01T00:00:00Z'),
    searchText: 'wooden desk\n机',
  };
  it.each<[string, Partial<typeof entry>, Partial<SearchQuery>, boolean]>([
    ['unexpired', {}, {}, true],
    ['expired (the sweep has not run yet)', { expiresAt: NOW }, {}, false],
    ['expired with expiredAlso', { expiresAt: NOW }, { expiredAlso: true }, true],
    ['containing every keyword', {}, { keywords: ['desk', '机'] }, true],
    ['missing one keyword', {}, { keywords: ['desk', 'chair'] }, false],
  ])('when %s, then %s', (_name, e, q, expected) => {
    expect(acceptsEntry({ ...entry, ...e }, planSearch({ ...QUERY, ...q }, null, NOW))).toBe(
      expected,
    );
  });
});

describe('entryBudget', () => {
  it('when a page of 20 is read, then its reads stay within 3 per result', () => {
    const budget = entryBudget({ offset: 0, limit: 20 });
    // The entries, the page's 20 exhibits and the count.
    expect(budget + 20 + 1).toBe(60);
    expect(entryBudget({ offset: 40, limit: 20 })).toBe(budget + 40);
  });
});

describe('searchTotal', () => {
  it('when the reading went from the start to the end, then the matches counted as read', () => {
    const scan = { matched: 3, exhausted: true, counted: 5 };
    expect(searchTotal(scan, true)).toEqual({ total: 3, totalCapped: false });
  });
  it('when it stopped early or started after a key, then the count, capped', () => {
    expect(searchTotal({ matched: 21, exhausted: false, counted: 400 }, true)).toEqual({
      total: 400,
      totalCapped: false,
    });
    expect(searchTotal({ matched: 2, exhausted: true, counted: 7 }, false).total).toBe(7);
    expect(searchTotal({ matched: 21, exhausted: false, counted: TOTAL_CAP }, true)).toEqual({
      total: TOTAL_CAP,
      totalCapped: true,
    });
  });
  it('when the count lags behind what was read, then never less than read', () => {
    expect(searchTotal({ matched: 25, exhausted: false, counted: 20 }, true).total).toBe(25);
  });
});

describe('toSummary and toDetail', () => {
  const owner = { id: 'alice', kind: 'user' as const, name: 'Alice', withdrawn: false };

  it('when summarised, then dates are ISO strings and expiry is flagged', () => {
    const summary = toSummary(exhibit, NOW);
    expect(summary).toMatchObject({
      ownerId: 'alice',
      expiresAt: '2026-05-01T00:00:00.000Z',
      expired: false,
      cancelled: false,
    });
    expect(toSummary(exhibit, at('2026-06-01T00:00:00Z')).expired).toBe(true);
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
