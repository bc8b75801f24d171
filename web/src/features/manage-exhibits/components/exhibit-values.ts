import { DEFAULT_LOAN_DAYS } from '@campus/model/limits';
import {
  type AssetCategory,
  type BudgetSource,
  type ExhibitInput,
  type ItemInput,
  type ManagedExhibit,
  type ManagedItem,
} from '../../../lib/exhibit-admin-types';
import {
  type ExhibitBook,
  type ExhibitImage,
  type ItemCondition,
  type ItemKind,
} from '../../../lib/exhibit-types';
import { isoToLocalInput, localInputToIso } from '../../../lib/time-input';

/**
 * The values of the exhibit form (create and edit), their rules in `exhibit-schema.ts`. Numbers are
 * kept as the text typed; times as `datetime-local` values read in Asia/Tokyo. `toExhibitInput`
 * turns the values into the request body.
 */

export interface BookValues {
  author: string;
  publisher: string;
  publicationYear: string;
  publicationMonth: string;
  publicationDay: string;
  isbn: string;
}

export interface AssetInfoValues {
  assetCategory: AssetCategory | '';
  assetNumber: string;
  budgetSource: BudgetSource | '';
  projectCode: string;
  /** `YYYY-MM-DD` (a date input) or ''. */
  acquisitionDate: string;
  acquisitionPrice: string;
}

export interface ItemValues {
  /** An existing item (edit). */
  id?: string;
  /** A stable key for the list (existing id, or made up for a new item). */
  key: string;
  name: string;
  description: string;
  categoryId: string;
  /** Follows the category (the picker sets both). */
  kind: ItemKind | '';
  stock: string;
  condition: ItemCondition | '';
  book: BookValues;
  assetInfo: AssetInfoValues;
  /** One unit's weight in kg as typed ('' when the owner does not know it: sent as null). */
  weightKg: string;
  /** Shown for existing items; not sent. */
  images?: ExhibitImage[];
  /** An existing item's trades (server-owned, not sent): one with trades cannot be removed. */
  tradeCount?: number;
}

export interface ExhibitValues {
  title: string;
  description: string;
  itemManager: string;
  managerEmail: string;
  place: { areaId: string; buildingId: string; room: string };
  /** `datetime-local` values, Asia/Tokyo. */
  pickupFrom: string;
  pickupUntil: string;
  secretariatId: string;
  memo: string;
  expiresAt: string;
  /** Give away or lend (the server's `loan`); a loan's default period in days, as typed. */
  loan: 'give' | 'lend';
  loanDays: string;
  /** Application mode (docs/allocation.md): hand out by lottery, with the applications' deadline. */
  lottery: boolean;
  /** `datetime-local`, Asia/Tokyo; sent only with `lottery`. */
  applicationDeadline: string;
  /**
   * The deadline saved on the exhibit (ISO 8601), if any: sent back as it is while the form shows it
   * unchanged (the server checks only a new or moved deadline against the clock). Not a field.
   */
  savedApplicationDeadline: string | null;
  items: ItemValues[];
  agreedToNotice: boolean;
}

/**
 * The form's top-level fields (named as the server names them), for `applyServerErrors`: server
 * errors under these go on fields, others to the general message.
 */
export const EXHIBIT_FIELD_NAMES = [
  'title',
  'description',
  'itemManager',
  'managerEmail',
  'place',
  'pickupFrom',
  'pickupUntil',
  'secretariatId',
  'memo',
  'expiresAt',
  'loan',
  'loanDays',
  'applicationDeadline',
  'items',
  'agreedToNotice',
] as const;

let keySeed = 0;
const newKey = () => {
  keySeed += 1;
  return `new-${keySeed}`;
};

export const EMPTY_BOOK: BookValues = {
  author: '',
  publisher: '',
  publicationYear: '',
  publicationMonth: '',
  publicationDay: '',
  isbn: '',
};

export const EMPTY_ASSET_INFO: AssetInfoValues = {
  assetCategory: '',
  assetNumber: '',
  budgetSource: '',
  projectCode: '',
  acquisitionDate: '',
  acquisitionPrice: '',
};

export function emptyItem(): ItemValues {
  return {
    key: newKey(),
    name: '',
    description: '',
    categoryId: '',
    kind: '',
    stock: '1',
    condition: '',
    book: { ...EMPTY_BOOK },
    assetInfo: { ...EMPTY_ASSET_INFO },
    weightKg: '',
  };
}

