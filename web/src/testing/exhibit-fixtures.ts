import type {
  ApprovalEntry,
  CommentListResponse,
  ExhibitComment,
  ExhibitDetail,
  ExhibitImage,
  ExhibitSummary,
  ItemKind,
  OwnerItem,
} from '@campus/model/exhibit-types';
import type { AreasResponse, CategoriesResponse } from '@campus/model/lookup-types';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ja from '../locales/ja.json';
import type { StubAnswer } from './api-stub';
import type { ManagedExhibit } from '../lib/exhibit-admin-types';

/**
 * Test data in the API's shapes (the model's types): the lookups, the exhibits of the public pages
 * and the exhibits as their owner and the back office see them.
 */

type Names = [id: string, ja: string, en: string];

/** A category tree's level, indexed by id; the nodes' `order` is their place in the list. */
function byId<T extends { id: string }>(nodes: T[]): Record<string, T & { order: number }> {
  return Object.fromEntries(nodes.map((node, i) => [node.id, { ...node, order: i + 1 }]));
}

const named = ([id, ja, en]: Names) => ({ id, name: { ja, en } });
const small = (names: Names, kind: ItemKind) => ({ ...named(names), kind });
const middle = (names: Names, ...smalls: ReturnType<typeof small>[]) => ({
  ...named(names),
  smallCategories: byId(smalls),
});
const large = (names: Names, ...middles: ReturnType<typeof middle>[]) => ({
  ...named(names),
  middleCategories: byId(middles),
});

/** `GET /categories` of the given large categories, in display order. */
function categoryTree(...larges: ReturnType<typeof large>[]): CategoriesResponse {
  return { categories: byId(larges) };
}

export const AREAS: AreasResponse = {
  areas: [
    { id: 'north', name: { ja: '北キャンパス', en: 'North campus' }, order: 1 },
    { id: 'south', name: { ja: '南キャンパス', en: 'South campus' }, order: 2 },
  ],
};

export const BUILDINGS = {
  buildings: [{ id: 'eng-1', name: { ja: '工学部1号館', en: 'Engineering Bldg. 1' }, order: 1 }],
};

/** The categories of reuse exhibits: desks, and books in two small categories. */
export const CATEGORIES = categoryTree(
  large(
    ['furniture', '家具', 'Furniture'],
    middle(['desks', '机・椅子', 'Desks and chairs'], small(['desk', '机', 'Desks'], 'furniture')),
  ),
  large(
    ['books', '本', 'Books'],
    middle(
      ['textbooks', '専門書', 'Textbooks'],
      small(['engineering', '工学', 'Engineering'], 'book'),
      small(['textbook', '教科書', 'Textbooks'], 'book'),
    ),
  ),
);

/** The categories of share-mode devices. */
export const DEVICE_CATEGORIES = categoryTree(
  large(
    ['lab-equipment', '実験機器', 'Lab Equipment'],
    middle(
      ['general-lab-equipment', '一般実験機器', 'General'],
      small(['centrifuge', '遠心分離機', 'Centrifuge'], 'furniture'),
    ),
    middle(
      ['optical-instruments', '光学機器', 'Optical Instruments'],
      small(['microscope', '顕微鏡', 'Microscope'], 'furniture'),
    ),
  ),
);

/**
 * A stored photo under `/api/v1/images/{dir}/`: the image, its thumbnail and its 400 px card copy
 * (what the API answers for a photo at least 400 px wide).
 */
export const storedPhoto = (dir: string, id: string): ExhibitImage => ({
  id,
  uri: `/api/v1/images/${dir}/${id}.webp`,
  thumbnailUri: `/api/v1/images/${dir}/${id}-thumb.webp`,
  variants: [{ width: 400, uri: `/api/v1/images/${dir}/${id}-w400.webp` }],
});

