import { z } from 'zod';
import { timestampSchema as timestamp } from '../../shared/firestore-docs';
import { pageFields } from '../../http/paging';
import {
  APPROVAL_STATUSES,
  DECISION_RESULTS,
  DISPLAY_STATES,
  EXHIBIT_TYPES,
  ITEM_CONDITIONS,
  ITEM_KINDS,
  approvalStatusSchema,
  assetInfoInputSchema,
  bookInputSchema,
} from '../../model/exhibit';
import { idSchema } from '../../model/primitives';
import { APPROVAL_ACTIONS } from './approval';

/**
 * The owner side of reuse exhibits (contract "Firestore layout" and "Endpoints"): the stored
 * documents (server-only, admin SDK Timestamps) and the API responses (plain JSON, ISO dates).
 */

// Stored documents.

const lastDecisionDocSchema = z.object({
  result: z.enum(DECISION_RESULTS),
  comment: z.string(),
  by: z.string(),
  at: timestamp,
  stage: z.enum(['junk', 'funds']),
});

/** A copy of a photo in one of `IMAGE_VARIANT_WIDTHS` (its real width). */
export const imageVariantSchema = z.object({ width: z.number().int().positive(), uri: z.string() });

/** `exhibits/{id}`, every field. */
export const exhibitDocSchema = z.object({
  type: z.enum(EXHIBIT_TYPES),
  ownerId: z.string(),
  createdBy: z.string(),
  title: z.string(),
  description: z.string(),
  itemManager: z.string(),
  managerEmail: z.string(),
  place: z.object({ areaId: z.string(), buildingId: z.string(), room: z.string() }),
  pickupFrom: timestamp,
  pickupUntil: timestamp,
  expiresAt: timestamp,
  secretariatId: z.string(),
  memo: z.string(),
  /** Lent rather than given away (exhibits stored before loans existed are give-aways). */
  loan: z.boolean().default(false),
  /** A loan's default period in days; null when given away. */
  loanDays: z.number().int().nullable().default(null),
  published: z.boolean(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  displayState: z.enum(DISPLAY_STATES),
  cancelledAt: timestamp.nullable(),
  favoriteCount: z.number().int(),
  contactCount: z.number().int(),
  commentCount: z.number().int(),
  activeContactCount: z.number().int(),
  itemCount: z.number().int(),
  stockTotal: z.number().int(),
  /** `stockTotal > 0`, an equality filter of the search's browse path. */
  inStock: z.boolean(),
  kinds: z.array(z.enum(ITEM_KINDS)),
  categoryIds: z.array(z.string()),
  tags: z.record(z.string(), z.literal(true)),
  /** The keys of `tags` (one `array-contains` filter of the search's browse path). */
  tagList: z.array(z.string()),
  /** `kinds` as a map (`kindFlags.<kind> == true`: equality filters of the browse path). */
  kindFlags: z.record(z.string(), z.literal(true)),
  areaId: z.string(),
  searchable: z.boolean(),
  grams: z.record(z.string(), z.literal(true)),
  /** The searchable texts, normalised: what a keyword search verifies its candidates against. */
  searchText: z.string(),
  lastDecision: lastDecisionDocSchema.nullable(),
  /** Application mode (docs/allocation.md): applications until `deadline`, then a draw. */
  allocation: z
    .object({
      deadline: timestamp,
      drawnAt: timestamp.nullable(),
      applicationCount: z.number().int(),
    })
    .nullable()
    .default(null),
  /** A moderator's unpublish (docs/moderation.md): not searchable or publishable while set. */
  moderation: z
    .object({ reason: z.string(), at: timestamp, byUid: z.string() })
    .nullable()
    .default(null),
  thumbnailUri: z.string().nullable(),
  /** The thumbnail's photo in the larger widths (derived with `thumbnailUri`). */
  thumbnailVariants: z.array(imageVariantSchema).default([]),
  createdAt: timestamp,
  updatedAt: timestamp,
  submittedAt: timestamp.nullable(),
  publishedAt: timestamp.nullable(),
});
export type ExhibitDoc = z.infer<typeof exhibitDocSchema>;

/** A stored photo (items and devices); photos stored before variants existed have none. */
export const imageSchema = z.object({
  id: z.string(),
  uri: z.string(),
  thumbnailUri: z.string(),
  variants: z.array(imageVariantSchema).default([]),
});

/** `exhibits/{id}/items/{itemId}`. `tradeCount` comes with contacts (a later issue): 0 until then. */
export const itemDocSchema = z.object({
  name: z.string(),
  description: z.string(),
  categoryId: z.string(),
  kind: z.enum(ITEM_KINDS),
  stock: z.number().int().min(0),
  condition: z.enum(ITEM_CONDITIONS),
  book: bookInputSchema.nullable(),
  assetInfo: assetInfoInputSchema,
  /** One unit's weight in kg as the owner gave it (null: the category's standard weight). */
  weightKg: z.number().nullable().default(null),
  images: z.array(imageSchema),
  order: z.number(),
  tradeCount: z.number().int().default(0),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ItemDoc = z.infer<typeof itemDocSchema>;

/** `exhibits/{id}/items/{itemId}/ledger/{entryId}`: append-only. */
export const ledgerDocSchema = z.object({
  delta: z.number().int(),
  reason: z.string(),
  stockAfter: z.number().int(),
  byUid: z.string(),
  accountId: z.string(),
  at: timestamp,
});
export type LedgerDoc = z.infer<typeof ledgerDocSchema>;

/** `exhibits/{id}/approvals/{entryId}`: the audit trail. */
export const approvalDocSchema = z.object({
  action: z.enum(APPROVAL_ACTIONS),
  from: z.enum(APPROVAL_STATUSES),
  to: z.enum(APPROVAL_STATUSES),
  byUid: z.string(),
  byName: z.string(),
  role: z.enum(['owner', 'junk_inquiry', 'external_funds', 'system']),
  comment: z.string(),
  at: timestamp,
});
export type ApprovalDoc = z.infer<typeof approvalDocSchema>;

// Requests.

export const exhibitParams = z.object({ id: idSchema });
export const itemParams = z.object({ id: idSchema, itemId: idSchema });

/** `GET /home/exhibits?type=reuse&status=...&limit&offset`. */
export const ownerListQuery = z.object({
  type: z.literal('reuse').default('reuse'),
  status: approvalStatusSchema.optional(),
  ...pageFields(),
});
export type OwnerListQuery = z.output<typeof ownerListQuery>;

/** `GET .../inventory?limit&offset`. */
export const ledgerQuery = z.object(pageFields(50));

// API shapes (the model's).
export type {
  ApprovalEntry,
  ApprovalsResponse,
  ExhibitImage,
  InventoryAdjustmentResponse,
  LastDecision,
  LedgerEntry,
  LedgerResponse,
  OwnerExhibit,
  OwnerExhibitListResponse,
  OwnerExhibitResponse,
  OwnerExhibitSummary,
  OwnerItem,
} from '../../model/exhibit-types';
