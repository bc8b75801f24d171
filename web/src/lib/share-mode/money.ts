import { useTranslation } from 'react-i18next';

/** 1200 -> `1,200` (whole yen, grouped by thousands in both languages). */
export const groupedYen = (amount: number): string => Math.round(amount).toLocaleString('en-US');

/** Amounts in the current language: `1,200円` in Japanese, `¥1,200` in English. */
export function useYen(): (amount: number) => string {
  const { t } = useTranslation();
  return (amount) => t('share.yen', { amount: groupedYen(amount) });
}
