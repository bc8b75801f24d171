import { useTranslation } from 'react-i18next';
import { groupedYen } from '../../../lib/share-mode/money';

/** Amounts in the current language: `1,200円` in Japanese, `¥1,200` in English. */
export function useYen(): (amount: number) => string {
  const { t } = useTranslation();
  return (amount) => t('lender.yen', { amount: groupedYen(amount) });
}