/** An exhibit on display; `n` varies id and title. */
export function summary(n: number, overrides: Partial<ExhibitSummary> = {}): ExhibitSummary {
  return {
    allocation: null,
    id: `ex-${n}`,
    type: 'reuse',
    title: `出品物${n}`,
    ownerId: 'owner-1',
    thumbnailUri: `https://img.example/ex-${n}_72.jpg`,
    thumbnailVariants: [
      { width: 144, uri: `https://img.example/ex-${n}_144.jpg` },
      { width: 400, uri: `https://img.example/ex-${n}_400.jpg` },
    ],
    kinds: ['furniture'],
    itemCount: 1,
    stockTotal: 3,
    loan: false,
    loanDays: null,
    areaId: 'north',
    place: { areaId: 'north', buildingId: 'eng-1', room: '101' },
    // 2024-04-30T15:00:00Z is 2024/05/01 00:00:00 in Tokyo.
    expiresAt: '2024-04-30T15:00:00.000Z',
    expired: false,
    publishedAt: '2024-04-01T00:00:00.000Z',
    createdAt: '2024-04-01T00:00:00.000Z',
    updatedAt: '2024-04-01T00:00:00.000Z',
    favoriteCount: 2,
    commentCount: 5,
    contactCount: 0,
    approvalStatus: 'approved',
    published: true,
    cancelled: false,
    displayState: 'on_display',
    ...overrides,
  };
}

export function detail(overrides: Partial<ExhibitDetail> = {}): ExhibitDetail {
  return {
    ...summary(1),
    title: '木製の机',
    description: '研究室で使っていた机です。',
    itemManager: '佐藤',
    pickupFrom: '2024-04-01T01:00:00.000Z',
    pickupUntil: '2024-04-10T09:00:00.000Z',
    secretariatId: 'sec-1',
    items: [
      {
        id: 'item-1',
        name: '木製の机',
        description: '幅120cm',
        categoryId: 'desk',
        kind: 'furniture',
        stock: 1,
        condition: 'clean',
        book: null,
        weightKg: null,
        images: [
          {
            id: 'img-1',
            uri: 'https://img.example/1.jpg',
            thumbnailUri: 'https://img.example/1_72.jpg',
            variants: [],
          },
          {
            id: 'img-2',
            uri: 'https://img.example/2.jpg',
            thumbnailUri: 'https://img.example/2_72.jpg',
            variants: [],
          },
        ],
        order: 0,
      },
      {
        id: 'item-2',
        name: '材料力学',
        description: '',
        categoryId: 'engineering',
        kind: 'book',
        stock: 2,
        condition: 'almost_new',
        book: {
          author: '山田 太郎',
          publisher: '工学出版',
          publicationYear: 2020,
          publicationMonth: 4,
          publicationDay: null,
          isbn: '9784000000000',
        },
        weightKg: null,
        images: [
          {
            id: 'img-3',
            uri: 'https://img.example/3.jpg',
            thumbnailUri: 'https://img.example/3_72.jpg',
            variants: [],
          },
        ],
        order: 1,
      },
    ],
    owner: { id: 'owner-1', name: '佐藤 一郎', kind: 'user' },
    isOwner: false,
    isFavorite: false,
    firstComeStock: null,
    ...overrides,
  };
}

export function comment(n: number, overrides: Partial<ExhibitComment> = {}): ExhibitComment {
  return {
    id: `c${n}`,
    accountId: `acc-${n}`,
    accountName: `利用者${n}`,
    accountKind: 'user',
    body: `コメント${n}`,
    createdAt: '2024-04-02T03:04:05.000Z',
    updatedAt: '2024-04-02T03:04:05.000Z',
    isOwn: false,
    removed: false,
    // The API lets the author delete a comment (and the exhibit's owner: tests say so).
    canDelete: overrides.isOwn ?? false,
    ...overrides,
  };
}

export function comments(list: ExhibitComment[], total = list.length): CommentListResponse {
  return { comments: list, total };
}

