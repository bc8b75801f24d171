import { describe, expect, it } from 'vitest';
import type { AppError } from '../../http/errors';
import { appErrorOf } from '../../../test/app-errors';
import { type ExhibitInput, exhibitInputSchema } from '../../model/exhibit';
import type { ExhibitImage } from '../../model/exhibit-types';
import {
  type LookupCheck,
  adjustedStock,
  assertOwner,
  assertExpiryWindow,
  assertValidReferences,
  deriveFields,
  indexSmallCategories,
} from './service';

/** `{ status, code, locations }` of the AppError `fn` throws (the locations of its field errors). */
function errorOf(
  fn: () => unknown,
): { status: number; code: string; locations: string[] } | undefined {
  const error = appErrorOf(fn);
  return (
    error && {
      status: error.status,
      code: error.code,
      locations: (error.errors ?? []).map((e) => e.location),
    }
  );
}

const smallCategories = indexSmallCategories([
  {
    id: 'furniture',
    name: { ja: '家具', en: 'Furniture' },
    middleCategories: {
      desks: {
        name: { ja: '机', en: 'Desks' },
        smallCategories: {
          'office-desk': { name: { ja: '事務机', en: 'Office Desk' }, kind: 'furniture' },
        },
      },
    },
  },
  {
    id: 'books',
    middleCategories: { textbooks: { smallCategories: { textbook: { kind: 'book' } } } },
  },
]);

const lookups: LookupCheck = {
  areaExists: true,
  buildingExists: true,
  secretariatExists: true,
  smallCategories,
};

const assetInfo = { assetCategory: 'consumable', budgetSource: 'unknown' };

function input(items: Record<string, unknown>[]): ExhibitInput {
  return exhibitInputSchema.parse({
    title: 'Desk',
    itemManager: 'Sato',
    managerEmail: 'sato@example.ac.jp',
    place: { areaId: 'a', buildingId: 'b' },
    pickupFrom: '2026-12-01T09:00:00+09:00',
    pickupUntil: '2026-12-02T09:00:00+09:00',
    secretariatId: 's',
    expiresAt: '2027-01-01T00:00:00+09:00',
    items,
    agreedToNotice: true,
  });
}

const desk = {
  name: 'Desk',
  categoryId: 'office-desk',
  stock: 1,
  condition: 'clean',
  assetInfo,
};

describe('assertOwner', () => {
  it('when the identity does not own the exhibit, then 403 not_exhibit_owner', () => {
    expect(errorOf(() => assertOwner({ ownerId: 'g' }, 'u'))).toMatchObject({
      status: 403,
      code: 'not_exhibit_owner',
    });
    expect(errorOf(() => assertOwner({ ownerId: 'g' }, 'g'))).toBeUndefined();
  });
});

describe('assertValidReferences', () => {
  it('when everything resolves, then no error', () => {
    expect(errorOf(() => assertValidReferences(input([desk]), lookups))).toBeUndefined();
  });

  it('when lookups are unknown, then 400 at each location', () => {
    const e = errorOf(() =>
      assertValidReferences(input([{ ...desk, categoryId: 'desks' }]), {
        ...lookups,
        areaExists: false,
        secretariatExists: false,
      }),
    );
    expect(e).toEqual({
      status: 400,
      code: 'validation_error',
      locations: ['body.place.areaId', 'body.secretariatId', 'body.items.0.categoryId'],
    });
  });

  it('when a building is unknown in a known area, then body.place.buildingId', () => {
    const e = errorOf(() =>
      assertValidReferences(input([desk]), { ...lookups, buildingExists: false }),
    );
    expect(e?.locations).toEqual(['body.place.buildingId']);
  });

  it('when a book is given for a non-book, then body.items.N.book; for a book it is fine', () => {
    const book = { author: 'A' };
    expect(
      errorOf(() =>
        assertValidReferences(
          input([
            { ...desk, categoryId: 'textbook', book },
            { ...desk, book },
          ]),
          lookups,
        ),
      )?.locations,
    ).toEqual(['body.items.1.book']);
  });

  it('when an item id is unknown or repeated, then body.items.N.id', () => {
    const e = errorOf(() =>
      assertValidReferences(
        input([
          { ...desk, id: 'i1' },
          { ...desk, id: 'i1' },
          { ...desk, id: 'zz' },
        ]),
        lookups,
        new Set(['i1']),
      ),
    );
    expect(e?.locations).toEqual(['body.items.1.id', 'body.items.2.id']);
  });
});

