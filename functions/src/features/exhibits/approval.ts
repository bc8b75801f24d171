import { conflict, validationError } from '../../http/errors';
import type {
  ApprovalStatus,
  AssetInfoInput,
  BookInput,
  DecisionResult,
  ItemCondition,
} from '../../model/exhibit';
import {
  APPROVAL_ACTIONS,
  STAGE_ROLE as MODEL_STAGE_ROLE,
  STAGE_STATUSES as MODEL_STAGE_STATUSES,
  type ApprovalAction,
  type ApprovalRole,
  type ReviewStage,
} from '../../model/exhibit-admin-types';
import {
  EXHIBIT_CANCELLED,
  EXHIBIT_HAS_CONTACTS,
  INVALID_TRANSITION,
  ITEM_HAS_TRADES,
  LAST_ITEM,
  MODERATION_HOLD,
  NOT_APPROVED,
} from '../../model/error-codes';

export { APPROVAL_ACTIONS, type ApprovalAction, type ApprovalRole, type ReviewStage };

/**
 * The approval state machine of reuse exhibits (contract "Approval state machine"), free of
 * Firebase: every function takes the current state and returns the next one or throws the
 * `AppError` the API answers with. Stores apply the result inside their transaction.
 */

/** The part of an exhibit the state machine looks at. */
export interface ApprovalState {
  approvalStatus: ApprovalStatus;
  published: boolean;
  cancelled: boolean;
  /** Unpublished by the moderators (docs/moderation.md): not publishable until they revert it. */
  held?: boolean;
}

/** The result of a step: the new status and published flag, and the audit action to record. */
export interface Transition {
  action: ApprovalAction;
  from: ApprovalStatus;
  to: ApprovalStatus;
  published: boolean;
}

export const invalidTransition = (message = 'This change is not possible in the current state') =>
  conflict(INVALID_TRANSITION, message);
export const notApproved = () =>
  conflict(NOT_APPROVED, 'Only an approved exhibit can be published');
export const moderationHold = () =>
  conflict(MODERATION_HOLD, 'The moderators unpublished this; it cannot be published for now');
export const exhibitCancelled = () => conflict(EXHIBIT_CANCELLED, 'The exhibit was cancelled');
export const exhibitHasContacts = () =>
  conflict(
    EXHIBIT_HAS_CONTACTS,
    'While contacts are open only the description, memo, manager, pick-up period, expiry and loan period may change',
  );
export const itemHasTrades = () =>
  conflict(ITEM_HAS_TRADES, 'An item with trades cannot be removed');
export const lastItem = () => conflict(LAST_ITEM, 'An exhibit must keep at least one item');

/** Statuses from which the owner may submit (again). */
export const SUBMITTABLE: readonly ApprovalStatus[] = [
  'not_yet',
  'junk_rejected',
  'funds_rejected',
];

/** The status each stage decides on. */
export const STAGE_WAITING: Record<ReviewStage, ApprovalStatus> = {
  junk: 'wait_junk',
  funds: 'wait_funds',
};

/** Stage roles and statuses are the model's; the queues' filters read them typed loosely. */
export const STAGE_ROLE = MODEL_STAGE_ROLE;
export const STAGE_STATUSES: Record<ReviewStage, readonly ApprovalStatus[]> = MODEL_STAGE_STATUSES;

/** Every change to a cancelled exhibit is refused. */
export function assertNotCancelled(state: Pick<ApprovalState, 'cancelled'>): void {
  if (state.cancelled) throw exhibitCancelled();
}

/** Owner submits: not_yet | junk_rejected | funds_rejected -> wait_junk (unpublished). */
export function submit(state: ApprovalState): Transition {
  assertNotCancelled(state);
  if (!SUBMITTABLE.includes(state.approvalStatus)) {
    throw invalidTransition(`An exhibit in state ${state.approvalStatus} cannot be submitted`);
  }
  return { action: 'submitted', from: state.approvalStatus, to: 'wait_junk', published: false };
}

/**
 * An officer decides. Junk: approved -> approved (published), rejected -> junk_rejected,
 * propagated -> wait_funds. Funds: approved -> approved (published), rejected -> funds_rejected;
 * propagated is a 400 at `body.result`. Deciding on an exhibit that does not wait for the stage
 * (or is cancelled) is 409.
 */
export function decide(
  state: ApprovalState,
  stage: ReviewStage,
  result: DecisionResult,
): Transition {
  if (stage === 'funds' && result === 'propagated') {
    throw validationError([
      { location: 'body.result', message: 'The external-funds officer cannot propagate' },
    ]);
  }
  assertNotCancelled(state);
  if (state.approvalStatus !== STAGE_WAITING[stage]) {
    throw invalidTransition(
      `The exhibit is ${state.approvalStatus}, not ${STAGE_WAITING[stage]}: nothing to decide`,
    );
  }
  const from = state.approvalStatus;
  switch (result) {
    case 'approved':
      return { action: 'approved', from, to: 'approved', published: true };
    case 'rejected':
      return {
        action: 'rejected',
        from,
        to: stage === 'junk' ? 'junk_rejected' : 'funds_rejected',
        published: false,
      };
    case 'propagated':
      return { action: 'propagated', from, to: 'wait_funds', published: false };
  }
}

