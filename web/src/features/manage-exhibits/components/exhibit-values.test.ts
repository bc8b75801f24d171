import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
// The server's own schema: the form must accept and refuse exactly what it does.
import { exhibitInputSchema } from '@campus/model/exhibit';
import { initI18n } from '../../../lib/i18n';
import ja from '../../../locales/ja.json';
import {
  emptyExhibitValues,
  emptyItem,
  exhibitValuesOf,
  toExhibitInput,
  type ExhibitValues,
  type ItemValues,
} from './exhibit-values';
import { validateExhibitValues } from './exhibit-schema';
import { MANAGED_EXHIBIT } from '../testing/fixtures';

let t: TFunction;
beforeAll(async () => {
  const i18n = await initI18n('ja');
  await i18n.changeLanguage('ja');
  t = i18n.t;
});

function item(patch: Partial<ItemValues> = {}): ItemValues {
  return {
    ...emptyItem(),
    name: '事務机',
    categoryId: 'desk',
    kind: 'furniture',
    stock: '2',
    condition: 'clean',
    assetInfo: {
      assetCategory: 'personal_property',
      assetNumber: 'A-001',
      budgetSource: 'operation',
      projectCode: '',
      acquisitionDate: '',
      acquisitionPrice: '',
    },
    ...patch,
  };
}

function valid(patch: Partial<ExhibitValues> = {}): ExhibitValues {
  return emptyExhibitValues({
    title: '机と椅子を譲ります',
    description: '研究室の移転で不要になりました。',
    itemManager: '山田 花子',
    managerEmail: 'hanako@campus.example.ac.jp',
    place: { areaId: 'main', buildingId: 'b1', room: '101' },
    pickupFrom: '2026-04-01T10:00',
    pickupUntil: '2026-04-30T17:00',
    secretariatId: 'sec1',
    expiresAt: '2026-05-31T23:59',
    items: [item()],
    agreedToNotice: true,
    ...patch,
  });
}

const withItem = (patch: Partial<ItemValues>) => valid({ items: [item(patch)] });
const withAsset = (patch: Partial<ItemValues['assetInfo']>) =>
  withItem({ assetInfo: { ...item().assetInfo, ...patch } });
const book = (patch: Partial<ItemValues['book']>) =>
  withItem({
    categoryId: 'textbook',
    kind: 'book',
    book: { ...emptyItem().book, ...patch },
  });

/** The paths the server's zod schema refuses, for the body the form would send. */
function serverErrors(values: ExhibitValues): string[] {
  const result = exhibitInputSchema.safeParse(toExhibitInput(values));
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
}

/** The same for the form. */
function formErrors(values: ExhibitValues): string[] {
  return Object.keys(validateExhibitValues(t, values)).sort();
}

const many = (n: number) => Array.from({ length: n }, () => item());

