import type { ApprovalEntry, ManagedExhibit } from '../../../lib/exhibit-admin-types';
import type { ExhibitSummary } from '../../../lib/exhibit-types';
import type { StubAnswer } from '../../../testing/api-stub';
import {
  CATEGORIES,
  DESK_ITEM,
  DESK_EXHIBIT,
  SUBMITTED,
  TEXTBOOK_ITEM,
} from '../../../testing/exhibit-fixtures';

/** Test data of the manage-exhibit pages. */

export const MANAGED_EXHIBIT: ManagedExhibit = {
  ...DESK_EXHIBIT,
  categoryIds: ['desk', 'book'],
  memo: '鍵は事務室',
  itemCount: 2,
  stockTotal: 3,
  kinds: ['furniture', 'book'],
  items: [DESK_ITEM, TEXTBOOK_ITEM],
};

export const SUMMARY: ExhibitSummary = {
  allocation: null,
  id: 'ex1',
  type: 'reuse',
  title: '机と椅子を譲ります',
  ownerId: 'acc-u1',
  areaId: 'main',
  place: { areaId: 'main', buildingId: 'b1', room: '101' },
  expired: false,
  publishedAt: '2026-03-03T00:00:00.000Z',
  updatedAt: '2026-03-03T00:00:00.000Z',
  cancelled: false,
  thumbnailUri: null,
  thumbnailVariants: [],
  kinds: ['furniture'],
  itemCount: 2,
  stockTotal: 3,
  loan: false,
  loanDays: null,
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
  SUBMITTED,
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

/** The lookups the exhibit form and detail page load, for `stubApi`. */
export const LOOKUPS: Record<string, StubAnswer> = {
  'GET /areas': { body: AREAS },
  'GET /areas/main/buildings': { body: BUILDINGS },
  'GET /secretariats': { body: SECRETARIATS },
  'GET /categories': { body: CATEGORIES },
};
