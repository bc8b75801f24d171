import type {
  ApprovalStatus,
  DisplayState,
  ExhibitBook,
  ExhibitItem,
  ExhibitPlace,
  ExhibitType,
  ItemKind,
} from './exhibit-types';

/**
 * Exhibits as their owner and the back office see them (the routes in `functions/src/features`;
 * enumerations and limits from `functions/src/model/exhibit.ts`): asset info, the memo, the approval
 * state and its audit trail, the inventory ledger. Shared by the manage and back-office features.
 */

export const BUDGET_SOURCES = ['operation', 'unknown', 'others'] as const;
export type BudgetSource = (typeof BUDGET_SOURCES)[number];

/** Disposal classification; `consumable` is the spec's "none". */
export const ASSET_CATEGORIES = ['personal_property', 'small_amount_supply', 'consumable'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];

export const DECISION_RESULTS = ['approved', 'rejected', 'propagated'] as const;
export type DecisionResult = (typeof DECISION_RESULTS)[number];

/** The two back-office stages: junk inquiry, then external funds. */
export type BackofficeStage = 'junk' | 'funds';

/** Limits of the reuse forms (the server's `EXHIBIT_LIMITS`). */
export const EXHIBIT_LIMITS = {
  titleMax: 100,
  descriptionMax: 4000,
  itemsMax: 20,
  itemNameMax: 100,
  itemDescriptionMax: 2000,
  stockMax: 9999,
  memoMax: 2000,
  nameMax: 50,
  emailMax: 200,
  roomMax: 50,
  reasonMax: 500,
  commentMax: 1000,
  bookTextMax: 200,
  assetNumberMax: 50,
  acquisitionPriceMax: 10_000_000_000,
  /** Pick-up period: at most this many days (spec section 9: date ranges at most 1 year). */
  rangeMaxDays: 366,
  imagesPerItemMax: 5,
  /** Photos: at most 10 MB, JPEG, PNG or WebP. */
  imageMaxBytes: 10 * 1024 * 1024,
} as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The asset number a user enters when it is unknown (spec section 5). */
export const UNKNOWN_ASSET_NUMBER = 'unknown';

export interface AssetInfo {
  assetCategory: AssetCategory;
  assetNumber: string;
  budgetSource: BudgetSource;
  projectCode: string;
  /** `YYYY-MM-DD` or null. */
  acquisitionDate: string | null;
  acquisitionPrice: number | null;
}

/** An item with what only its owner and the officers see. */
export interface ManagedItem extends ExhibitItem {
  assetInfo: AssetInfo;
  /** Trades of the item (a later issue; 0 for now). */
  tradeCount?: number;
}

/** The last back-office decision (the owner reads a rejection's comment). */
export interface LastDecision {
  result: DecisionResult;
  comment: string;
  by: string;
  at: string;
  stage: BackofficeStage;
}

/** GET /home/exhibits/{id} (the owner) and the back-office detail. Dates are ISO 8601. */
export interface ManagedExhibit {
  id: string;
  type: ExhibitType;
  ownerId: string;
  /** The owner's name, when the back office shows it. */
  ownerName?: string;
  title: string;
  description: string;
  itemManager: string;
  managerEmail: string;
  place: ExhibitPlace;
  pickupFrom: string;
  pickupUntil: string;
  expiresAt: string;
  secretariatId: string;
  memo?: string;
  published: boolean;
  approvalStatus: ApprovalStatus;
  displayState: DisplayState;
  cancelledAt: string | null;
  favoriteCount: number;
  contactCount: number;
  commentCount: number;
  activeContactCount: number;
  itemCount: number;
  stockTotal: number;
  kinds: ItemKind[];
  lastDecision: LastDecision | null;
  thumbnailUri: string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  publishedAt: string | null;
  items: ManagedItem[];
}

export type ApprovalAction =
  | 'submitted'
  | 'approved'
  | 'rejected'
  | 'propagated'
  | 'resubmitted'
  | 'published'
  | 'unpublished'
  | 'cancelled';

export type ApprovalRole = 'owner' | 'junk_inquiry' | 'external_funds' | 'system';

/** One entry of an exhibit's audit trail. */
export interface ApprovalEntry {
  id: string;
  action: ApprovalAction;
  from: ApprovalStatus | null;
  to: ApprovalStatus | null;
  byUid: string;
  byName: string;
  role: ApprovalRole;
  comment: string;
  at: string;
}

/** What the exhibit form sends (POST and PUT /home/exhibits). */
export type AssetInfoInput = AssetInfo;

export interface ItemInput {
  /** An existing item (edit); absent for a new one. */
  id?: string;
  name: string;
  description: string;
  categoryId: string;
  stock: number;
  condition: ExhibitItem['condition'];
  book: ExhibitBook | null;
  assetInfo: AssetInfoInput;
}

export interface ExhibitInput {
  title: string;
  description: string;
  itemManager: string;
  managerEmail: string;
  place: ExhibitPlace;
  pickupFrom: string;
  pickupUntil: string;
  secretariatId: string;
  memo: string;
  expiresAt: string;
  items: ItemInput[];
  /** Must be true: the server refuses anything else. */
  agreedToNotice: boolean;
}