/** [case, values, the paths refused ([] = valid)], the cases of the server's rules. */
const CASES: [string, ExhibitValues, string[]][] = [
  ['a complete exhibit', valid(), []],
  ['title missing', valid({ title: '   ' }), ['title']],
  ['title of 100 characters', valid({ title: 'あ'.repeat(100) }), []],
  ['title of 101 characters', valid({ title: 'あ'.repeat(101) }), ['title']],
  ['description of 4001 characters', valid({ description: 'x'.repeat(4001) }), ['description']],
  ['item manager missing', valid({ itemManager: '' }), ['itemManager']],
  ['item manager of 51 characters', valid({ itemManager: 'x'.repeat(51) }), ['itemManager']],
  ['e-mail not an address', valid({ managerEmail: 'hanako@' }), ['managerEmail']],
  ['e-mail with two dots', valid({ managerEmail: 'a..b@example.ac.jp' }), ['managerEmail']],
  ['area missing', valid({ place: { areaId: '', buildingId: 'b1', room: '' } }), ['place.areaId']],
  [
    'building missing',
    valid({ place: { areaId: 'main', buildingId: '', room: '' } }),
    ['place.buildingId'],
  ],
  [
    'room of 51 characters',
    valid({ place: { areaId: 'main', buildingId: 'b1', room: 'x'.repeat(51) } }),
    ['place.room'],
  ],
  ['pick-up start missing', valid({ pickupFrom: '' }), ['pickupFrom']],
  ['pick-up start not a time', valid({ pickupFrom: '2026-02-30T10:00' }), ['pickupFrom']],
  [
    'pick-up end before its start',
    valid({ pickupFrom: '2026-04-02T10:00', pickupUntil: '2026-04-01T10:00' }),
    ['pickupUntil'],
  ],
  [
    'pick-up period of exactly 366 days',
    valid({ pickupFrom: '2026-01-01T00:00', pickupUntil: '2027-01-02T00:00' }),
    [],
  ],
  [
    'pick-up period over 366 days',
    valid({ pickupFrom: '2026-01-01T00:00', pickupUntil: '2027-01-02T00:01' }),
    ['pickupUntil'],
  ],
  ['secretariat missing', valid({ secretariatId: '' }), ['secretariatId']],
  ['memo of 2001 characters', valid({ memo: 'x'.repeat(2001) }), ['memo']],
  ['expiry missing', valid({ expiresAt: '' }), ['expiresAt']],
  ['no items', valid({ items: [] }), ['items']],
  ['20 items', valid({ items: many(20) }), []],
  ['21 items', valid({ items: many(21) }), ['items']],
  ['notice not agreed to', valid({ agreedToNotice: false }), ['agreedToNotice']],
  ['lent for the default 14 days', valid({ loan: 'lend' }), []],
  ['lent for 1 day', valid({ loan: 'lend', loanDays: '1' }), []],
  ['lent for 180 days', valid({ loan: 'lend', loanDays: '180' }), []],
  ['lent for 0 days', valid({ loan: 'lend', loanDays: '0' }), ['loanDays']],
  ['lent for 181 days', valid({ loan: 'lend', loanDays: '181' }), ['loanDays']],
  ['lent for 1.5 days', valid({ loan: 'lend', loanDays: '1.5' }), ['loanDays']],
  ['lent without a period', valid({ loan: 'lend', loanDays: ' ' }), ['loanDays']],
  ['given away with a bad period left typed', valid({ loan: 'give', loanDays: 'x' }), []],
  ['item name missing', withItem({ name: ' ' }), ['items.0.name']],
  ['item name of 101 characters', withItem({ name: 'x'.repeat(101) }), ['items.0.name']],
  [
    'item description of 2001 characters',
    withItem({ description: 'x'.repeat(2001) }),
    ['items.0.description'],
  ],
  ['item category missing', withItem({ categoryId: '', kind: '' }), ['items.0.categoryId']],
  ['stock 0', withItem({ stock: '0' }), ['items.0.stock']],
  ['stock 9999', withItem({ stock: '9999' }), []],
  ['stock 10000', withItem({ stock: '10000' }), ['items.0.stock']],
  ['stock not a whole number', withItem({ stock: '1.5' }), ['items.0.stock']],
  ['stock missing', withItem({ stock: '' }), ['items.0.stock']],
  ['condition missing', withItem({ condition: '' }), ['items.0.condition']],
  // One unit's weight (docs/impact.md): optional, above 0 and at most 5000 kg.
  ['no weight', withItem({ weightKg: '' }), []],
  ['a weight of 0.5 kg', withItem({ weightKg: '0.5' }), []],
  ['a weight of 0.02 kg (a pen)', withItem({ weightKg: '0.02' }), []],
  ['a weight of 5000 kg', withItem({ weightKg: '5000' }), []],
  ['a weight of 0 kg', withItem({ weightKg: '0' }), ['items.0.weightKg']],
  ['a negative weight', withItem({ weightKg: '-1' }), ['items.0.weightKg']],
  ['a weight over 5000 kg', withItem({ weightKg: '5000.1' }), ['items.0.weightKg']],
  ['a weight that is not a number', withItem({ weightKg: '12kg' }), ['items.0.weightKg']],
  ['asset category missing', withAsset({ assetCategory: '' }), ['items.0.assetInfo.assetCategory']],
  ['asset number missing', withAsset({ assetNumber: '' }), ['items.0.assetInfo.assetNumber']],
  ['asset number unknown', withAsset({ assetNumber: 'unknown' }), []],
  [
    'no asset number for a consumable',
    withAsset({ assetCategory: 'consumable', assetNumber: '' }),
    [],
  ],
  [
    'no asset number for a small-amount supply',
    withAsset({ assetCategory: 'small_amount_supply', assetNumber: '' }),
    ['items.0.assetInfo.assetNumber'],
  ],
  [
    'asset number of 51 characters',
    withAsset({ assetNumber: 'x'.repeat(51) }),
    ['items.0.assetInfo.assetNumber'],
  ],
  ['budget source missing', withAsset({ budgetSource: '' }), ['items.0.assetInfo.budgetSource']],
  [
    'budget source others without a project code',
    withAsset({ budgetSource: 'others' }),
    ['items.0.assetInfo.projectCode'],
  ],
  [
    'budget source others with an 11-digit code',
    withAsset({ budgetSource: 'others', projectCode: '12345678901' }),
    ['items.0.assetInfo.projectCode'],
  ],
  [
    'budget source others with a 12-digit code',
    withAsset({ budgetSource: 'others', projectCode: '123456789012' }),
    [],
  ],
  [
    'a project code of letters with budget source unknown',
    withAsset({ budgetSource: 'unknown', projectCode: 'ABCDEFGHIJKL' }),
    ['items.0.assetInfo.projectCode'],
  ],
  ['a real acquisition date', withAsset({ acquisitionDate: '2024-02-29' }), []],
  [
    'acquisition date 2023-02-29',
    withAsset({ acquisitionDate: '2023-02-29' }),
    ['items.0.assetInfo.acquisitionDate'],
  ],
  [
    'acquisition date 2024-13-01',
    withAsset({ acquisitionDate: '2024-13-01' }),
    ['items.0.assetInfo.acquisitionDate'],
  ],
  ['acquisition price 0', withAsset({ acquisitionPrice: '0' }), []],
  [
    'acquisition price negative',
    withAsset({ acquisitionPrice: '-1' }),
    ['items.0.assetInfo.acquisitionPrice'],
  ],
  [
    'acquisition price over 10 billion',
    withAsset({ acquisitionPrice: '10000000001' }),
    ['items.0.assetInfo.acquisitionPrice'],
  ],
  ['a book with a valid ISBN-13', book({ isbn: '978-4-06-519981-7' }), []],
  ['a book with a valid ISBN-10 ending in X', book({ isbn: '0-8044-2957-X' }), []],
  ['a book with a wrong check digit', book({ isbn: '9784065199818' }), ['items.0.book.isbn']],
  ['a book with a 12-digit ISBN', book({ isbn: '978406519981' }), ['items.0.book.isbn']],
  [
    'a book with a real publication date',
    book({ publicationYear: '2024', publicationMonth: '2', publicationDay: '29' }),
    [],
  ],
  [
    'a book published 2023-02-29',
    book({ publicationYear: '2023', publicationMonth: '2', publicationDay: '29' }),
    ['items.0.book.publicationDay'],
  ],
  [
    'a book with a month but no year',
    book({ publicationMonth: '4' }),
    ['items.0.book.publicationYear'],
  ],
  [
    'a book with a day but no month',
    book({ publicationYear: '2024', publicationDay: '4' }),
    ['items.0.book.publicationMonth'],
  ],
  [
    'a book with month 13',
    book({ publicationYear: '2024', publicationMonth: '13' }),
    ['items.0.book.publicationMonth'],
  ],
  ['a book with year 999', book({ publicationYear: '999' }), ['items.0.book.publicationYear']],
  ['a book author of 201 characters', book({ author: 'x'.repeat(201) }), ['items.0.book.author']],
  [
    'book fields of a non-book are not checked',
    withItem({ book: { ...emptyItem().book, isbn: 'nope' } }),
    [],
  ],
  // Text and dates the server cannot store (functions/src/model/primitives.ts).
  ['a tab pasted into the title', valid({ title: '机\tと椅子' }), ['title']],
  [
    'a control character in the room',
    valid({ place: { areaId: 'main', buildingId: 'b1', room: '1\u0007' } }),
    ['place.room'],
  ],
  ['lines and tabs in the description', valid({ description: '1行目\n\t2行目\r\n3行目' }), []],
  ['a lone surrogate in the description', valid({ description: '机\ud83d' }), ['description']],
  ['NUL in the memo', valid({ memo: 'a\u0000b' }), ['memo']],
  ['a tab in an item name', withItem({ name: '机\t1' }), ['items.0.name']],
  ['a lone surrogate in a book author', book({ author: '\udc00夏目' }), ['items.0.book.author']],
  ['a pick-up start in 1999', valid({ pickupFrom: '1999-12-31T10:00' }), ['pickupFrom']],
  ['an expiry in 2101', valid({ expiresAt: '2101-01-01T10:00' }), ['expiresAt']],
  ['an acquisition date in 1985', withAsset({ acquisitionDate: '1985-04-01' }), []],
  [
    'an acquisition date in 1899',
    withAsset({ acquisitionDate: '1899-12-31' }),
    ['items.0.assetInfo.acquisitionDate'],
  ],
  [
    'errors in the second item',
    valid({
      items: [item(), item({ name: '', assetInfo: { ...item().assetInfo, assetNumber: '' } })],
    }),
    ['items.1.assetInfo.assetNumber', 'items.1.name'],
  ],
  // Application mode (docs/allocation.md); the deadline is ahead of now (checked below).
  [
    'lottery with a deadline before the expiry',
    valid({
      expiresAt: '2099-12-31T23:59',
      lottery: true,
      applicationDeadline: '2099-06-01T12:00',
    }),
    [],
  ],
  [
    'lottery with the deadline at the expiry',
    valid({
      expiresAt: '2099-06-01T12:00',
      lottery: true,
      applicationDeadline: '2099-06-01T12:00',
    }),
    [],
  ],
  [
    'lottery with the deadline after the expiry',
    valid({
      expiresAt: '2099-06-01T12:00',
      lottery: true,
      applicationDeadline: '2099-06-01T12:01',
    }),
    ['applicationDeadline'],
  ],
  ['lottery without a deadline', valid({ lottery: true }), ['applicationDeadline']],
  [
    'lottery with a deadline that is not a time',
    valid({ lottery: true, applicationDeadline: '2099-02-30T10:00' }),
    ['applicationDeadline'],
  ],
  [
    'first come: a deadline left in the box is not sent',
    valid({ lottery: false, applicationDeadline: '2000-01-01T00:00' }),
    [],
  ],
];

