import type { Group, Member } from '../api/types';

/** Test data of the group pages. */

export const GROUP: Group = {
  id: 'g1',
  name: '山田研究室',
  kind: 'laboratory',
  profile: '材料工学の研究室です。',
  icon: 'https://example.ac.jp/icon.png',
  memberCount: 3,
};

/** The signed-in test user (u1, 山田 花子), another admin, a member and a withdrawn member. */
export const MEMBERS: Member[] = [
  {
    uid: 'u1',
    name: '山田 花子',
    withdrawn: false,
    isAdmin: true,
    joinedAt: '2024-03-31T15:30:00.000Z',
  },
  {
    uid: 'u2',
    name: '佐藤 次郎',
    withdrawn: false,
    isAdmin: true,
    joinedAt: '2024-04-01T01:00:00.000Z',
  },
  {
    uid: 'u3',
    name: '鈴木 三郎',
    withdrawn: false,
    isAdmin: false,
    joinedAt: '2024-04-02T02:00:00.000Z',
  },
  { uid: 'u4', name: null, withdrawn: true, isAdmin: false, joinedAt: '2024-04-03T03:00:00.000Z' },
];