describe('deriveFields', () => {
  const exhibit = {
    title: 'Desks',
    description: 'Steel',
    place: { areaId: 'main' },
    approvalStatus: 'approved' as const,
    published: true,
    cancelled: false,
  };
  const item = (over: Record<string, unknown>) => ({
    name: 'Desk',
    description: '',
    categoryId: 'office-desk',
    kind: 'furniture' as const,
    stock: 2,
    book: null,
    images: [] as ExhibitImage[],
    order: 0,
    ...over,
  });

  it('computes counts, kinds, tags, area, searchable, thumbnail and grams', () => {
    const derived = deriveFields(
      exhibit,
      [
        item({
          order: 1,
          categoryId: 'textbook',
          kind: 'book',
          stock: 3,
          book: { author: 'Soseki', publisher: 'P' },
        }),
        item({
          images: [{ id: 'i', uri: 'u', thumbnailUri: 't', variants: [{ width: 400, uri: 'v' }] }],
        }),
      ],
      smallCategories,
    );
    expect(derived).toMatchObject({
      itemCount: 2,
      stockTotal: 5,
      inStock: true,
      kinds: ['furniture', 'book'],
      categoryIds: ['office-desk', 'textbook'],
      tags: {
        'office-desk': true,
        desks: true,
        furniture: true,
        textbook: true,
        textbooks: true,
        books: true,
      },
      tagList: ['books', 'desks', 'furniture', 'office-desk', 'textbook', 'textbooks'],
      kindFlags: { furniture: true, book: true },
      areaId: 'main',
      searchable: true,
      thumbnailUri: 't',
      thumbnailVariants: [{ width: 400, uri: 'v' }],
    });
    expect(Object.keys(derived.grams).length).toBeGreaterThan(0);
  });

  it("adds the names of the items' categories, in both languages, to the search text", () => {
    const derived = deriveFields(exhibit, [item({})], smallCategories);
    expect(derived.searchText).toContain('office desk');
    expect(derived.searchText).toContain('事務机');
    expect(derived.searchText).toContain('furniture');
    // A category stored without names (the books fixture) adds nothing.
    const book = deriveFields(exhibit, [item({ categoryId: 'textbook' })], smallCategories);
    expect(book.searchText).not.toContain('furniture');
  });

  it('is in stock while any item has stock', () => {
    const derive = (stocks: number[]) =>
      deriveFields(
        exhibit,
        stocks.map((stock, order) => item({ stock, order })),
        smallCategories,
      );
    expect(derive([0, 0])).toMatchObject({ stockTotal: 0, inStock: false });
    expect(derive([0, 1])).toMatchObject({ stockTotal: 1, inStock: true });
  });

  it('is not searchable unless approved, published and not cancelled', () => {
    expect(
      deriveFields({ ...exhibit, cancelled: true }, [item({})], smallCategories).searchable,
    ).toBe(false);
    expect(
      deriveFields({ ...exhibit, published: false }, [item({})], smallCategories).searchable,
    ).toBe(false);
  });
});

describe('adjustedStock', () => {
  it('adds the delta; negative is 409 insufficient_stock; above the maximum 400', () => {
    expect(adjustedStock(2, -2)).toBe(0);
    expect(adjustedStock(2, 3)).toBe(5);
    expect(errorOf(() => adjustedStock(2, -3))).toMatchObject({
      status: 409,
      code: 'insufficient_stock',
    });
    expect(errorOf(() => adjustedStock(9999, 1))?.locations).toEqual(['body.delta']);
  });
});

describe('assertExpiryWindow', () => {
  const now = new Date('2026-11-22T03:00:00Z');
  const locations = (run: () => void): string[] => {
    try {
      run();
      return [];
    } catch (error) {
      return (error as AppError).errors?.map((e) => `${e.location}: ${e.message}`) ?? [];
    }
  };

  it('when a new exhibit expires tomorrow or in 366 days, then it passes', () => {
    expect(
      locations(() => assertExpiryWindow('2026-11-23T12:00:00+09:00', now, { allowPast: false })),
    ).toEqual([]);
    expect(
      locations(() => assertExpiryWindow('2027-11-23T12:00:00+09:00', now, { allowPast: false })),
    ).toEqual([]);
  });

  it('when a new exhibit expires in the past, then body.expiresAt must be in the future', () => {
    expect(
      locations(() => assertExpiryWindow('2026-11-22T11:00:00+09:00', now, { allowPast: false })),
    ).toEqual(['body.expiresAt: The expiration date must be in the future']);
  });

  it('when an edit keeps a past date, then it passes; beyond 1 year it never does', () => {
    expect(
      locations(() => assertExpiryWindow('2026-01-01T00:00:00+09:00', now, { allowPast: true })),
    ).toEqual([]);
    expect(
      locations(() => assertExpiryWindow('2027-11-24T12:00:00+09:00', now, { allowPast: true })),
    ).toEqual(['body.expiresAt: The expiration date must be within 1 year']);
  });
});