describe('exhibit form rules mirror the server schema', () => {
  it.each(CASES)('%s', (_name, values, expected) => {
    expect(serverErrors(values), 'server (zod)').toEqual(expected);
    expect(formErrors(values), 'form (yup)').toEqual(expected);
  });

  it('names text the server cannot store in the current language', () => {
    expect(validateExhibitValues(t, valid({ title: 'a\tb' })).title).toBe(ja.validation.oneLine);
    expect(validateExhibitValues(t, valid({ memo: 'a\ud800' })).memo).toBe(
      ja.validation.textInvalid,
    );
    expect(validateExhibitValues(t, valid({ expiresAt: '2101-01-01T10:00' })).expiresAt).toBe(
      t('validation.yearRange', { min: 2000, max: 2100 }),
    );
  });

  it('asks for a new or moved lottery deadline ahead of now, but keeps a saved one as it is', () => {
    expect(
      validateExhibitValues(t, valid({ lottery: true, applicationDeadline: '2020-01-01T10:00' }))
        .applicationDeadline,
    ).toBe(ja.allocation.form.errors.deadlinePast);
    const saved = valid({
      lottery: true,
      applicationDeadline: '2020-01-01T10:00',
      savedApplicationDeadline: '2020-01-01T01:00:00.000Z',
    });
    expect(validateExhibitValues(t, saved)).toEqual({});
    expect(
      validateExhibitValues(
        t,
        valid({
          expiresAt: '2099-01-01T00:00',
          lottery: true,
          applicationDeadline: '2099-02-01T00:00',
        }),
      ).applicationDeadline,
    ).toBe(ja.allocation.form.errors.deadlineAfterExpiry);
  });

  it('gives translated messages', () => {
    expect(validateExhibitValues(t, withItem({ weightKg: '0' }))['items.0.weightKg']).toBe(
      t('exhibitForm.errors.weight', { max: 5000 }),
    );
    const errors = validateExhibitValues(t, withAsset({ budgetSource: 'others' }));
    expect(errors['items.0.assetInfo.projectCode']).toBe(ja.exhibitForm.errors.projectCodeRequired);
    expect(validateExhibitValues(t, valid({ agreedToNotice: false })).agreedToNotice).toBe(
      ja.exhibitForm.errors.agree,
    );
  });
});

