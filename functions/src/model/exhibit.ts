import { z } from 'zod';
import { isRealDate } from './dates';
import { ASSET_CATEGORIES, BUDGET_SOURCES, DECISION_RESULTS } from './exhibit-admin-types';
import { APPROVAL_STATUSES, ITEM_CONDITIONS } from './exhibit-types';
import { IMPACT_LIMITS } from './impact-types';
import { isValidIsbn, normalizeIsbn } from './isbn';
import { DEFAULT_LOAN_DAYS, EXHIBIT_LIMITS, PROJECT_CODE } from './limits';
import {
  calendarDateSchema,
  dateTimeSchema,
  idSchema,
  lookupIdSchema,
  multilineText,
  requiredMultilineText,
  requiredText,
  text,
} from './primitives';

/**
 * Reuse mode (spec sections 3, 4 and 5): exhibits with items, asset info and books, as the API
 * accepts them. Pure zod, no Firebase: the domain rules and the route schemas build on these. The
 * enumerations and answer shapes are in the zod-free `exhibit-types.ts` and `exhibit-admin-types.ts`
 * (which the web app imports),
 * re-exported here with the limits and validators so the server names one module per entity.
 */

export * from './exhibit-admin-types';
export * from './exhibit-types';
export {
  calendarDateSchema,
  dateTimeSchema,
  DEFAULT_LOAN_DAYS,
  EXHIBIT_LIMITS,
  isRealDate,
  isValidIsbn,
  PROJECT_CODE,
};

export const itemConditionSchema = z.enum(ITEM_CONDITIONS);
export const budgetSourceSchema = z.enum(BUDGET_SOURCES);
export const assetCategorySchema = z.enum(ASSET_CATEGORIES);
export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
export const decisionResultSchema = z.enum(DECISION_RESULTS);

export const bookInputSchema = z
  .object({
    author: text(EXHIBIT_LIMITS.bookTextMax).default(''),
    publisher: text(EXHIBIT_LIMITS.bookTextMax).default(''),
    publicationYear: z.number().int().min(1000).max(9999).nullable().default(null),
    publicationMonth: z.number().int().min(1).max(12).nullable().default(null),
    publicationDay: z.number().int().min(1).max(31).nullable().default(null),
    isbn: text(EXHIBIT_LIMITS.isbnMax)
      .refine((v) => v === '' || isValidIsbn(v), 'Enter a valid ISBN (10 or 13 digits)')
      .transform(normalizeIsbn)
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
    assetNumber: text(EXHIBIT_LIMITS.assetNumberMax).default(''),
    budgetSource: budgetSourceSchema,
    /** Exactly 12 digits, required when the budget source is 'others'. */
    projectCode: text(EXHIBIT_LIMITS.projectCodeMax).default(''),
    acquisitionDate: calendarDateSchema.nullable().default(null),
    acquisitionPrice: z
      .number()
      .int()
      .min(0)
      .max(EXHIBIT_LIMITS.acquisitionPriceMax)
      .nullable()
      .default(null),
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
    /** The weight of one unit in kg, when the owner knows it (docs/impact.md); else the standard one. */
    weightKg: z.number().positive().max(IMPACT_LIMITS.weightKgMax).nullable().default(null),
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
    managerEmail: z.email().max(EXHIBIT_LIMITS.emailMax),
    place: placeInputSchema,
    pickupFrom: dateTimeSchema,
    pickupUntil: dateTimeSchema,
    secretariatId: lookupIdSchema,
    memo: multilineText(EXHIBIT_LIMITS.memoMax).default(''),
    expiresAt: dateTimeSchema,
    items: z.array(itemInputSchema).min(1).max(EXHIBIT_LIMITS.itemsMax),
    /**
     * Lent rather than given away (spec 4, "Contact (trade) status" step 5): every contact on it is
     * a loan, handed over with a return due date and returned into stock.
     */
    loan: z.boolean().default(false),
    /** A loan's default period in days (the handover proposes today + this); null when given. */
    loanDays: z
      .number()
      .int()
      .min(EXHIBIT_LIMITS.loanDaysMin)
      .max(EXHIBIT_LIMITS.loanDaysMax)
      .nullable()
      .default(null),
    /**
     * Application mode (docs/allocation.md): applications until this time, then a draw; null (the
     * default) for first come, first served.
     */
    applicationDeadline: dateTimeSchema.nullable().default(null),
    /** Exhibit and contact submission imply agreement to the displayed notice (spec section 5). */
    agreedToNotice: z.literal(true, { message: 'Agree to the notice on prohibited items' }),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (
      input.applicationDeadline !== null &&
      Date.parse(input.applicationDeadline) > Date.parse(input.expiresAt)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationDeadline'],
        message: 'The application deadline must not be after the expiry',
      });
    }
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
    if (input.loan && input.loanDays === null) {
      ctx.addIssue({ code: 'custom', path: ['loanDays'], message: 'Enter the loan period' });
    } else if (!input.loan && input.loanDays !== null) {
      ctx.addIssue({ code: 'custom', path: ['loanDays'], message: 'Only a loan has a period' });
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
