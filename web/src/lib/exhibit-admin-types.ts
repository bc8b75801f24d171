import type { ExhibitInput as ModelExhibitInput } from '@campus/model/exhibit';
import type { BackofficeExhibit, OwnerExhibit } from '@campus/model/exhibit-types';

/**
 * Exhibits as their owner and the back office see them: the model's enumerations, limits and shapes
 * (`functions/src/model/exhibit-types.ts`, `limits.ts`): asset info, the memo, the approval state
 * and its audit trail, the inventory ledger. Shared by the manage and back-office features.
 */

export {
  ASSET_CATEGORIES,
  BUDGET_SOURCES,
  DECISION_RESULTS,
  UNKNOWN_ASSET_NUMBER,
} from '@campus/model/exhibit-admin-types';
export { EXHIBIT_LIMITS, IMAGE_TYPES, MAX_IMAGE_UPLOAD_BYTES } from '@campus/model/limits';
export type {
  ApprovalAction,
  ApprovalRole,
  AssetCategory,
  BudgetSource,
  DecisionResult,
  ReviewStage as BackofficeStage,
} from '@campus/model/exhibit-admin-types';
export type {
  ApprovalEntry,
  AssetInfo,
  LastDecision,
  OwnerItem as ManagedItem,
} from '@campus/model/exhibit-types';
export type { AssetInfoInput, ItemInput } from '@campus/model/exhibit';

/**
 * What the exhibit form sends (POST and PUT /home/exhibits): the model's input, with the notice
 * agreement as ticked (the server refuses anything but true).
 */
export type ExhibitInput = Omit<ModelExhibitInput, 'agreedToNotice'> & { agreedToNotice: boolean };

/**
 * GET /home/exhibits/{id} (the owner: with the memo) and the back-office detail (with the owner's
 * name, without the memo): one shape for the pages both show.
 */
export type ManagedExhibit = Omit<OwnerExhibit, 'memo'> &
  Partial<Pick<OwnerExhibit, 'memo'> & Pick<BackofficeExhibit, 'ownerName' | 'ownApplication'>>;
