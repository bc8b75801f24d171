import { describe, expect, it } from 'vitest';
import { summarizeMonths } from './month-values';

describe('summarizeMonths', () => {
  it('gives the range, the total and the first month with the most', () => {
    expect(
      summarizeMonths([
        { month: '2026-01', value: 0.1 },
        { month: '2026-02', value: 0.2 },
        { month: '2026-03', value: 0.2 },
      ]),
    ).toEqual({ from: '2026-01', to: '2026-03', total: 0.5, max: 0.2, maxMonth: '2026-02' });
  });
});
