import { z } from 'zod';
import { pageFields } from '../../http/paging';
import { text } from '../../model/primitives';
import type { ApprovalStatus } from '../../model/exhibit';
import {
  STAGE_STATUSES,
  type ReviewStage,
  type ApprovalEntry,
  type OwnerExhibitSummary,
  type OwnerItem,
} from '../exhibits';

/**
 * The back office (contract "Back office"): the junk-inquiry and external-funds queues, the
 * detail an officer reviews, decisions and the CSV export. The documents are those of
 * features/exhibits.
 */

/** A queue's status filter: one of the stage's statuses, or `all` of them. */
export type QueueStatus = ApprovalStatus | 'all';

const statusSchema = (stage: ReviewStage) =>
  z.enum([...(STAGE_STATUSES[stage] as [ApprovalStatus, ...ApprovalStatus[]]), 'all']);

/** `GET /home/backoffice/{stage}?status&keyword&limit&offset`; status defaults to the stage's waiting one. */
export const queueQuery = (stage: ReviewStage) =>
  z.object({
    status: statusSchema(stage).default(stage === 'junk' ? 'wait_junk' : 'wait_funds'),
    keyword: text(100).default(''),
    ...pageFields(),
  });
export type QueueQuery = z.output<ReturnType<typeof queueQuery>>;

/** `GET /home/backoffice/{stage}/export.csv?status&keyword`. */
export const exportQuery = (stage: ReviewStage) =>
  z.object({
    status: statusSchema(stage).default('all'),
    keyword: text(100).default(''),
  });

// API shapes.

/**
 * An exhibit in a queue: the owner's fields without the memo, plus the owner's name and whether the
 * owner is the calling officer or one of their groups (then they may not decide: 403 `own_application`).
 */
export interface BackofficeExhibitSummary extends Omit<OwnerExhibitSummary, 'memo'> {
  ownerName: string | null;
  ownApplication: boolean;
}

/** What an officer reviews: items with asset info. */
export interface BackofficeExhibit extends BackofficeExhibitSummary {
  items: OwnerItem[];
}

/** `GET /home/backoffice/{junk|funds}`. */
export interface BackofficeListResponse {
  exhibits: BackofficeExhibitSummary[];
  total: number;
}

/** `GET /home/backoffice/{junk|funds}/:id`: the exhibit and its audit trail (oldest first). */
export interface BackofficeDetailResponse {
  exhibit: BackofficeExhibit;
  approvals: ApprovalEntry[];
}

/** `POST /home/backoffice/{junk|funds}/:id/decision`. */
export interface DecisionResponse {
  exhibit: BackofficeExhibit;
  approval: ApprovalEntry;
}
