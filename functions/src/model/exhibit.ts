import { z } from 'zod';
import {
  calendarDateSchema,
  dateTimeSchema,
  idSchema,
  isRealDate,
  lookupIdSchema,
  multilineText,
  requiredMultilineText,
  requiredText,
  text,
} from './primitives';

export { calendarDateSchema, dateTimeSchema, isRealDate };

/**
 * Reuse mode (spec sections 3, 4 and 5): exhibits with items, asset info and books, as the API
 * accepts them. Pure zod, no Firebase: the domain rules and the route schemas build on these. The
 * Firestore documents are described in `features/exhibits/schema.ts` (`exhibitDocSchema`).
 */

export const ITEM_CONDITIONS = [
  'new',
  'almost_new',
  'clean',
  'slightly_dirty',
  'dirty',
  'bad',
] as const;
export const itemConditionSchema = z.enum(ITEM_CONDITIONS);
export type ItemCondition = z.infer<typeof itemConditionSchema>;

/** Follows from the item's small category (the lookups give each one a kind). */
export const ITEM_KINDS = ['furniture', 'book', 'consumable'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Budget source ("reason") of an asset. */
export const BUDGET_SOURCES = ['operation', 'unknown', 'others'] as const;
export const budgetSourceSchema = z.enum(BUDGET_SOURCES);
export type BudgetSource = z.infer<typeof budgetSourceSchema>;

/** Disposal classification; `consumable` is the spec's "none". */
export const ASSET_CATEGORIES = ['personal_property', 'small_amount_supply', 'consumable'] as const;
export const assetCategorySchema = z.enum(ASSET_CATEGORIES);
export type AssetCategory = z.infer<typeof assetCategorySchema>;

export const APPROVAL_STATUSES = [
  'not_yet',
  'wait_junk',
  'junk_rejected',
  'wait_funds',
  'funds_rejected',
  'approved',
] as const;
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

/** What a back-office officer decides. `propagated`: handed to the external-funds officer. */
export const DECISION_RESULTS = ['approved', 'rejected', 'propagated'] as const;
export const decisionResultSchema = z.enum(DECISION_RESULTS);
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const DISPLAY_STATES = ['on_display', 'contacted', 'finished'] as const;
export type DisplayState = (typeof DISPLAY_STATES)[number];

export const EXHIBIT_TYPES = ['reuse', 'sharing'] as const;
export type ExhibitType = (typeof EXHIBIT_TYPES)[number];

/** Limits of the reuse forms; the web forms mirror them. */
export const EXHIBIT_LIMITS = {
  titleMax: 100,
  descriptionMax: 4000,
  itemsMax: 20,
  itemNameMax: 100,
  itemDescriptionMax: 2000,
  stockMax: 9999,
  memoMax: 2000,
  nameMax: 50,
  roomMax: 50,
  reasonMax: 500,
  commentMax: 1000,
  /** Pick-up period and expiration: at most this far (spec section 9: date ranges at most 1 year). */
  rangeMaxDays: 366,
  imagesPerItemMax: 5,
} as const;

/** Project codes are exactly 12 digits (spec section 9). */
export const PROJECT_CODE = /^\d{12}$/;
/** The asset number a user enters when it is unknown (spec section 5). */
export const UNKNOWN_ASSET_NUMBER = 'unknown';

/**
 * ISBN-10 (last character may be X) or ISBN-13 with a correct check digit. Hyphens and spaces are
 * ignored.
 */
export function isValidIsbn(input: string): boolean {
  const isbn = input.replace(/[-\s]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 10; i += 1) {
      const c = isbn[i] ?? '';
      sum += (c === 'X' ? 10 : Number(c)) * (10 - i);
    }
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(isbn)) {
    let sum = 0;
    for (let i = 0; i < 13; i += 1) sum += Number(isbn[i]) * (i % 2 === 0 ? 1 : 3);
    return sum % 10 === 0;
  }
  return false;
}

export const bookInputSchema = z
  .object({
    author: text(200).default(''),
    publisher: text(200).default(''),
    publicationYear: z.number().int().min(1000).max(9999).nullable().default(null),
    publicationMonth: z.number().int().min(1).max(12).nullable().default(null),
    publicationDay: z.number().int().min(1).max(31).nullable().default(null),
    isbn: text(30)
      .refine((v) => v === '' || isValidIsbn(v), 'Enter a valid ISBN (10 or 13 digits)')
      .transform((v) => v.replace(/[-\s]/g, '').toUpperCase())
      .default(''),
  })
  .strict()
  .superRefine((book, ctx) => {
    const { publicationYear: y, publicationMonth: m, publicationDay: d } = book;
    if (m !== null && y === null) {
      ctx.addIssue({ code: 'custom', path: ['publicationYear'], message: 'Enter the year too' });
    }
    if (d !== null && m === null) {
      ctx.addIssue({ code: 'custom', path: ['publicationMonth'], message: 'Enter the month too' });
    }
    if (y !== null && m !== null && d !== null && !isRealDate(y, m, d)) {
      ctx.addIssue({ code: 'custom', path: ['publicationDay'], message: 'Enter a valid date' });
    }
  });
