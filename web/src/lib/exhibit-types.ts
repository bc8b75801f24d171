/**
 * Reuse-mode exhibits as the API returns them: the model's enumerations and shapes
 * (`functions/src/model/exhibit-types.ts`), named as the public pages (search, detail, favorites)
 * and the manage and back-office pages import them. Dates are ISO 8601 strings: show them through
 * `lib/time.ts`.
 */

export {
  APPROVAL_STATUSES,
  DISPLAY_STATES,
  ITEM_CONDITIONS,
  ITEM_KINDS,
} from '@campus/model/exhibit-types';
export type {
  ApprovalStatus,
  CommentListResponse,
  DisplayState,
  ExhibitBook,
  ExhibitComment,
  ExhibitDetail,
  ExhibitImage,
  ExhibitItem,
  ExhibitListResponse,
  ExhibitOwnerCard as ExhibitOwner,
  ExhibitPlace,
  ExhibitSearchResponse,
  ExhibitSummary,
  ExhibitType,
  ItemCondition,
  ItemKind,
} from '@campus/model/exhibit-types';
