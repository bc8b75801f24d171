import { z } from 'zod';
import { pageFields } from '../../http/paging';
import { text } from '../../model/primitives';
import type { ApprovalStatus } from '../../model/exhibit';
import { STAGE_STATUSES, type ReviewStage } from '../exhibits';

/**
 * The back office (contract "Back office"): the junk-inquiry and external-funds queues, the
 * detail an officer reviews, decisions and the CSV export. The documents are those of
 * features/exhibits.
 */

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

// API shapes (the model's).
export type {
  BackofficeDetailResponse,
  BackofficeExhibit,
  BackofficeExhibitSummary,
  BackofficeListResponse,
  DecisionResponse,
} from '../../model/exhibit-types';
export type { QueueStatus } from '../../model/exhibit-admin-types';
