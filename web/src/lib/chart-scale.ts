/**
 * The value axis of the app's small hand-written SVG charts (the earnings of a lender, the reuse
 * impact), as a pure function: a round step (1, 2 or 5 times a power of ten) giving at most
 * `intervals` intervals up to the first multiple at or above the largest value.
 */

/** Floating-point noise off (0.1 * 3 is 0.30000000000000004). */
export const tidy = (value: number) => Number(value.toPrecision(12));

export interface ChartScale {
  top: number;
  /** From 0 to `top`, one per step. */
  ticks: number[];
}

/**
 * The scale of values up to `max`. With nothing to show (`max` 0) the axis still reaches 1, so an
 * empty range reads as a row of zeros; `integer` values (counts) step by whole numbers.
 */
export function chartScale(max: number, { integer = false, intervals = 4 } = {}): ChartScale {
  const reach = max > 0 ? max : 1;
  const rough = reach / intervals;
  const power = 10 ** Math.floor(Math.log10(rough));
  const round = [1, 2, 5, 10].map((m) => tidy(m * power)).find((s) => s >= rough) ?? 10 * power;
  const step = integer ? Math.max(1, Math.ceil(round)) : round;
  const count = Math.ceil(tidy(reach / step));
  return {
    top: tidy(count * step),
    ticks: Array.from({ length: count + 1 }, (_, i) => tidy(i * step)),
  };
}
