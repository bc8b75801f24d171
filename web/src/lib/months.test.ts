import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, isMonth, monthCount, tokyoMonth } from './months';

describe('months', () => {
  it('knows a month YYYY-MM from anything else', () => {
    expect(isMonth('2026-01')).toBe(true);
    expect(isMonth('2026-12')).toBe(true);
    expect(['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', ''].map(isMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('writes a month with a slash', () => {
    expect(formatMonth('2026-04')).toBe('2026/04');
  });

  it('adds and takes away months across years', () => {
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-06', 0)).toBe('2026-06');
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
  });

  it('counts the months of a range, both ends included', () => {
    expect(monthCount('2025-12', '2026-11')).toBe(12);
    expect(monthCount('2026-03', '2026-02')).toBe(0);
  });

  it('takes the month of an instant in Tokyo', () => {
    // 2026-11-30 15:00 UTC is already December in Tokyo.
    expect(tokyoMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
    expect(tokyoMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
  });
});
