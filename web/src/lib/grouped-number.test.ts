import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupedNumber } from './grouped-number';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('groupedNumber', () => {
  it('when a number has thousands and decimals, then they are grouped and cut as Intl writes them', () => {
    for (const [value, digits] of [
      [1234567, 0],
      [1261.2345, 3],
      [20.4, 3],
      [0.05, 1],
      [999.95, 1],
      [2.5, 0],
      [-1234.5, 1],
      [-0.01, 1],
      [100, 2],
    ] as const) {
      expect(groupedNumber(value, digits), `${value}`).toBe(
        value.toLocaleString('en-US', { maximumFractionDigits: digits }).replace(/^-0$/, '0'),
      );
    }
  });

  it('when it writes a number, then no locale formatter is asked (its data is a long task on a phone)', () => {
    const asked = vi.spyOn(Number.prototype, 'toLocaleString');

    expect(groupedNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(asked).not.toHaveBeenCalled();
  });
});
