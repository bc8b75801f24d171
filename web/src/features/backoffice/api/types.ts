import type { ApprovalStatus } from '../../../lib/exhibit-types';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';

/** The back office's queues (`functions/src/features/backoffice`): each stage's filter choices. */
export const STAGE_STATUSES = {
  junk: ['wait_junk', 'junk_rejected', 'wait_funds', 'approved'],
  funds: ['wait_funds', 'funds_rejected', 'approved'],
} as const satisfies Record<BackofficeStage, readonly ApprovalStatus[]>;

export type QueueStatus = (typeof STAGE_STATUSES)[BackofficeStage][number] | 'all';

/** The status a stage decides on (its default filter). */
export const PENDING_STATUS = {
  junk: 'wait_junk',
  funds: 'wait_funds',
} as const satisfies Record<BackofficeStage, ApprovalStatus>;

/** The role each stage needs. */
export const STAGE_ROLE = {
  junk: 'junk_inquiry',
  funds: 'external_funds',
} as const satisfies Record<BackofficeStage, string>;

export const stagePath = (stage: BackofficeStage) => `/home/backoffice/${stage}`;

/** An application in a queue. */
export interface QueueEntry {
  id: string;
  title: string;
  ownerId: string;
  ownerName?: string;
  approvalStatus: ApprovalStatus;
  published?: boolean;
  itemCount: number;
  submittedAt: string | null;
  updatedAt?: string;
  createdAt: string;
  /** The officer's own application or their group's: they may not decide on it. */
  ownApplication?: boolean;
}

export interface QueueResponse {
  exhibits: QueueEntry[];
  total: number;
}
