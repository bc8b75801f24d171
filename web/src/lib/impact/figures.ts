import type { ImpactFigures } from '@campus/model/impact-types';
import { useTranslation } from 'react-i18next';
import { groupedNumber } from '../grouped-number';

/**
 * The reuse-impact figures as the product writes them (docs/impact.md, "How figures are written"):
 * one rounding rule, used by the home page's line, `/impact` and the officers' dashboard alike.
 * Counts are whole, kg and kg CO2e to one decimal (the figures are estimates: grams would claim a
 * precision they do not have), yen whole (`¥12,345`), device hours to one decimal; all grouped by
 * thousands with commas, as both languages write them (`groupedNumber`).
 */

export type { ImpactFigures };

/** Whether nothing at all was achieved: every figure zero (device hours zero or not counted). */
export function isNothing(figures: ImpactFigures): boolean {
  return (
    figures.items === 0 &&
    figures.exhibits === 0 &&
    figures.yen === 0 &&
    figures.kg === 0 &&
    figures.kgCO2e === 0 &&
    (figures.deviceHours ?? 0) === 0
  );
}

/** What a figure counts: units or exhibits, kg or kg CO2e, yen, device hours. */
export type FigureUnit = 'count' | 'kg' | 'yen' | 'hours';

/** The decimals each unit is written with: the one rounding rule. */
export const FIGURE_DECIMALS: Readonly<Record<FigureUnit, number>> = {
  count: 0,
  kg: 1,
  yen: 0,
  hours: 1,
};

/**
 * A figure's number as the product writes it (without its unit): `273.054` kg CO2e -> `273.1`,
 * `1234567.4` yen -> `1,234,567`.
 */
export function formatFigure(unit: FigureUnit, value: number): string {
  return groupedNumber(value, FIGURE_DECIMALS[unit]);
}

export interface FigureFormat {
  /** Whole numbers: items, exhibits. */
  count: (value: number) => string;
  /** `¥12,345`. */
  yen: (value: number) => string;
  /** kg and kg CO2e, to one decimal. */
  kg: (value: number) => string;
  /** Device hours, to the tenth; `—` when not counted (null). */
  hours: (value: number | null) => string;
}

/** `formatFigure` in the current language, yen with its sign. */
export function useFigureFormat(): FigureFormat {
  const { t } = useTranslation();
  return {
    count: (value) => formatFigure('count', value),
    yen: (value) => t('impact.yen', { amount: formatFigure('yen', value) }),
    kg: (value) => formatFigure('kg', value),
    hours: (value) => (value === null ? t('impact.none') : formatFigure('hours', value)),
  };
}
