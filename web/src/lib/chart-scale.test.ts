import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe('chartScale', () => {
  it.each([
    [32, false, 40, [0, 10, 20, 30, 40]],
    [961.2345, false, 1000, [0, 500, 1000]],
    [1261.2345, false, 1500, [0, 500, 1000, 1500]],
    [0.3, false, 0.3, [0, 0.1, 0.2, 0.3]],
    [3, true, 3, [0, 1, 2, 3]],
    [0, true, 1, [0, 1]],
    [0, false, 1, [0, 0.5, 1]],
  ])('%d (whole numbers: %s) reaches %d by round steps', (max, integer, top, ticks) => {
    expect(chartScale(max, { integer })).toEqual({ top, ticks });
  });
});
