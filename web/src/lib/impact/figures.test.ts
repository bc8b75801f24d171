import { describe, expect, it } from 'vitest';
import { formatDecimal, isNothing } from './figures';

const ZERO = { items: 0, exhibits: 0, yen: 0, kg: 0, kgCO2e: 0, deviceHours: 0 };

describe('impact figures', () => {
  it('say nothing was achieved only when every figure is zero', () => {
    expect(isNothing(ZERO)).toBe(true);
    expect(isNothing({ ...ZERO, deviceHours: null })).toBe(true);
    expect(isNothing({ ...ZERO, deviceHours: 1.5 })).toBe(false);
    expect(isNothing({ ...ZERO, kgCO2e: 0.001 })).toBe(false);
  });

  it('group thousands and keep at most the decimals asked for, in either language', () => {
    expect(formatDecimal(1261.2345, 'ja', 3)).toBe('1,261.235');
    expect(formatDecimal(1261.2345, 'en', 3)).toBe('1,261.235');
    expect(formatDecimal(20.4, 'en', 3)).toBe('20.4');
    expect(formatDecimal(1234567, 'ja', 0)).toBe('1,234,567');
  });
});