describe('toExhibitInput', () => {
  it('sends a loan with its period as a number, and a give-away without one', () => {
    expect(toExhibitInput(valid({ loan: 'lend', loanDays: ' 30 ' }))).toMatchObject({
      loan: true,
      loanDays: 30,
    });
    expect(toExhibitInput(valid({ loanDays: '30' }))).toMatchObject({
      loan: false,
      loanDays: null,
    });
    expect(emptyExhibitValues()).toMatchObject({ loan: 'give', loanDays: '14' });
  });

  it('sends Tokyo times with +09:00, a nested place, trimmed text and no book for a non-book', () => {
    const input = toExhibitInput(valid({ title: '  机 ' }));
    expect(input).toMatchObject({
      title: '机',
      place: { areaId: 'main', buildingId: 'b1', room: '101' },
      pickupFrom: '2026-04-01T10:00:00+09:00',
      pickupUntil: '2026-04-30T17:00:00+09:00',
      expiresAt: '2026-05-31T23:59:00+09:00',
      agreedToNotice: true,
    });
    expect(input.items[0]).toEqual({
      name: '事務机',
      description: '',
      categoryId: 'desk',
      stock: 2,
      condition: 'clean',
      book: null,
      assetInfo: {
        assetCategory: 'personal_property',
        assetNumber: 'A-001',
        budgetSource: 'operation',
        projectCode: '',
        acquisitionDate: null,
        acquisitionPrice: null,
      },
      weightKg: null,
    });
  });

  it('sends the weight per unit as a number, and null when left empty', () => {
    expect(toExhibitInput(withItem({ weightKg: ' 2.5 ' })).items[0]?.weightKg).toBe(2.5);
    expect(toExhibitInput(withItem({ weightKg: '' })).items[0]?.weightKg).toBeNull();
    expect(emptyItem().weightKg).toBe('');
  });

  it("round-trips an item's weight", () => {
    const values = exhibitValuesOf(MANAGED_EXHIBIT);
    // The desk was weighed; the book was not.
    expect(values.items.map((item) => item.weightKg)).toEqual(['35', '']);
    expect(toExhibitInput(values).items.map((item) => item.weightKg)).toEqual([35, null]);
  });

  it('sends a book with numbers and a normalised ISBN', () => {
    const input = toExhibitInput(
      book({ author: '著者', publicationYear: '2020', isbn: '0-8044-2957-x' }),
    );
    expect(input.items[0]?.book).toEqual({
      author: '著者',
      publisher: '',
      publicationYear: 2020,
      publicationMonth: null,
      publicationDay: null,
      isbn: '080442957X',
    });
  });

  it('round-trips an existing exhibit: ids kept, times in Tokyo, the notice to agree again', () => {
    const values = exhibitValuesOf(MANAGED_EXHIBIT);
    expect(values.pickupFrom).toBe('2026-04-01T10:00');
    expect(values.agreedToNotice).toBe(false);
    const input = toExhibitInput({ ...values, agreedToNotice: true });
    expect(input.items.map((i) => i.id)).toEqual(MANAGED_EXHIBIT.items.map((i) => i.id));
    expect(exhibitInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends the lottery deadline in Tokyo time, and none when first come', () => {
    expect(
      toExhibitInput(valid({ lottery: true, applicationDeadline: '2099-06-01T12:00' }))
        .applicationDeadline,
    ).toBe('2099-06-01T12:00:00+09:00');
    expect(
      toExhibitInput(valid({ lottery: false, applicationDeadline: '2099-06-01T12:00' }))
        .applicationDeadline,
    ).toBeNull();
  });

  it('round-trips the application mode; an unchanged deadline goes back as it was saved', () => {
    const deadline = '2020-04-30T15:00:30.000Z';
    const values = exhibitValuesOf({
      ...MANAGED_EXHIBIT,
      allocation: { deadline, drawnAt: null, applicationCount: 3 },
    });
    expect(values).toMatchObject({
      lottery: true,
      applicationDeadline: '2020-05-01T00:00',
      savedApplicationDeadline: deadline,
    });
    expect(toExhibitInput(values).applicationDeadline).toBe(deadline);
    // Moved: the new time, which must be ahead.
    expect(
      toExhibitInput({ ...values, applicationDeadline: '2099-05-01T00:00' }).applicationDeadline,
    ).toBe('2099-05-01T00:00:00+09:00');
  });

  it("round-trips a lent exhibit's period", () => {
    const values = exhibitValuesOf({ ...MANAGED_EXHIBIT, loan: true, loanDays: 30 });
    expect(values).toMatchObject({ loan: 'lend', loanDays: '30' });
    expect(toExhibitInput(values)).toMatchObject({ loan: true, loanDays: 30 });
  });
});
