import type { STAGE_STATUSES } from '@campus/model/exhibit-admin-types';
import type { ApprovalStatus } from '../../../lib/exhibit-types';
import type { BackofficeStage } from '../../../lib/exhibit-admin-types';

export { PENDING_STATUS, STAGE_ROLE, STAGE_STATUSES } from '@campus/model/exhibit-admin-types';

/** A queue's filter: one of the stage's statuses, or `all` of them. */
export type QueueStatus = (typeof STAGE_STATUSES)[BackofficeStage][number] | 'all';

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
