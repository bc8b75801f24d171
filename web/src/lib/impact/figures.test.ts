import { describe, expect, it } from 'vitest';
import { groupedNumber } from '../grouped-number';
import { formatFigure, isNothing } from './figures';

const ZERO = { items: 0, exhibits: 0, yen: 0, kg: 0, kgCO2e: 0, deviceHours: 0 };

describe('impact figures', () => {
  it('say nothing was achieved only when every figure is zero', () => {
    expect(isNothing(ZERO)).toBe(true);
    expect(isNothing({ ...ZERO, deviceHours: null })).toBe(true);
    expect(isNothing({ ...ZERO, deviceHours: 1.5 })).toBe(false);
    expect(isNothing({ ...ZERO, kgCO2e: 0.001 })).toBe(false);
  });

  it('group thousands and keep at most the decimals asked for (both languages write them alike)', () => {
    expect(groupedNumber(1261.2345, 3)).toBe('1,261.235');
    expect(groupedNumber(20.4, 3)).toBe('20.4');
    expect(groupedNumber(1234567, 0)).toBe('1,234,567');
  });

  it('write kg and kg CO2e to one decimal, yen and counts whole: one rule for every page', () => {
    expect(formatFigure('kg', 273.054)).toBe('273.1');
    expect(formatFigure('kg', 1261.2345)).toBe('1,261.2');
    expect(formatFigure('kg', 47.5)).toBe('47.5');
    expect(formatFigure('kg', 35)).toBe('35');
    expect(formatFigure('yen', 1234567.4)).toBe('1,234,567');
    expect(formatFigure('yen', 80000.5)).toBe('80,001');
    expect(formatFigure('count', 42)).toBe('42');
    expect(formatFigure('hours', 36.54)).toBe('36.5');
  });
});
