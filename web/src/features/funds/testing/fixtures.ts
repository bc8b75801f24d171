import type { FundChargesResponse } from '@campus/model/fund-types';
import { fiscalYearMonths } from '@campus/model/fiscal-year';
import { billLine } from '../../../lib/share-mode/testing';
import type { Fund, Member } from '../api/types';

/**
 * Test data of the funds pages. "Now" is 2026-11-27 in Tokyo: fiscal year 2026 (April 2026 to
 * March 2027). The signed-in test user is u1 (山田 花子).
 */
export const NOW = new Date('2026-11-27T03:00:00Z');

export function fund(overrides: Partial<Fund> = {}): Fund {
  return {
    id: 'f1',
    groupId: 'g1',
    fiscalYear: 2026,
    name: 'Microscopy grant',
    projectCode: '123456789012',
    holderUid: 'u2',
    holderName: 'Jiro Sato',
    monthlyCap: 50_000,
    approvalThreshold: 10_000,
    active: true,
    createdAt: '2026-04-01T00:00:00.000Z',
    updatedAt: '2026-04-01T00:00:00.000Z',
    ...overrides,
  };
}

export const FUNDS: Fund[] = [
  fund(),
  fund({
    id: 'f2',
    name: 'Teaching budget',
    projectCode: '210987654321',
    holderUid: 'u1',
    holderName: 'Hanako Yamada',
    monthlyCap: null,
    approvalThreshold: null,
  }),
  fund({
    id: 'f3',
    fiscalYear: 2025,
    name: 'Old grant',
    projectCode: '111122223333',
    active: false,
  }),
];

/** u1 (the test user) and u2 administer the group; u3 is a member; u4 a withdrawn admin. */
export const MEMBERS: Member[] = [
  {
    uid: 'u1',
    name: 'Hanako Yamada',
    withdrawn: false,
    isAdmin: true,
    joinedAt: '2024-04-01T00:00:00.000Z',
  },
  {
    uid: 'u2',
    name: 'Jiro Sato',
    withdrawn: false,
    isAdmin: true,
    joinedAt: '2024-04-01T00:00:00.000Z',
  },
  {
    uid: 'u3',
    name: 'Saburo Suzuki',
    withdrawn: false,
    isAdmin: false,
    joinedAt: '2024-04-01T00:00:00.000Z',
  },
  { uid: 'u4', name: null, withdrawn: true, isAdmin: true, joinedAt: '2024-04-01T00:00:00.000Z' },
];

/** The members as a member who is not an administrator sees them (u1 not an admin). */
export const AS_MEMBER: Member[] = MEMBERS.map((m) =>
  m.uid === 'u1' ? { ...m, isAdmin: false } : m,
);

/** The statement of `fund()`: two charged lines in May, one month with a held charge. */
export function charges(): FundChargesResponse {
  const f = fund();
  const line = (id: string, start: string, fee: number, consumables: number) =>
    billLine({
      reservationId: id,
      start,
      end: start.replace('T01:', 'T02:'),
      fee,
      consumables,
      amount: fee + consumables,
      fund: { id: f.id, groupId: f.groupId, name: f.name, projectCode: f.projectCode },
    });
  return {
    fund: f,
    months: fiscalYearMonths(2026).map((month) => ({
      month,
      charged: month === '2026-05' ? 5_300 : 0,
      held: month === '2026-12' ? 2_400 : 0,
    })),
    lines: [
      line('r-1', '2026-05-09T01:00:00.000Z', 1_800, 500),
      line('r-2', '2026-05-20T01:00:00.000Z', 3_000, 0),
    ],
    total: 5_300,
  };
}
