import type { ImpactFigures } from '@campus/model/impact-types';
import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '../i18n';

/**
 * The reuse-impact figures as the product writes them (docs/impact.md): counts and weights with
 * the current language's grouping, weights to the gram (3 decimals), yen as `¥12,345`.
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

/** `1234.5678` -> `1,234.568` in `language`, with at most `digits` decimals. */
export function formatDecimal(value: number, language: Language, digits: number): string {
  return value.toLocaleString(language, { maximumFractionDigits: digits });
}

export interface FigureFormat {
  /** Whole numbers: items, exhibits. */
  count: (value: number) => string;
  /** `¥12,345`. */
  yen: (value: number) => string;
  /** kg and kg CO2e, to the gram. */
  kg: (value: number) => string;
  /** Device hours, to the tenth; `—` when not counted (null). */
  hours: (value: number | null) => string;
}

/** The formats in the current language. */
export function useFigureFormat(): FigureFormat {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    count: (value) => formatDecimal(value, language, 0),
    yen: (value) => t('impact.yen', { amount: formatDecimal(Math.round(value), language, 0) }),
    kg: (value) => formatDecimal(value, language, 3),
    hours: (value) => (value === null ? t('impact.none') : formatDecimal(value, language, 1)),
  };
}