/** A desk of the managed exhibits: personal property, with its asset number. */
export const DESK_ITEM: OwnerItem = {
  id: 'it1',
  name: '事務机',
  description: '',
  categoryId: 'desk',
  kind: 'furniture',
  stock: 2,
  condition: 'clean',
  book: null,
  // The owner weighed it (docs/impact.md): the estimate uses this, not the category's standard.
  weightKg: 35,
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
};

/** A book of the managed exhibits: a consumable, with a photo. */
export const TEXTBOOK_ITEM: OwnerItem = {
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
  weightKg: null,
  images: [
    {
      id: 'img1',
      uri: '/api/v1/images/a.jpg',
      thumbnailUri: '/api/v1/images/a_t.jpg',
      variants: [],
    },
  ],
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
};

/**
 * An exhibit as its owner or the back office sees it: the desk, not applied for yet, on the main
 * campus (`main`, building `b1`, secretariat `sec1`). Tests spread it with what they vary.
 */
export const DESK_EXHIBIT: ManagedExhibit = {
  allocation: null,
  id: 'ex1',
  type: 'reuse',
  ownerId: 'acc-u1',
  createdBy: 'u1',
  categoryIds: ['desk'],
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
  loan: false,
  loanDays: null,
  published: false,
  approvalStatus: 'not_yet',
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
  moderation: null,
  thumbnailUri: null,
  thumbnailVariants: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  submittedAt: null,
  publishedAt: null,
  items: [DESK_ITEM],
};

/** The owner's application of `DESK_EXHIBIT`, the first entry of its approval trail. */
export const SUBMITTED: ApprovalEntry = {
  id: 'ap1',
  action: 'submitted',
  from: 'not_yet',
  to: 'wait_junk',
  byUid: 'u1',
  byName: '山田 花子',
  role: 'owner',
  comment: '',
  at: '2026-03-01T15:30:00.000Z',
};

/** The request body of the contact form as `fillContactForm` fills it (the notice agreed to). */
export const FILLED_CONTACT = {
  message: '研究室で使いたいです。',
  items: [{ itemId: 'item-2', quantity: 2 }],
  installationPlace: '工学部1号館 203',
  locationManager: '鈴木 次郎',
  locationManagerEmail: 'suzuki@campus.example.ac.jp',
  agreedToNotice: true,
};

/**
 * Fills the contact form (in Japanese) of the exhibit of `detail` with `FILLED_CONTACT`: a
 * message, two of the book (stock 2; the desk is left at 0), the place, its manager and e-mail.
 */
export async function fillContactForm(user: UserEvent, dialog: HTMLElement) {
  const c = ja.exhibit.contact;
  const d = within(dialog);
  const sent = FILLED_CONTACT;
  await user.type(d.getByRole('textbox', { name: c.message }), sent.message);
  await user.clear(d.getByRole('spinbutton', { name: '材料力学の数量' }));
  await user.type(d.getByRole('spinbutton', { name: '材料力学の数量' }), '2');
  await user.type(d.getByRole('textbox', { name: c.installationPlace }), sent.installationPlace);
  await user.type(d.getByRole('textbox', { name: c.locationManager }), sent.locationManager);
  await user.type(
    d.getByRole('textbox', { name: c.locationManagerEmail }),
    sent.locationManagerEmail,
  );
}

/**
 * What the public page of the exhibit ex-1 reads: its detail (`detail(exhibit)`), no comments, no
 * open contact of the visitor, and the lookups.
 */
export const exhibitPageRoutes = (exhibit: Partial<ExhibitDetail> = {}) =>
  ({
    'GET /exhibits/ex-1': { body: { exhibit: detail(exhibit) } },
    'GET /exhibits/ex-1/comments': { body: comments([]) },
    'GET /home/exhibits/ex-1/contacts/open': { body: { contact: null } },
    'GET /areas': { body: AREAS },
    'GET /areas/north/buildings': { body: BUILDINGS },
    'GET /categories': { body: CATEGORIES },
  }) satisfies Record<string, StubAnswer>;
