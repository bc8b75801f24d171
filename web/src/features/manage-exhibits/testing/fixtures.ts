import type { ApprovalEntry, ManagedExhibit } from '../../../lib/exhibit-admin-types';
import type { ExhibitSummary } from '../../../lib/exhibit-types';

/** Test data of the manage-exhibit pages. */

export const MANAGED_EXHIBIT: ManagedExhibit = {
  id: 'ex1',
  type: 'reuse',
  ownerId: 'acc-u1',
  createdBy: 'u1',
  categoryIds: ['desk', 'book'],
  areaId: 'main',
  searchable: false,
  title: '机と椅子を譲ります',
  description: '研究室の移転で不要になりました。',
  itemManager: '山田 花子',
  managerEmail: 'hanako@campus.example.ac.jp',
  place: { areaId: 'main', buildingId: 'b1', room: '101' },
  pickupFrom: '2026-04-01T01:00:00.000Z',
  pickupUntil: '2026-04-30T08:00:00.000Z',
  expiresAt: '2026-05-31T14:59:00.000Z',
  secretariatId: 'sec1',
  memo: '鍵は事務室',
  published: false,
  approvalStatus: 'not_yet',
  displayState: 'on_display',
  cancelledAt: null,
  favoriteCount: 0,
  contactCount: 0,
  commentCount: 0,
  activeContactCount: 0,
  itemCount: 2,
  stockTotal: 3,
  kinds: ['furniture', 'book'],
  lastDecision: null,
  thumbnailUri: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  submittedAt: null,
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
    {
      id: 'it2',
      name: '材料工学入門',
      description: '',
      categoryId: 'textbook',
      kind: 'book',
      stock: 1,
      condition: 'almost_new',
      book: {
        author: '佐藤',
        publisher: '学内出版',
        publicationYear: 2020,
        publicationMonth: 4,
        publicationDay: null,
        isbn: '9784065199817',
      },
      images: [{ id: 'img1', uri: '/api/v1/images/a.jpg', thumbnailUri: '/api/v1/images/a_t.jpg' }],
      order: 1,
      tradeCount: 0,
      assetInfo: {
        assetCategory: 'consumable',
        assetNumber: '',
        budgetSource: 'unknown',
        projectCode: '',
        acquisitionDate: null,
        acquisitionPrice: null,
      },
    },
  ],
};

export const SUMMARY: ExhibitSummary = {
  id: 'ex1',
  type: 'reuse',
  title: '机と椅子を譲ります',
  ownerId: 'acc-u1',
  ownerName: '山田 花子',
  areaId: 'main',
  place: { areaId: 'main', buildingId: 'b1', room: '101' },
  expired: false,
  publishedAt: '2026-03-03T00:00:00.000Z',
  updatedAt: '2026-03-03T00:00:00.000Z',
  cancelled: false,
  thumbnailUri: null,
  kinds: ['furniture'],
  itemCount: 2,
  stockTotal: 3,
  expiresAt: '2026-05-31T14:59:00.000Z',
  favoriteCount: 1,
  commentCount: 0,
  contactCount: 0,
  displayState: 'on_display',
  createdAt: '2026-03-01T00:00:00.000Z',
  approvalStatus: 'approved',
  published: true,
};

export const APPROVALS: ApprovalEntry[] = [
  {
    id: 'ap2',
    action: 'rejected',
    from: 'wait_junk',
    to: 'junk_rejected',
    byUid: 'officer',
    byName: '鈴木 係長',
    role: 'junk_inquiry',
    comment: '資産番号を確認してください',
    at: '2026-03-02T03:04:05.000Z',
  },
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

export const AREAS = {
  areas: [
    { id: 'main', name: { ja: '本部キャンパス', en: 'Main campus' }, order: 1 },
    { id: 'east', name: { ja: '東キャンパス', en: 'East campus' }, order: 2 },
  ],
};

export const BUILDINGS = {
  buildings: [{ id: 'b1', name: { ja: '1号館', en: 'Building 1' }, order: 1 }],
};

export const SECRETARIATS = {
  secretariats: [{ id: 'sec1', name: { ja: '工学部事務', en: 'Engineering office' }, order: 1 }],
};

export const CATEGORIES = {
  categories: {
    furniture: {
      id: 'furniture',
      name: { ja: '家具', en: 'Furniture' },
      order: 1,
      tradeCount: 0,
      middleCategories: {
        office: {
          id: 'office',
          name: { ja: 'オフィス家具', en: 'Office furniture' },
          order: 1,
          tradeCount: 0,
          smallCategories: {
            desk: { id: 'desk', name: { ja: '机', en: 'Desks' }, order: 1, kind: 'furniture' },
          },
        },
      },
    },
    books: {
      id: 'books',
      name: { ja: '本', en: 'Books' },
      order: 2,
      middleCategories: {
        study: {
          id: 'study',
          name: { ja: '学習', en: 'Study' },
          order: 1,
          tradeCount: 0,
          smallCategories: {
            textbook: {
              id: 'textbook',
              name: { ja: '教科書', en: 'Textbooks' },
              order: 1,
              tradeCount: 0,
              kind: 'book',
            },
          },
        },
      },
    },
  },
};
