import { describe, expect, it } from 'vitest';
import { billGroups, rangeProblems } from './earnings-values';

describe('rangeProblems', () => {
  it('accepts 1 to 12 months in order', () => {
    expect(rangeProblems('2030-05', '2030-05')).toEqual({});
    expect(rangeProblems('2030-01', '2030-12')).toEqual({});
  });

  it('refuses more than 12 months, a reversed range and non-months', () => {
    expect(rangeProblems('2030-01', '2031-01')).toEqual({ to: 'tooLong' });
    expect(rangeProblems('2030-05', '2030-04')).toEqual({ to: 'order' });
    expect(rangeProblems('', '2030-13')).toEqual({ from: 'fromInvalid', to: 'toInvalid' });
  });
});

describe('billGroups', () => {
  it('groups a month by user into bills {userId}_{month}', () => {
    const line = (reservationId: string, userId: string, fee: number) => ({
      reservationId,
      userId,
      userName: `Name of ${userId}`,
      lenderId: 'lab-b',
      lenderName: 'Imaging Lab',
      deviceId: 'dev-1',
      deviceName: 'Microscope',
      start: '2030-05-09T01:00:00.000Z',
      end: '2030-05-09T02:00:00.000Z',
      status: 'returned' as const,
      fee,
    });
    const groups = billGroups('2030-05', [
      line('a', 'u1', 1200),
      line('b', 'g1', 500),
      line('c', 'u1', 300),
    ]);
    expect(groups.map(({ billId, total, lines }) => [billId, total, lines.length])).toEqual([
      ['u1_2030-05', 1500, 2],
      ['g1_2030-05', 500, 1],
    ]);
  });
});