export type BookInput = z.infer<typeof bookInputSchema>;

export const assetInfoInputSchema = z
  .object({
    assetCategory: assetCategorySchema,
    /** Required unless the category is consumable; 'unknown' when the user does not know it. */
    assetNumber: text(50).default(''),
    budgetSource: budgetSourceSchema,
    /** Exactly 12 digits, required when the budget source is 'others'. */
    projectCode: text(30).default(''),
    acquisitionDate: calendarDateSchema.nullable().default(null),
    acquisitionPrice: z.number().int().min(0).max(10_000_000_000).nullable().default(null),
  })
  .strict()
  .superRefine((info, ctx) => {
    if (info.assetCategory !== 'consumable' && info.assetNumber === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['assetNumber'],
        message: "Enter the asset number, or 'unknown'",
      });
    }
    if (info.budgetSource === 'others' && !PROJECT_CODE.test(info.projectCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['projectCode'],
        message: 'Enter the 12-digit project code',
      });
    } else if (info.projectCode !== '' && !PROJECT_CODE.test(info.projectCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['projectCode'],
        message: 'A project code has exactly 12 digits',
      });
    }
  });
export type AssetInfoInput = z.infer<typeof assetInfoInputSchema>;

/**
 * One item of an exhibit. `id` names an existing item when editing (absent: a new item). The kind
 * follows from the small category; `book` is kept only for books.
 */
export const itemInputSchema = z
  .object({
    id: idSchema.optional(),
    name: requiredText(EXHIBIT_LIMITS.itemNameMax),
    description: multilineText(EXHIBIT_LIMITS.itemDescriptionMax).default(''),
    categoryId: lookupIdSchema,
    /** Stock of a new item; ignored for existing items (stock changes go through the ledger). */
    stock: z.number().int().min(1).max(EXHIBIT_LIMITS.stockMax),
    condition: itemConditionSchema,
    book: bookInputSchema.nullable().default(null),
    assetInfo: assetInfoInputSchema,
  })
  .strict();
export type ItemInput = z.infer<typeof itemInputSchema>;

export const placeInputSchema = z
  .object({
    areaId: lookupIdSchema,
    buildingId: lookupIdSchema,
    room: text(EXHIBIT_LIMITS.roomMax).default(''),
  })
  .strict();
export type PlaceInput = z.infer<typeof placeInputSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The exhibit form (create and edit). */
export const exhibitInputSchema = z
  .object({
    title: requiredText(EXHIBIT_LIMITS.titleMax),
    description: multilineText(EXHIBIT_LIMITS.descriptionMax).default(''),
    itemManager: requiredText(EXHIBIT_LIMITS.nameMax),
    managerEmail: z.email().max(200),
    place: placeInputSchema,
    pickupFrom: dateTimeSchema,
    pickupUntil: dateTimeSchema,
    secretariatId: lookupIdSchema,
    memo: multilineText(EXHIBIT_LIMITS.memoMax).default(''),
    expiresAt: dateTimeSchema,
    items: z.array(itemInputSchema).min(1).max(EXHIBIT_LIMITS.itemsMax),
    /** Exhibit and contact submission imply agreement to the displayed notice (spec section 5). */
    agreedToNotice: z.literal(true, { message: 'Agree to the notice on prohibited items' }),
  })
  .strict()
  .superRefine((input, ctx) => {
    const from = Date.parse(input.pickupFrom);
    const until = Date.parse(input.pickupUntil);
    if (from > until) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupUntil'],
        message: 'The end of the pick-up period must not be before its start',
      });
    } else if (until - from > EXHIBIT_LIMITS.rangeMaxDays * DAY_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['pickupUntil'],
        message: 'The pick-up period must be within 1 year',
      });
    }
  });
export type ExhibitInput = z.infer<typeof exhibitInputSchema>;

/** Inventory adjustment (spec section 5): a signed, non-zero change and a reason. */
export const inventoryAdjustmentSchema = z
  .object({
    delta: z
      .number()
      .int()
      .min(-EXHIBIT_LIMITS.stockMax)
      .max(EXHIBIT_LIMITS.stockMax)
      .refine((v) => v !== 0, 'Enter a non-zero change'),
    reason: requiredMultilineText(EXHIBIT_LIMITS.reasonMax),
  })
  .strict();
export type InventoryAdjustment = z.infer<typeof inventoryAdjustmentSchema>;

/** A back-office decision. The comment is required when rejecting (the owner reads it). */
export const decisionInputSchema = z
  .object({
    result: decisionResultSchema,
    comment: multilineText(EXHIBIT_LIMITS.reasonMax).default(''),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.result === 'rejected' && input.comment === '') {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'Give the reason for rejecting' });
    }
  });
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export const commentInputSchema = z
  .object({ body: requiredMultilineText(EXHIBIT_LIMITS.commentMax) })
  .strict();
export type CommentInput = z.infer<typeof commentInputSchema>;