export function emptyExhibitValues(defaults: Partial<ExhibitValues> = {}): ExhibitValues {
  return {
    title: '',
    description: '',
    itemManager: '',
    managerEmail: '',
    place: { areaId: '', buildingId: '', room: '' },
    pickupFrom: '',
    pickupUntil: '',
    secretariatId: '',
    memo: '',
    expiresAt: '',
    loan: 'give',
    loanDays: String(DEFAULT_LOAN_DAYS),
    lottery: false,
    applicationDeadline: '',
    savedApplicationDeadline: null,
    items: [emptyItem()],
    agreedToNotice: false,
    ...defaults,
  };
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function bookValuesOf(book: ExhibitBook | null): BookValues {
  if (!book) return { ...EMPTY_BOOK };
  return {
    author: book.author,
    publisher: book.publisher,
    publicationYear: text(book.publicationYear),
    publicationMonth: text(book.publicationMonth),
    publicationDay: text(book.publicationDay),
    isbn: book.isbn,
  };
}

function itemValuesOf(item: ManagedItem): ItemValues {
  return {
    id: item.id,
    key: item.id,
    name: item.name,
    description: item.description,
    categoryId: item.categoryId,
    kind: item.kind,
    stock: String(item.stock),
    condition: item.condition,
    book: bookValuesOf(item.book),
    assetInfo: {
      assetCategory: item.assetInfo.assetCategory,
      assetNumber: item.assetInfo.assetNumber,
      budgetSource: item.assetInfo.budgetSource,
      projectCode: item.assetInfo.projectCode,
      acquisitionDate: item.assetInfo.acquisitionDate ?? '',
      acquisitionPrice: text(item.assetInfo.acquisitionPrice),
    },
    weightKg: text(item.weightKg),
    images: item.images,
    tradeCount: item.tradeCount,
  };
}

/** The edit form's values of an exhibit (the notice must be agreed to again on each save). */
export function exhibitValuesOf(exhibit: ManagedExhibit): ExhibitValues {
  return {
    title: exhibit.title,
    description: exhibit.description,
    itemManager: exhibit.itemManager,
    managerEmail: exhibit.managerEmail,
    place: { ...exhibit.place },
    pickupFrom: isoToLocalInput(exhibit.pickupFrom),
    pickupUntil: isoToLocalInput(exhibit.pickupUntil),
    secretariatId: exhibit.secretariatId,
    memo: exhibit.memo ?? '',
    expiresAt: isoToLocalInput(exhibit.expiresAt),
    loan: exhibit.loan ? 'lend' : 'give',
    loanDays: String(exhibit.loanDays ?? DEFAULT_LOAN_DAYS),
    lottery: exhibit.allocation !== null,
    applicationDeadline: exhibit.allocation ? isoToLocalInput(exhibit.allocation.deadline) : '',
    savedApplicationDeadline: exhibit.allocation?.deadline ?? null,
    items: exhibit.items.map(itemValuesOf),
    agreedToNotice: false,
  };
}

/** '12' -> 12, '' -> null; anything else -> NaN (the schema refuses it before it is sent). */
function toNumberOrNull(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return INTEGER.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The request body. An existing item's stock is not changed by the form (the inventory ledger does
 * that); it is sent as it is, at least 1, since the server still checks the field.
 */
export function toExhibitInput(values: ExhibitValues): ExhibitInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    itemManager: values.itemManager.trim(),
    managerEmail: values.managerEmail.trim(),
    place: {
      areaId: values.place.areaId.trim(),
      buildingId: values.place.buildingId.trim(),
      room: values.place.room.trim(),
    },
    pickupFrom: localInputToIso(values.pickupFrom) ?? values.pickupFrom,
    pickupUntil: localInputToIso(values.pickupUntil) ?? values.pickupUntil,
    secretariatId: values.secretariatId.trim(),
    memo: values.memo.trim(),
    expiresAt: localInputToIso(values.expiresAt) ?? values.expiresAt,
    loan: values.loan === 'lend',
    // The period is the loan's only: giving away sends none (the server refuses one).
    loanDays: values.loan === 'lend' ? (toNumberOrNull(values.loanDays) ?? Number.NaN) : null,
    applicationDeadline: values.lottery ? deadlineToSend(values) : null,
    items: values.items.map(toItemInput),
    agreedToNotice: values.agreedToNotice,
  };
}

/** The saved deadline while the form shows it unchanged, else the one typed (Tokyo time). */
function deadlineToSend(values: ExhibitValues): string {
  if (isUnchangedDeadline(values) && values.savedApplicationDeadline !== null) {
    return values.savedApplicationDeadline;
  }
  return localInputToIso(values.applicationDeadline) ?? values.applicationDeadline;
}

/** The saved deadline, shown unchanged (it may lie in the past: it is kept, not checked again). */
export function isUnchangedDeadline(
  values: Pick<ExhibitValues, 'applicationDeadline' | 'savedApplicationDeadline'>,
): boolean {
  const saved = values.savedApplicationDeadline;
  return saved !== null && isoToLocalInput(saved) === values.applicationDeadline;
}

function toItemInput(item: ItemValues): ItemInput {
  const stock = toNumberOrNull(item.stock) ?? Number.NaN;
  const { assetInfo: a, book: b } = item;
  return {
    ...(item.id ? { id: item.id } : {}),
    name: item.name.trim(),
    description: item.description.trim(),
    categoryId: item.categoryId.trim(),
    stock: item.id ? Math.max(1, stock) : stock,
    condition: item.condition as ItemCondition, // the schema requires one
    book:
      item.kind === 'book'
        ? {
            author: b.author.trim(),
            publisher: b.publisher.trim(),
            publicationYear: toNumberOrNull(b.publicationYear),
            publicationMonth: toNumberOrNull(b.publicationMonth),
            publicationDay: toNumberOrNull(b.publicationDay),
            isbn: b.isbn.trim().replace(/[-\s]/g, '').toUpperCase(),
          }
        : null,
    assetInfo: {
      assetCategory: a.assetCategory as AssetCategory, // required by the schema
      assetNumber: a.assetNumber.trim(),
      budgetSource: a.budgetSource as BudgetSource,
      projectCode: a.projectCode.trim(),
      acquisitionDate: a.acquisitionDate.trim() === '' ? null : a.acquisitionDate.trim(),
      acquisitionPrice: toNumberOrNull(a.acquisitionPrice),
    },
    weightKg: toDecimalOrNull(item.weightKg),
  };
}

/** '2.5' -> 2.5, '' -> null; anything else -> NaN (the schema refuses it before it is sent). */
function toDecimalOrNull(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An integer, and a decimal number as a number input gives it (a fraction, a sign). */
export const INTEGER = /^-?\d+$/;
export const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;
