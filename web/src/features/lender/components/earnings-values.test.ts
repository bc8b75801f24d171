import { describe, expect, it } from 'vitest';
import { billLine } from '../../../lib/share-mode/testing';
import { billGroups, monthsEndingWith, rangeProblems } from './earnings-values';

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
  it('groups a month by user into bills {userId}_{month}, totalling the amounts', () => {
    const line = (reservationId: string, userId: string, fee: number, consumables = 0) =>
      billLine({
        reservationId,
        userId,
        userName: `Name of ${userId}`,
        status: 'returned',
        fee,
        consumables,
      });
    const groups = billGroups('2030-05', [
      line('a', 'u1', 1200),
      line('b', 'g1', 500),
      // Consumables count in the bill: the amount, not the use fee.
      line('c', 'u1', 300, 450),
    ]);
    expect(groups.map(({ billId, total, lines }) => [billId, total, lines.length])).toEqual([
      ['u1_2030-05', 1950, 2],
      ['g1_2030-05', 500, 1],
    ]);
  });
});

describe("monthsEndingWith (the chart's last 12 months)", () => {
  it('counts back across the new year, oldest first', () => {
    expect(monthsEndingWith('2030-05')).toEqual([
      '2029-06',
      '2029-07',
      '2029-08',
      '2029-09',
      '2029-10',
      '2029-11',
      '2029-12',
      '2030-01',
      '2030-02',
      '2030-03',
      '2030-04',
      '2030-05',
    ]);
    expect(monthsEndingWith('2030-12', 2)).toEqual(['2030-11', '2030-12']);
    expect(monthsEndingWith('2030-01', 1)).toEqual(['2030-01']);
  });
});
