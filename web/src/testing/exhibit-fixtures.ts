import type {
  CommentListResponse,
  ExhibitComment,
  ExhibitDetail,
  ExhibitSummary,
} from '../lib/exhibit-types';
import type { GetAreasResponse } from '../lib/lookups/get-areas';
import type { GetCategoriesResponse } from '../lib/lookups/get-categories';

/** Test data of the public exhibit pages, in the API's shapes (`lib/exhibit-types.ts`). */

export const AREAS: GetAreasResponse = {
  areas: [
    { id: 'north', name: { ja: '北キャンパス', en: 'North campus' }, order: 1 },
    { id: 'south', name: { ja: '南キャンパス', en: 'South campus' }, order: 2 },
  ],
};

export const BUILDINGS = {
  buildings: [{ id: 'eng-1', name: { ja: '工学部1号館', en: 'Engineering Bldg. 1' }, order: 1 }],
};

export const CATEGORIES: GetCategoriesResponse = {
  categories: {
    furniture: {
      id: 'furniture',
      name: { ja: '家具', en: 'Furniture' },
      order: 1,
      middleCategories: {
        desks: {
          id: 'desks',
          name: { ja: '机・椅子', en: 'Desks and chairs' },
          order: 1,
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
        textbooks: {
          id: 'textbooks',
          name: { ja: '専門書', en: 'Textbooks' },
          order: 1,
          smallCategories: {
            engineering: {
              id: 'engineering',
              name: { ja: '工学', en: 'Engineering' },
              order: 1,
              kind: 'book',
            },
          },
        },
      },
    },
  },
};

/** An exhibit on display; `n` varies id and title. */
export function summary(n: number, overrides: Partial<ExhibitSummary> = {}): ExhibitSummary {
  return {
    id: `ex-${n}`,
    type: 'reuse',
    title: `出品物${n}`,
    ownerId: 'owner-1',
    ownerName: '佐藤 一郎',
    thumbnailUri: `https://img.example/ex-${n}_72.jpg`,
    kinds: ['furniture'],
    itemCount: 1,
    stockTotal: 3,
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
        images: [
          {
            id: 'img-1',
            uri: 'https://img.example/1.jpg',
            thumbnailUri: 'https://img.example/1_72.jpg',
          },
          {
            id: 'img-2',
            uri: 'https://img.example/2.jpg',
            thumbnailUri: 'https://img.example/2_72.jpg',
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
        images: [
          {
            id: 'img-3',
            uri: 'https://img.example/3.jpg',
            thumbnailUri: 'https://img.example/3_72.jpg',
          },
        ],
        order: 1,
      },
    ],
    owner: { id: 'owner-1', name: '佐藤 一郎', kind: 'user' },
    isOwner: false,
    isFavorite: false,
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
    ...overrides,
  };
}

export function comments(list: ExhibitComment[], total = list.length): CommentListResponse {
  return { comments: list, total };
}
