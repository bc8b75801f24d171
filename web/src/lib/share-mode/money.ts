import { useTranslation } from 'react-i18next';
import { groupedNumber } from '../grouped-number';

/** 1200 -> `1,200` (whole yen, grouped by thousands in both languages). */
export const groupedYen = (amount: number): string => groupedNumber(Math.round(amount));

/** Amounts in the current language: `1,200円` in Japanese, `¥1,200` in English. */
export function useYen(): (amount: number) => string {
  const { t } = useTranslation();
  return (amount) => t('share.yen', { amount: groupedYen(amount) });
}
