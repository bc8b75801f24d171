import type { WantedOffer, WantedPost } from '@campus/model/wanted-types';
import type { ExhibitSummary } from '../../../lib/exhibit-types';
import { AREAS, CATEGORIES } from '../../../testing/exhibit-fixtures';
import type { StubAnswer } from '../../../testing/api-stub';

/** Wanted posts in the API's shapes. 2030-05-01T00:00:00Z is 09:00 in Tokyo. */

export const UNTIL = '2030-05-01T00:00:00.000Z';
export const UNTIL_TOKYO = '2030/05/01 09:00:00';

export function post(id: string, overrides: Partial<WantedPost> = {}): WantedPost {
  return {
    id,
    accountId: 'u-poster',
    account: { id: 'u-poster', kind: 'user', name: '佐藤 一郎', withdrawn: false },
    title: 'スチールの本棚',
    description: '研究室の本を置くために探しています。',
    categoryId: 'furniture',
    keywords: '本棚 スチール',
    areaId: 'north',
    until: UNTIL,
    status: 'open',
    expired: false,
    isOwn: false,
    offerCount: 2,
    createdAt: '2030-04-01T00:00:00.000Z',
    updatedAt: '2030-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export const POST = post('w1');
export const OWN_POST = post('w1', {
  accountId: 'acc-u1',
  isOwn: true,
  account: { id: 'acc-u1', kind: 'user', name: '山田 花子', withdrawn: false },
});

export function offer(id: string, overrides: Partial<WantedOffer> = {}): WantedOffer {
  return {
    id,
    exhibitId: `ex-${id}`,
    exhibitTitle: '木製の本棚',
    accountId: 'u-owner',
    accountName: '鈴木 次郎',
    message: '少し古いですが使えます。',
    status: 'pending',
    contactId: null,
    createdAt: '2030-04-02T00:00:00.000Z',
    ...overrides,
  };
}

/** A published exhibit of the caller, as the search lists it. */
export function ownExhibit(id: string, title: string): ExhibitSummary {
  return {
    id,
    type: 'reuse',
    title,
    ownerId: 'acc-u1',
    areaId: 'north',
    place: { areaId: 'north', buildingId: 'eng-1', room: '' },
    expired: false,
    publishedAt: '2030-03-01T00:00:00.000Z',
    updatedAt: '2030-03-01T00:00:00.000Z',
    cancelled: false,
    thumbnailUri: null,
    thumbnailVariants: [],
    kinds: ['furniture'],
    itemCount: 1,
    stockTotal: 1,
    loan: false,
    loanDays: null,
    expiresAt: '2030-06-01T00:00:00.000Z',
    favoriteCount: 0,
    commentCount: 0,
    contactCount: 0,
    displayState: 'on_display',
    createdAt: '2030-03-01T00:00:00.000Z',
    approvalStatus: 'approved',
    published: true,
    allocation: null,
  };
}

/** The lookups the wanted pages name categories and areas with. */
export const LOOKUPS: Record<string, StubAnswer> = {
  'GET /categories': { body: CATEGORIES },
  'GET /areas': { body: AREAS },
};
