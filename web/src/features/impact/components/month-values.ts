import type { MonthValue } from '../../../components/charts/month-chart';
import { tidy } from '../../../lib/chart-scale';

/** What the month charts of the impact pages draw and say (their axis: `lib/chart-scale.ts`). */

export type { MonthValue };

/** What a chart's summary says: its months, the total, and the month with the most (the first). */
export interface MonthSummary {
  from: string;
  to: string;
  total: number;
  max: number;
  maxMonth: string;
}

export function summarizeMonths(months: readonly MonthValue[]): MonthSummary {
  const first = months[0];
  const last = months.at(-1);
  let top = first;
  for (const month of months) if (top === undefined || month.value > top.value) top = month;
  return {
    from: first?.month ?? '',
    to: last?.month ?? '',
    total: tidy(months.reduce((sum, month) => sum + month.value, 0)),
    max: top?.value ?? 0,
    maxMonth: top?.month ?? '',
  };
}