/** Publish: only when approved (409 `not_approved`). Publishing a published exhibit is a no-op. */
export function publish(state: ApprovalState): Transition {
  assertNotCancelled(state);
  if (state.held === true) throw moderationHold();
  if (state.approvalStatus !== 'approved') throw notApproved();
  return {
    action: 'published',
    from: state.approvalStatus,
    to: state.approvalStatus,
    published: true,
  };
}

/** Unpublish: any time (but not once cancelled). */
export function unpublish(state: ApprovalState): Transition {
  assertNotCancelled(state);
  return {
    action: 'unpublished',
    from: state.approvalStatus,
    to: state.approvalStatus,
    published: false,
  };
}

/** Cancel: any time, once (irreversible). The exhibit is unpublished; its status stays. */
export function cancel(state: ApprovalState): Transition {
  assertNotCancelled(state);
  return {
    action: 'cancelled',
    from: state.approvalStatus,
    to: state.approvalStatus,
    published: false,
  };
}

/** `searchable` of the contract: approved, published, not cancelled (nor held by the moderators). */
export function isSearchable(state: ApprovalState): boolean {
  return (
    state.approvalStatus === 'approved' &&
    state.published &&
    !state.cancelled &&
    state.held !== true
  );
}

/** An item as the edit rules compare it (stock is not edited through the form). */
export interface ItemSnapshot {
  /** Absent for an item the edit adds. */
  id?: string | undefined;
  name: string;
  description: string;
  categoryId: string;
  condition: ItemCondition;
  book: BookInput | null;
  assetInfo: AssetInfoInput;
}

/** An exhibit's form fields as the edit rules compare them. Times are epoch milliseconds. */
export interface ExhibitSnapshot {
  title: string;
  description: string;
  itemManager: string;
  managerEmail: string;
  place: { areaId: string; buildingId: string; room: string };
  pickupFrom: number;
  pickupUntil: number;
  secretariatId: string;
  memo: string;
  expiresAt: number;
  /** Lending or giving (a contact copies it, so it is locked while contacts are active). */
  loan: boolean;
  /** The default loan period: only new handovers read it, so it may change any time. */
  loanDays: number | null;
  items: ItemSnapshot[];
}

/** Structural equality of plain data (objects compared key by key, order-independent). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((value, i) => sameValue(value, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!sameValue(ra[key], rb[key])) return false;
  return true;
}

/**
 * True when an edit must go back to the junk officer: it adds an item, changes any kept item's
 * asset info, or changes the secretariat. Removing items, or changing anything else, does not.
 */
export function needsReapproval(before: ExhibitSnapshot, after: ExhibitSnapshot): boolean {
  if (before.secretariatId !== after.secretariatId) return true;
  const existing = new Map(before.items.flatMap((item) => (item.id ? [[item.id, item]] : [])));
  return after.items.some((item) => {
    const old = item.id === undefined ? undefined : existing.get(item.id);
    return old === undefined || !sameValue(old.assetInfo, item.assetInfo);
  });
}

/**
 * What an edit does to the approval state: on not_yet nothing; otherwise, when the edit needs
 * re-approval, back to wait_junk unpublished (audit `resubmitted`). Null: no change.
 */
export function afterEdit(
  state: ApprovalState,
  before: ExhibitSnapshot,
  after: ExhibitSnapshot,
): Transition | null {
  assertNotCancelled(state);
  if (state.approvalStatus === 'not_yet' || !needsReapproval(before, after)) return null;
  return { action: 'resubmitted', from: state.approvalStatus, to: 'wait_junk', published: false };
}

/** Exhibit fields that may change while contacts are open (`activeContactCount > 0`). */
export const CONTACT_EDITABLE_FIELDS = [
  'description',
  'memo',
  'itemManager',
  'managerEmail',
  'pickupFrom',
  'pickupUntil',
  'expiresAt',
  'loanDays',
] as const satisfies readonly (keyof ExhibitSnapshot)[];

/** The fields an edit changes (items count as one field `items`, compared without stock). */
export function changedFields(before: ExhibitSnapshot, after: ExhibitSnapshot): string[] {
  const keys = Object.keys(before) as (keyof ExhibitSnapshot)[];
  return keys.filter((key) => !sameValue(before[key], after[key]));
}

/** While contacts are open only CONTACT_EDITABLE_FIELDS may change: else 409 `exhibit_has_contacts`. */
export function assertEditAllowed(
  activeContactCount: number,
  before: ExhibitSnapshot,
  after: ExhibitSnapshot,
): void {
  if (activeContactCount <= 0) return;
  const allowed: readonly string[] = CONTACT_EDITABLE_FIELDS;
  if (changedFields(before, after).some((field) => !allowed.includes(field))) {
    throw exhibitHasContacts();
  }
}

/** An existing item as the removal rule sees it. */
export interface RemovableItem {
  id: string;
  tradeCount: number;
}

/**
 * Removing `removedIds` from `existing` (while `addedCount` new items are added): 409
 * `item_has_trades` when a removed item has trades, 409 `last_item` when no item would remain.
 */
export function assertRemovable(
  existing: readonly RemovableItem[],
  removedIds: readonly string[],
  addedCount = 0,
): void {
  if (removedIds.length === 0) return;
  const removed = new Set(removedIds);
  if (existing.some((item) => removed.has(item.id) && item.tradeCount > 0)) throw itemHasTrades();
  const remaining = existing.filter((item) => !removed.has(item.id)).length + addedCount;
  if (remaining <= 0) throw lastItem();
}
