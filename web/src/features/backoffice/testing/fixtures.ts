import type { ApprovalEntry, ManagedExhibit } from '../../../lib/exhibit-admin-types';
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
  id: 'ex1',
  type: 'reuse',
  ownerId: 'acc-u1',
  createdBy: 'u1',
  categoryIds: ['desk'],
  areaId: 'main',
  searchable: false,
  ownerName: '山田 花子',
  title: '机と椅子を譲ります',
  description: '研究室の移転で不要になりました。',
  itemManager: '山田 花子',
  managerEmail: 'hanako@campus.example.ac.jp',
  place: { areaId: 'main', buildingId: 'b1', room: '101' },
  pickupFrom: '2026-04-01T01:00:00.000Z',
  pickupUntil: '2026-04-30T08:00:00.000Z',
  expiresAt: '2026-05-31T14:59:00.000Z',
  secretariatId: 'sec1',
  published: false,
  approvalStatus: 'wait_junk',
  displayState: 'on_display',
  cancelledAt: null,
  favoriteCount: 0,
  contactCount: 0,
  commentCount: 0,
  activeContactCount: 0,
  itemCount: 1,
  stockTotal: 2,
  kinds: ['furniture'],
  lastDecision: null,
  thumbnailUri: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  submittedAt: '2026-03-01T15:30:00.000Z',
  publishedAt: null,
  items: [
    {
      id: 'it1',
      name: '事務机',
      description: '',
      categoryId: 'desk',
      kind: 'furniture',
      stock: 2,
      condition: 'clean',
      book: null,
      images: [],
      order: 0,
      tradeCount: 0,
      assetInfo: {
        assetCategory: 'personal_property',
        assetNumber: 'A-001',
        budgetSource: 'others',
        projectCode: '123456789012',
        acquisitionDate: '2020-04-01',
        acquisitionPrice: 50000,
      },
    },
  ],
};

export const APPROVALS: ApprovalEntry[] = [
  {
    id: 'ap1',
    action: 'submitted',
    from: 'not_yet',
    to: 'wait_junk',
    byUid: 'u1',
    byName: '山田 花子',
    role: 'owner',
    comment: '',
    at: '2026-03-01T15:30:00.000Z',
  },
];

export const CATEGORIES = { categories: {} };
