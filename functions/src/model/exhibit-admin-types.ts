import type { ApprovalStatus } from './exhibit-types';

/**
 * The enumerations only exhibits' owners and the back office use (asset info, decisions, the audit
 * trail, the review stages). Plain constants and types (no zod, no Firebase), apart from
 * `exhibit-types.ts` so the public pages' bundles do not carry them.
 */

/** Budget source ("reason") of an asset. */
export const BUDGET_SOURCES = ['operation', 'unknown', 'others'] as const;
export type BudgetSource = (typeof BUDGET_SOURCES)[number];

/** Disposal classification; `consumable` is the spec's "none". */
export const ASSET_CATEGORIES = ['personal_property', 'small_amount_supply', 'consumable'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

/** What a back-office officer decides. `propagated`: handed to the external-funds officer. */
export const DECISION_RESULTS = ['approved', 'rejected', 'propagated'] as const;
export type DecisionResult = (typeof DECISION_RESULTS)[number];

/** The asset number a user enters when it is unknown (spec section 5). */
export const UNKNOWN_ASSET_NUMBER = 'unknown';

/** What the audit trail (`exhibits/{id}/approvals`) records. */
export const APPROVAL_ACTIONS = [
  'submitted',
  'approved',
  'rejected',
  'propagated',
  'resubmitted',
  'published',
  'unpublished',
  'cancelled',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Who acted, as the audit trail records it. */
export type ApprovalRole = 'owner' | 'junk_inquiry' | 'external_funds' | 'system';

/** The back-office stage that decides: junk inquiry first, then (if propagated) external funds. */
export type ReviewStage = 'junk' | 'funds';

/** The role each stage needs. */
export const STAGE_ROLE = {
  junk: 'junk_inquiry',
  funds: 'external_funds',
} as const satisfies Record<ReviewStage, ApprovalRole>;

/** The statuses each stage's queue shows (its filter choices). */
export const STAGE_STATUSES = {
  junk: ['wait_junk', 'junk_rejected', 'wait_funds', 'approved'],
  funds: ['wait_funds', 'funds_rejected', 'approved'],
} as const satisfies Record<ReviewStage, readonly ApprovalStatus[]>;

/** The status a stage decides on (its queue's default filter). */
export const PENDING_STATUS = {
  junk: 'wait_junk',
  funds: 'wait_funds',
} as const satisfies Record<ReviewStage, ApprovalStatus>;

/** A queue's status filter: one of the stage's statuses, or `all` of them. */
export type QueueStatus = ApprovalStatus | 'all';
