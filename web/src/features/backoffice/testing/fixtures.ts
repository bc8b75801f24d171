import type { ApprovalEntry, ManagedExhibit } from '../../../lib/exhibit-admin-types';
import { DESK_EXHIBIT, SUBMITTED } from '../../../testing/exhibit-fixtures';
import type { QueueEntry } from '../api/types';

/** Test data of the back-office pages. */

export const ENTRY: QueueEntry = {
  id: 'ex1',
  title: '机と椅子を譲ります',
  ownerId: 'acc-u1',
  ownerName: '山田 花子',
  approvalStatus: 'wait_junk',
  published: false,
  itemCount: 2,
  submittedAt: '2026-03-01T15:30:00.000Z',
  createdAt: '2026-03-01T00:00:00.000Z',
};

export const EXHIBIT: ManagedExhibit = {
  ...DESK_EXHIBIT,
  ownerName: '山田 花子',
  approvalStatus: 'wait_junk',
  submittedAt: '2026-03-01T15:30:00.000Z',
};

export const APPROVALS: ApprovalEntry[] = [SUBMITTED];

export const CATEGORIES = { categories: {} };
